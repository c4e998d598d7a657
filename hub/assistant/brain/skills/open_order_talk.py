"""What is said of an order still to come beyond its card: the shopper's follow-ups move the
talk on, never the reply before word for word.

After a late order's status, "how much longer", "can you call the driver", "the driver's
number" are owned up to (the hub sees the status and the booked window, not the driver), with
a person offered who can reach the driver; the same order asked after again says it is still
where it was, and offers a person. "Will tomorrow's order come at 6?" is answered by that
order's booked window against the hour; "it still says not confirmed" by what that state
means. Goods onto or out of a placed order, or a change of it, are answered by what its
status still allows (`placed_order_change`): the hub changes no placed order itself, our team
may; goods to add, or what a line would be swapped for, are shown for a new order, and a code
asked of it is said to go on the cart. "No, let it come" after how cancelling works keeps the
order (`keep_order`).
"""

from __future__ import annotations

import re
from datetime import UTC, datetime

from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.placed_order_goods import goods_named_more, says_the_shown
from hub.assistant.brain.skills import (
    code_of_this_order,
    express_on_placed,
    offer_on_placed,
    open_orders,
    order_by_goods,
    order_hour_asked,
    order_in_talk,
    ordered_line_swap,
    placed_goods_kept,
    placed_line_counts,
    placed_order_words,
    slot_picks,
)
from hub.assistant.brain.skills.cards import show_products
from hub.assistant.brain.skills.common import confident_hits, products_by_ids, search
from hub.assistant.brain.skills.faq import policy_entry
from hub.assistant.brain.skills.lines import variant_asked
from hub.assistant.brain.skills.order_refs import goods_words
from hub.assistant.brain.skills.sizes import variant_words
from hub.assistant.brain.turn import INTENT, ORDER, ORDER_SAID, Turn
from hub.record import Record
from hub.storefront.delivery import KUWAIT

# The replies a later one about the same order must not repeat
_ABOUT_ITS_STATUS = frozenset({"order_status", "complaint"})


def _window_hours(order: Record) -> tuple[datetime, datetime] | None:
    slot = order.get("deliverySlot")
    if not isinstance(slot, dict):
        return None
    try:
        opens = datetime.fromisoformat(str(slot.get("from")))
        closes = datetime.fromisoformat(str(slot.get("to")))
    except ValueError:
        return None
    if opens.tzinfo is None:
        opens, closes = opens.replace(tzinfo=UTC), closes.replace(tzinfo=UTC)
    return opens.astimezone(KUWAIT), closes.astimezone(KUWAIT)


def _hour_in_window(turn: Turn, order: Record) -> bool | None:
    """Whether the hour asked ("at 6", "الساعه ٦") falls within the order's booked window;
    None when no hour is asked or no window booked."""
    hour = slot_picks.hour_asked(turn)
    if hour is None:
        hour = _hour_around(turn)
    window = _window_hours(order)
    day = open_orders.day_said(turn)
    if hour is None or window is None or (day is not None and open_orders.booked_day(order) != day):
        return None  # no hour asked, or asked of a day the order is not booked for
    opens, closes = window
    start = opens.hour + opens.minute / 60
    end = closes.hour + closes.minute / 60 + (24 if closes.date() > opens.date() else 0)
    return any(start <= h <= end for h in (hour, hour + 24))


def _by_a_time_of_day(turn: Turn, order: Record) -> str | None:
    """What is said of the order's booked window against a time of the day it is wanted
    before ("before maghrib", "قبل المغرب", "gabl il 3a9r"): the window over by then, around
    it, or after it. None when no such time is asked, or no window booked."""
    span = slot_picks.span_asked(turn)
    window = _window_hours(order)
    day = open_orders.day_said(turn)
    if span is None or span[0] != 0 or window is None:
        return None
    if day is not None and open_orders.booked_day(order) != day:
        return None
    opens, closes = window
    start = opens.hour + opens.minute / 60
    end = closes.hour + closes.minute / 60 + (24 if closes.date() > opens.date() else 0)
    if end <= span[1]:
        return "window_ends_before_asked"
    return "window_around_asked" if start < span[1] else "hour_not_in_window"


# An hour said loosely of the coming: "by 6", "around 7", "like 6:30", "قبل ٦", "sa3a 7"
_AROUND_HOUR = Pattern(
    r"(?:\b(?:by|around|about|like|before|after|at|sa3a|sa3ah)\s+|(?<!\w)(?:قبل|بعد|حوالي|تقريبا)\s+)"
    r"(\d{1,2})(?::\d\d)?\s*(am|pm)?(?![\d.:])",
    re.IGNORECASE,
)
_MORNING = Pattern(r"\b(?:am|morning)\b|(?<!\w)(?:الصبح|الصباح|صباحا)(?!\w)")
_EARLY = 8  # a bare hour before 8 is the evening's, as a window's hours are read


def _hour_around(turn: Turn) -> int | None:
    """The one hour the message names loosely, on the 24-hour clock."""
    found = _AROUND_HOUR.search(turn.message.for_model)
    if found is None:
        return None
    hour = int(found.group(1))
    morning = (found.group(2) or "").lower() == "am" or bool(
        _MORNING.search(turn.message.for_model)
    )
    if hour < 12 and not morning and ((found.group(2) or "").lower() == "pm" or hour < _EARLY):
        hour += 12
    return hour if 0 <= hour < 24 else None


def _card(turn: Turn, order: Record) -> None:
    turn.block({"kind": "order_status", "orderId": order["_id"]})
    turn.memory[ORDER] = order["_id"]


async def answered(turn: Turn, chosen: Record, late: bool | None) -> bool:
    """The status of an order still to come, when the message asks more of it than where it
    is: reaching the driver, how long still, an hour against its window, its state, or the
    same again. False when it asks nothing more (the plain status answers)."""
    if chosen.get("status") not in open_orders.OPEN:
        return False
    again = (
        turn.memory.get(INTENT) in _ABOUT_ITS_STATUS
        and turn.memory.get(ORDER) == chosen["_id"]
        # "the one with the halloumi" of several shown picks one; it asks nothing again
        and not order_by_goods.names_by_goods(turn)
    )
    # an hour said of a late order is when it was due ("it should have come before 2"), no
    # hour asked of its window
    in_window = None if late else _hour_in_window(turn, chosen)
    if open_orders.reaches_the_driver(turn):
        turn.say("order_late" if late else "order_status")
        _card(turn, chosen)
        turn.say("driver_not_reached_here")
    elif late and again:
        # said once already of this order: nothing newer to tell, a person offered plainly
        said_before = again and turn.memory.get(ORDER_SAID) == "order_still_late"
        turn.say("order_no_newer" if said_before else "order_still_late")
        _card(turn, chosen)
        turn.say("late_person_can_chase")
        turn.memory[ORDER_SAID] = "order_no_newer" if said_before else "order_still_late"
    elif in_window is not None:
        _card(turn, chosen)
        turn.say("hour_in_window" if in_window else "hour_not_in_window")
    elif not late and (by_then := _by_a_time_of_day(turn, chosen)) is not None:
        _card(turn, chosen)
        turn.say(by_then)
    elif chosen.get("status") == "placed" and open_orders.asks_not_confirmed(turn):
        turn.say("order_status")
        _card(turn, chosen)
        turn.say("order_not_confirmed_yet")
    elif (
        again
        and order_hour_asked.asked(turn)
        and (
            window := order_hour_asked.said(
                turn, open_orders.booked_day(chosen), _window_hours(chosen)
            )
        )
    ):
        # "what time exactly does it come": the booked window in words, not "nothing new"
        turn.say("order_status")
        _card(turn, chosen)
        turn.text_block(window)
    elif again:
        turn.say("order_still_as_shown")
        _card(turn, chosen)
        turn.say("offer_person")
    else:
        return False
    if turn.memory.get(ORDER_SAID) not in ("order_still_late", "order_no_newer"):
        turn.memory.pop(ORDER_SAID, None)
    turn.chips("person", "order_status")
    return True


async def several_open(turn: Turn, orders: list[Record], *, eta: bool = False) -> bool:
    """ "Where is my order" of a shopper with more than one order still to come, naming none
    of them: each is shown, with its status and window, to tell which is which."""
    open_ones = [o for o in orders if o.get("status") in open_orders.OPEN]
    if len(open_ones) < 2:
        return False
    turn.say("orders_open_several")
    for order in open_ones:
        turn.block({"kind": "order_status", "orderId": order["_id"]})
    turn.memory[ORDER] = open_ones[0]["_id"]
    if eta:  # "when will my order arrive": how long delivery takes once one is on its way
        delivery_time = policy_entry("late", await turn.call("faq", turn.store.faq))
        if delivery_time is not None:
            turn.say("orders_eta")
            turn.block({"kind": "faq", "faqIds": [delivery_time]})
    turn.chips("person", "last_order")
    return True


async def _order_meant(turn: Turn, orders: list[Record]) -> Record | None:
    """The order a change is asked of: its number, the one still to come named by day,
    state or place, the one in talk, else the newest still to come."""
    number = turn.utterance.order_number
    if number:
        return next((o for o in orders if o.get("orderNumber") == number.upper()), None)
    named = await open_orders.picked(turn, orders)
    if named is not None:
        return named
    this = code_of_this_order.the_one(turn, orders)  # "does BBQ10 work on this order"
    if this is not None:
        return this
    talked = order_in_talk.pointed_at(turn, orders) or order_in_talk.in_talk(turn, orders)
    if talked is not None:
        return talked
    holding = await placed_line_counts.holding_order(turn, orders)  # "الرقي خله ٢ بدال ٣"
    if holding is not None:
        return holding
    return next((o for o in orders if o.get("status") in open_orders.OPEN), None)


_WHAT_ITS_STATUS_ALLOWS = {
    "placed": "order_change_before_preparing",
    "confirmed": "order_change_before_preparing",
    "preparing": "order_change_preparing",
    "out_for_delivery": "order_change_out",
}


def what_its_status_allows(status: str) -> str:
    """The words for what an order's state still lets our team change."""
    return _WHAT_ITS_STATUS_ALLOWS.get(status, "order_change_closed")


# An order told by goods it holds: "the one with the coffee", "order with the milk", "اللي
# فيه القهوه", "elly feeh el gahwa" (read "اللي فيه القهوه")
_THE_ORDERS_GOODS = Pattern(
    r"(?:\b(?:one|order)\s+with\s+|(?<!\w)(?:اللي|الي)\s+(?:فيه|فيها)\s+)(?P<goods>[^,،.!?؟]+)"
)


async def placed_order_change(turn: Turn, *, adding: bool | None = None) -> None:
    """Goods onto or out of an order already placed, or a change of it: the hub changes no
    placed order, which is said, with what its status still allows and a person who can do
    it; goods named to add are shown for a new order, never proposed unasked."""
    adding = open_orders.adds_goods(turn) if adding is None else adding
    chosen = None
    if turn.customer_id:
        orders = await turn.call("orders", turn.store.orders, turn.customer_id)
        chosen = await _order_meant(turn, orders)
    # "swap the white toast for brown": what would come in its stead, for a new order
    swapping = not adding and (
        placed_order_words.swaps(turn) or ordered_line_swap.wants_another(turn)
    )
    named = goods_words(turn) if adding or swapping else []
    if adding:
        # "can the driver bring 2 packs of wipes with him": the goods' own words, not the
        # driver's nor the order's
        named = goods_named_more(turn.message.for_model.lower()) or named
        # "add sugar to my order, the one with the coffee": the coffee tells the order
        telling = _THE_ORDERS_GOODS.search(turn.message.for_model.lower())
        told = set(telling.group("goods").split()) if telling is not None else set()
        named = [word for word in named if word not in told] or named
    hits = confident_hits(named, await search(turn, " ".join(named))) if named else []
    if adding and turn.shown() and says_the_shown(turn.message.for_model.lower()):
        # "7i6hom 3la 6alab il chalet" of the halloumi and labneh just shown: those goods
        hits = list((await products_by_ids(turn, turn.shown())).values())
    if swapping:
        held = {str(line.get("productId")) for line in (chosen or {}).get("items") or []}
        hits = [hit for hit in hits if hit["_id"] not in held]
    if hits and swapping:
        turn.say("order_change_not_here")
        show_products(turn, [hit["_id"] for hit in hits], "placed_order_swap_goods")
    elif hits:
        # "30 eggs", "2 kilo ryash": the pack asked shown on each card it fits
        u, asked = turn.utterance, variant_words(turn.utterance)
        sized = {
            hit["_id"]: variant["_id"]
            for hit in hits
            if (variant := variant_asked(hit, asked, u.size_asked, u.size_number)) is not None
        }
        show_products(
            turn, [hit["_id"] for hit in hits], "placed_order_closed_goods", variants=sized
        )
        # "then put it in my cart": the goods as named, not the list's first card
        placed_goods_kept.remember(turn, turn.utterance.segments(), named, hits)
    elif placed_order_words.names_a_code(turn) or offer_on_placed.asks_it(turn):
        turn.say("code_not_on_placed_order")  # a code goes on the cart, before checkout
        coded = placed_order_words.names_a_code(turn)
        if not coded and (named_offers := await offer_on_placed.named_offers(turn)):
            # "does the bbq offer work on the chalet order": that offer, for the cart (a code
            # named is known already: no card suggests it for the cart)
            turn.block({"kind": "offers", "offerIds": [offer["_id"] for offer in named_offers]})
    elif express_on_placed.asks_it_sooner(turn):
        turn.say("express_not_on_placed_order")  # express is picked on the cart, before checkout
    else:
        if adding and named and placed_order_words.asks_if_sold(turn):
            # "add charcoal to the chalet order, do you have it?": not sold, so on no order
            turn.say("products_none")
        turn.say("placed_order_closed" if adding else "order_change_not_here")
    if chosen is not None:
        _card(turn, chosen)
        state = str(chosen.get("status"))
        allowed = _WHAT_ITS_STATUS_ALLOWS.get(state, "order_change_closed")
        turn.say(allowed)
    turn.chips("person", "order_status", "cart")


async def keep_order(turn: Turn) -> None:
    """ "No, let it come" after how cancelling an order works: nothing was cancelled (the hub
    cancels nothing itself), so the order comes as booked; its card says where it is."""
    turn.say("order_kept")
    if turn.customer_id:
        orders = await turn.call("orders", turn.store.orders, turn.customer_id)
        chosen = order_in_talk.in_talk(turn, orders) or order_in_talk.remembered(turn, orders)
        if chosen is not None:
            _card(turn, chosen)
    turn.chips("order_status", "cart")
