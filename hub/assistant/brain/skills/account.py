"""A signed-in customer's own things: orders, their status, ordering again, saved addresses.

Guests have none of these, so each skill first asks for a sign-in (an
`AUTHENTICATION_REQUIRED` card) without calling the store.
"""

from __future__ import annotations

from datetime import UTC, datetime

from hub.assistant.brain.dates_apart import without_the_date
from hub.assistant.brain.places import addresses_named, label_of
from hub.assistant.brain.problems import asks_if_it_came, says_late
from hub.assistant.brain.replies import PLACE_NAMES, figures
from hub.assistant.brain.skills import (
    line_changes,
    open_order_talk,
    open_orders,
    order_by_goods,
    order_in_talk,
    order_refs,
    orders_asked_together,
    reorder_swaps,
    reordered_goods,
)
from hub.assistant.brain.skills.cards import show_out_of_stock
from hub.assistant.brain.skills.common import products_by_ids, require_customer
from hub.assistant.brain.skills.faq import policy_entry
from hub.assistant.brain.skills.lines import stock_of
from hub.assistant.brain.turn import AREA, ORDER, ORDER_CHOICE, Turn
from hub.record import Record
from hub.storefront.port import CartMutation, LineItem

ACTIVE_STATUSES = ("placed", "confirmed", "preparing", "out_for_delivery")
_RECENT_ORDERS = 3


async def _orders(turn: Turn) -> list[Record]:
    return await turn.call("orders", turn.store.orders, turn.customer_id)


async def _pick_order(
    turn: Turn, orders: list[Record], request: str, *, prefer_active: bool = False
) -> Record | None:
    """The order the shopper means: by number, the one in talk said "it" of ("where is
    it"), by what it held, when, its place, where it went or its state ("the cleaning
    order", "last week's", "the order before last", "the chalet order"), the one in talk,
    else the newest. None once the reply said why: no such order, or a description that
    fits several orders or none, whose candidates are shown to choose from."""
    utterance = turn.utterance
    offered = order_refs.offered(turn, orders)
    turn.memory.pop(ORDER_CHOICE, None)
    if prefer_active and asks_if_it_came(turn.message):
        # "has my order been delivered yet": the order on its way, "delivered" no state
        # to pick orders by
        active = [o for o in orders if o.get("status") in ACTIVE_STATUSES]
        if active:
            return active[0]
    if utterance.order_number:
        wanted = utterance.order_number.upper()
        named = next((o for o in orders if str(o.get("orderNumber", "")).upper() == wanted), None)
        if named is None:
            _no_order(turn, orders)
        return named
    ordinal = utterance.ordinal
    if offered and ordinal is not None and 0 < abs(ordinal) <= len(offered):
        return offered[ordinal - 1 if ordinal > 0 else ordinal]  # "the second one"
    # "tonight's order", "tomorrow's chalet order", "the one not confirmed": the one order
    # still to come of that day, state or place
    still_to_come = await open_orders.picked(turn, orders) or (
        open_orders.the_drivers(turn, orders) if prefer_active else None
    )
    if still_to_come is not None:
        return still_to_come
    pointed = order_in_talk.pointed_at(turn, orders)
    if pointed is not None:
        return pointed
    said = await order_refs.described(turn, offered or orders)
    if offered and said is not None and said.order is None and not said.fits:
        # "and the other one, to home?" of one offered to the chalet: any order of theirs
        said = await order_refs.described(turn, orders)
    if said is not None:
        if said.order is None and said.fits and order_refs.asks_the_latest(turn):
            return said.fits[0]  # "when did i last buy saffron": the newest that fits
        active = [o for o in said.fits if o.get("status") in ACTIVE_STATUSES]
        by_place = bool(order_refs.places_of(turn).wanted) and not order_refs.goods_words(turn)
        if said.order is None and prefer_active and by_place and len(active) == 1:
            return active[0]  # "and the one to home?" after where one is: the one on its way
        if said.order is None:
            # of several that fit, the one in talk ("why was it cancelled" of two cancelled)
            talked = order_in_talk.remembered(turn, orders)
            if talked is None or talked not in said.fits:
                _which(turn, said.fits, said.closest or orders, request)
                return None
            return talked
        return said.order
    talked = order_in_talk.in_talk(turn, orders)
    if talked is not None:
        return talked
    remembered = turn.memory.get(ORDER)
    # "ok order the same again to rumaithiya" right after the cancelled order was shown: the
    # same as that one, its place said beside to name where it goes
    again_of_it = request == "reorder" and order_refs.again(turn)
    if (utterance.refers_back or again_of_it) and remembered:
        found = next((o for o in orders if o.get("_id") == remembered), None)
        if found:
            return found
    if prefer_active:
        active = [o for o in orders if o.get("status") in ACTIVE_STATUSES]
        if active:
            return active[0]
    if not orders:
        _no_order(turn, orders)
    return orders[0] if orders else None


def _which(turn: Turn, fits: list[Record], orders: list[Record], request: str) -> None:
    """A description that fits several orders, or none: the ones it fits (else `orders`:
    those of the date said, or the recent ones) are shown, each with a chip to pick it, and
    remembered for the answer."""
    if not orders:
        _no_order(turn, orders)
        return
    shown = (fits or orders)[:_RECENT_ORDERS]
    turn.say("order_which" if fits else "order_none_fits")
    for record in shown:
        turn.block({"kind": "order", "orderId": record["_id"]})
    turn.memory[ORDER_CHOICE] = {"request": request, "ids": [o["_id"] for o in shown]}
    turn.chips(*(turn.record_chip(request, o, "orderNumber") for o in shown))


def _no_order(turn: Turn, orders: list[Record]) -> None:
    if orders:  # a question about the customer's own orders: said in words, not a failure
        turn.say("order_unknown")
        turn.chips("last_order", "order_status")
    else:
        turn.say("no_orders")
        turn.chips("aisles", "offers")


async def order(turn: Turn) -> None:
    """show my last order / my orders / طلبي الأخير."""
    if not require_customer(turn, "sign_in_orders"):
        return
    orders = await _orders(turn)
    plural = any(token in ("orders", "طلباتي", "history") for token in turn.utterance.tokens)
    if (
        plural
        and orders
        and not turn.utterance.order_number
        and not order_refs.said(turn)
        and not order_by_goods.names_by_goods(turn)  # "which of my orders has the halloumi"
    ):
        turn.say("orders")
        shown = orders[:_RECENT_ORDERS]
        for record in shown:
            turn.block({"kind": "order", "orderId": record["_id"]})
        turn.memory[ORDER] = orders[0]["_id"]
        # "the one with the diapers" next picks among them
        turn.memory[ORDER_CHOICE] = {"request": "order", "ids": [o["_id"] for o in shown]}
        turn.chips("reorder", "order_status")
        return
    chosen = await _pick_order(turn, orders, "order")
    if chosen is None:
        return
    turn.say("order")
    turn.block({"kind": "order", "orderId": chosen["_id"]})
    turn.memory[ORDER] = chosen["_id"]
    turn.chips("reorder", "order_status", "cart")


async def order_status(turn: Turn) -> None:
    """where is my order / track my order / وين طلبي: the newest order still on its way,
    with an apology when it is past the delivery window it was booked for."""
    if not require_customer(turn, "sign_in_orders"):
        return
    orders = await _orders(turn)
    eta = _asks_when(turn) or says_late(turn.message)
    several = _names_no_order(turn, orders) or orders_asked_together.asks_several(turn)
    if several and await open_order_talk.several_open(turn, orders, eta=eta):
        return
    chosen = await _pick_order(turn, orders, "order_status", prefer_active=True)
    if chosen is None:
        return
    late = running_late(chosen, datetime.now(UTC))
    if await open_order_talk.answered(turn, chosen, late):
        return
    turn.say("order_late" if late else "order_status")
    turn.block({"kind": "order_status", "orderId": chosen["_id"]})
    turn.memory[ORDER] = chosen["_id"]
    said_late = says_late(turn.message)
    if late is False and said_late:
        turn.say("order_on_time")  # "wain el order 9arlah sa3a" of an order not yet due
    on_its_way = chosen.get("status") in ACTIVE_STATUSES
    if on_its_way and (said_late or _asks_when(turn)):
        # "متى يوصل", "it's late, where is it": the order keeps no time but its window, so
        # the store's delivery times say how long its status usually leaves
        delivery_time = policy_entry("late", await turn.call("faq", turn.store.faq))
        if delivery_time is not None:
            if said_late:
                turn.say("policy")
            else:
                out = chosen.get("status") == "out_for_delivery"
                turn.say("order_eta_on_its_way" if out else "order_eta")
            turn.block({"kind": "faq", "faqIds": [delivery_time]})
    if late:  # a person may follow a late order up; nothing is opened unasked
        turn.chips("person", "last_order")
        return
    turn.chips("last_order", "reorder")


def _names_no_order(turn: Turn, orders: list[Record]) -> bool:
    """ "Where is my order" plainly: no number, day, state, place or goods said, and no
    order in talk."""
    return (
        not turn.utterance.order_number
        and not order_refs.said(turn)
        and not open_orders.describes_one(turn)
        and not order_refs.goods_words(turn)
        and order_in_talk.in_talk(turn, orders) is None
        and order_in_talk.pointed_at(turn, orders) is None
        and not (turn.utterance.refers_back and turn.memory.get(ORDER))
    )


def running_late(order: Record, now: datetime) -> bool | None:
    """Whether an order still on its way is past the end of its delivery window; None when
    it is not on its way or was booked for no window."""
    slot = order.get("deliverySlot")
    if order.get("status") not in ACTIVE_STATUSES or not isinstance(slot, dict):
        return None
    try:
        closes = datetime.fromisoformat(str(slot.get("to")))
    except ValueError:
        return None
    if closes.tzinfo is None:
        closes = closes.replace(tzinfo=UTC)
    return closes < now


_WHEN = frozenset({"when", "متى", "متي", "امتى", "امتي", "وقت", "long", "eta", "كم"})


def _asks_when(turn: Turn) -> bool:
    return bool(_WHEN & set(turn.utterance.tokens))


def _as_changed(
    turn: Turn, items: list[LineItem], found: dict[str, Record], swapped: frozenset[str]
) -> tuple[list[LineItem] | None, bool]:
    """The order's lines less those left out and with those counted anew ("same order but
    without the bananas", "and 2 pepsi instead of 1"), and whether anything changed; None
    when a change names none of its lines (never the whole order proposed in its stead).
    `swapped`: the words of a line swapped for another kind, which leave out nothing."""
    said = without_the_date(turn.utterance)  # "from 30th jan": which order, no count
    gone, every_gone = line_changes.dropped(said, found, swapped)
    asked = line_changes.counted(said)
    if not every_gone:
        return None, False
    kept = [item for item in items if item.productId not in gone]
    kept, every_counted = line_changes.recounted(kept, asked, found)
    if not every_counted:
        return None, False
    return kept, bool(gone or asked)


async def reorder(turn: Turn) -> None:
    """reorder my last order / اطلب طلبي السابق مرة أخرى: its lines still in stock."""
    if not require_customer(turn, "sign_in_orders"):
        return
    orders = await _orders(turn)
    chosen = await _pick_order(turn, orders, "reorder")
    if chosen is None:
        return
    turn.memory[ORDER] = chosen["_id"]
    lines = list(chosen.get("items") or [])
    ids = list(dict.fromkeys(str(line["productId"]) for line in lines))
    found = await products_by_ids(turn, ids)
    asked = reordered_goods.asked_lines(turn, chosen, found)
    if asked:
        await _reorder_goods(turn, chosen, asked, found)
        return
    every: list[LineItem] = []
    missing: list[str] = []
    for line in lines:
        product = found.get(str(line["productId"]))
        variant_id = line.get("variantId")
        quantity = int(line.get("quantity") or 1)
        if product is None or stock_of(product, variant_id) < quantity:
            missing.append(str(line["productId"]))
        every.append(LineItem(str(line["productId"]), variant_id, quantity))
    # "sukkari instead of khalas": that line in the other kind, the order's count kept; a
    # line out of stock may be the one swapped ("with the gel instead of the powder")
    swapped_every, swapped_words = await reorder_swaps.swapped(turn, every, found)
    items = [
        new
        for new, old in zip(swapped_every, every, strict=True)
        if new != old or old.productId not in missing
    ]
    missing = [pid for pid in missing if any(item.productId == pid for item in swapped_every)]
    if swapped_words:
        found |= await products_by_ids(turn, [item.productId for item in items])
    changed_items, changed = _as_changed(turn, items, found, frozenset(swapped_words))
    changed = changed or bool(swapped_words)
    if changed_items is None:
        turn.say("change_not_in_order")
        turn.block({"kind": "order", "orderId": chosen["_id"]})
        turn.chips("cart")
        return
    items = changed_items
    if not items:
        turn.say("out_of_stock_alone")
        turn.error("OUT_OF_STOCK", "nothing_in_stock")
        turn.block({"kind": "order", "orderId": chosen["_id"]})
        turn.chips("aisles", "offers")
        return
    turn.say("propose_reorder_changed" if changed else "propose_reorder")
    turn.block({"kind": "order", "orderId": chosen["_id"]})
    turn.propose(CartMutation("reorder", tuple(items), {"orderId": chosen["_id"]}))
    if missing:
        turn.say("left_out")
        left_out = list(dict.fromkeys(missing))
        turn.block({"kind": "products", "productIds": left_out})
        turn.remember_shown(left_out)  # "what's the alternative": to what was left out
    turn.chips("cart", "slots")


async def _reorder_goods(
    turn: Turn, chosen: Record, asked: list[Record], found: dict[str, Record]
) -> None:
    """The goods asked again of a past order, alone ("same diapers as today's order"): those
    in stock proposed as they were ordered; when none is, that is said beside what the store
    has like the first of them, so "what's the alternative" and a pick follow on."""
    items: list[LineItem] = []
    left_out: list[str] = []
    for line in asked:
        product_id, variant_id = str(line["productId"]), line.get("variantId")
        quantity = int(line.get("quantity") or 1)
        product = found.get(product_id)
        if product is not None and stock_of(product, variant_id) >= quantity:
            items.append(LineItem(product_id, variant_id, quantity))
        else:
            left_out.append(product_id)
    if not items:
        await show_out_of_stock(turn, found[left_out[0]], [])
        return
    turn.say("propose_reorder_goods")
    turn.propose(CartMutation("reorder", tuple(items), {"orderId": chosen["_id"]}))
    if left_out:
        turn.say("left_out")
        turn.block({"kind": "products", "productIds": left_out})
        turn.remember_shown(left_out)
    turn.chips("cart", "slots")


async def select_address(turn: Turn) -> None:
    """use my home address / deliver to my work address / استخدم عنوان البيت."""
    if not require_customer(turn, "sign_in_address"):
        return
    account = await turn.call(
        "account",
        turn.store.account,
        turn.customer_id,
        useful=lambda found: bool(found and _address_for(turn, found.get("addresses") or [])),
    )
    addresses = list((account or {}).get("addresses") or [])
    if not addresses:
        turn.say("no_addresses")
        turn.error("RESOURCE_NOT_FOUND", "address_unknown")
        turn.chips("delivery_info", "cart")
        return
    address = _address_for(turn, addresses)
    if address is None:
        if order_refs.places_of(turn).wanted:
            # "deliver to my parents' place" with no such place saved: the saved ones, said
            turn.say("place_not_saved")
            turn.text_block(await _saved_places(turn, addresses))
        else:
            turn.say("address_pick")
        turn.error("RESOURCE_NOT_FOUND", "address_unknown")
        turn.chips(*(turn.record_chip("address", a, "label") for a in addresses))
        return
    cart = await turn.call("cart", turn.store.cart, turn.owner, useful=lambda _: True)
    now = ((cart or {}).get("address") or {}).get("_id")
    elsewhere = bool(now) and now != address["_id"]
    # "it's set to the chalet right? change to home": that it goes elsewhere now is said too
    turn.say("propose_address_instead" if elsewhere else "propose_address")
    turn.block({"kind": "delivery_info", "areaId": address.get("areaId")})
    if address.get("areaId"):
        turn.memory[AREA] = str(address["areaId"])  # "and express there?": that area's
    turn.propose(CartMutation("select_address", params={"addressId": address["_id"]}))
    turn.chips("slots", "cart")


def _address_for(turn: Turn, addresses: list[Record]) -> Record | None:
    """The saved address the message asks for by its label's place ("home", "البيت", "3ind
    ahli", "the chalet"; "ahli mo el bait" is the parents'), else by its own label's word;
    the only one when there is one and the message names no other place. None when it asks
    for none, or for several, or for a place none of them is."""
    places = order_refs.places_of(turn)
    named = addresses_named(places, addresses, list(turn.utterance.tokens))
    if len(named) == 1:
        return named[0]
    return addresses[0] if len(addresses) == 1 and not places.wanted else None


async def _saved_places(turn: Turn, addresses: list[Record]) -> str:
    """The saved addresses by their place and area: "Home (Salmiya), Work (Sharq)"."""
    areas = await turn.call("delivery_areas", turn.store.delivery_areas) or []
    area_names = {area["_id"]: area for area in areas}
    said = []
    for address in addresses:
        place = PLACE_NAMES.get(label_of(address) or "")
        area = area_names.get(address.get("areaId"))
        name = place[turn.language] if place else str(address.get("label") or "")
        area_name = turn.name(area) if area else ""
        said.append(
            figures("saved_place", turn.language, place=_both(name), area=_both(area_name))
            if area_name
            else name
        )
    return ("، " if turn.language == "ar" else ", ").join(said)


def _both(text: str) -> dict[str, str]:
    return {"en": text, "ar": text}
