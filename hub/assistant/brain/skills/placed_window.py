"""A placed order's booked window questioned or asked to be moved: "my chalet order comes at
4 at dawn?? nobody's there then", "ابي اغير موعد طلبي للعصر", "agdar a8ayer wagtah il 3a9r".

The chat moves no placed order's window. So the answer is the order's card (its booked
window), that its time is not moved here, whether its state still lets our team change it,
the windows open on its day (narrowed to the hours asked), and a person to ask.
"""

from __future__ import annotations

from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.skills import delivery_when as when
from hub.assistant.brain.skills import open_orders, slot_picks
from hub.assistant.brain.skills.open_order_talk import what_its_status_allows
from hub.assistant.brain.turn import INTENT, ORDER, Turn
from hub.record import Record

_SLOT_DAYS = 7
_MOST_CARDS = 3
# Moving a time: "change", "move", "اغيرها", "حوله", "a8ayra", "a7awlah"
_MOVE = Gated(
    r"\b(?:change|move|shift|switch|reschedule|push|make it|a8ay\w*|agha?y\w*|gha?y(?:e|i)?r\w*"
    r"|a?7aw(?:e|i)?l\w*|a?badl\w*|badel\w*)\b"
    r"|(?<!\w)(?:ا|ن|ت)?(?:غير|حول|بدل|قدم)(?:ه|ها|وه|وها|ون|ونه|ونها)?(?!\w)"
    # another time wished in its stead: "can i have it in the morning instead of noon",
    # "اقدر اخليه الصبح بدال الظهر", "a5aleh il 9ub7"
    r"|\b(?:instead of|rather than|(?:have|get) it (?:come )?(?:in|at|for) the"
    r"|a?5all?(?:ee|i|e)?(?:h|ha|ooh|oha|ah)|khall?(?:ee|i|e)?(?:h|ha|ah))\b"
    r"|(?<!\w)(?:ا|ن|ت)?خلي(?:ه|ها)(?!\w)|(?<!\w)(?:تخلونه|تخلونها|خلوه|خلوها|بدال)(?!\w)"
    # "اخره", "ناخر": delaying; bare "اخر" before an order or a time is "last" ("اخر طلب",
    # "اخر موعد"), and "تاخر" is being late
    r"|(?<!\w)(?:ا|ن|ت)?اخر(?:ه|ها|وه|وها|ون|ونه|ونها)(?!\w)"
    r"|(?<!\w)(?:ا|ن)?اخر(?!\w)(?!\s+(?:ال)?(?:طلب|طلبيه|اوردر|موعد|مواعيد|وقت|مره|شي)(?!\w))"
)
# What is moved is another engagement, not our delivery: "my dentist appointment", "the
# flight", "موعد الدكتور", "موعد المطعم"
_ANOTHER_ENGAGEMENT = Gated(
    r"\b(?:appointment|appt|dentist|doctor|clinic|hospital|flight|reservation|meeting|class"
    r"|lesson|interview|haircut|salon|dr|doctor'?s|tayara|6ayara|6yara|doktor|dktor)\b"
    r"|(?<!\w)(?:ال|بال|لل)?(?:دكتور|دكتوره|طبيب|مستشفي|مستشفى|عياده|عيادة|طياره|طيارة|رحله|رحلة"
    r"|اجتماع|صالون|كلاس|حصه|مقابله|فندق|مطعم)(?!\w)"
)
# The place changed, not the time: "can i change the address to work", "غير العنوان"
_A_PLACE_CHANGED = Gated(
    r"\b(?:address|location|pin)\b|(?<!\w)(?:ال)?(?:عنوان|لوكيشن|لوكيشين)(?!\w)"
)
# An order still to place: "i want to place an order for tomorrow", "can i order now and..."
_TO_PLACE = Gated(
    r"\b(?:want|wanna|going|like|need|planning) to (?:order|place)\b|\bplace an order\b"
    r"|\b(?:can|could|may|shall|should) (?:i|we) (?:order|place)\b|(?<!my )(?<!the )(?<!our )\border now\b"
    r"|\b(?:new|next|another) order\b"
    r"|(?<!\w)(?:ابي|ابغي|ودي|بغيت|اقدر|بـ?|ب)\s*اطلب(?!\w)|(?<!\w)(?:طلب|اوردر)\s+(?:جديد|ثاني)(?!\w)"
)
# The window questioned: "at dawn", "who'll be there", "nobody's home", "منو بيكون"
_QUESTIONED = Gated(
    r"\b(?:fajr|fajer|dawn|nobody|no one|noone|ma7ad|m7ad"
    r"|who(?:'ll| will| is going to) be (?:there|home|around|in)"
    r"|(?:mnu|minu|mno) (?:bykoon|bikoon|ykoon|raa?7 ykoon))\b"
    r"|(?<!\w)(?:ال)?فجر(?!\w)|(?<!\w)(?:محد|ماحد|منو بيكون|منو راح يكون)(?!\w)"
)
# A part of the day typed in Arabizi, which the reading may take for a word of goods ("3a9r"
# read as juice)
_PART_IN_ARABIZI = Gated(
    r"\b(?:(?:el|il|al)\s*)?(?:3a9r|3asr|9ob7|sob7|subu7|masa|maghrib|lail|leil|dhohr|thuhr)\b"
)
# ...and in Arabic with "to" on it, which the reading of a time may leave: "للعصر", "للمسا"
_PART_IN_ARABIC = Gated(
    r"(?<!\w)(?:لل|ل|ال|بال|وقت ال)(?:عصر|ظهر|مغرب|مسا|مساء|صبح|صباح|ليل|فجر)(?!\w)"
)
# Where the order is asked: "where is it", "وينه", Arabizi "wenah" (read "ونه")
_WHERE = Gated(
    r"\b(?:where|wain|wein|wen|ween|wainah|wenah|weinah|wainha|wenha|wainoh)\b"
    r"|(?<!\w)(?:وين|وينه|وينها|فين|فينه)(?!\w)"
)
# Dawn, a time no window runs at: "at dawn", "il fajr", "الفجر"
_DAWN = Gated(r"\b(?:fajr|fajer|dawn)\b|(?<!\w)(?:ال|بال)?فجر(?!\w)")
# Readings after which "it" is the order talked of
_OF_AN_ORDER = frozenset({"placed_window", "order_status", "placed_order_change", "cancel_order"})


def _a_time(turn: Turn) -> bool:
    typed = turn.input.text.lower()
    return (
        when.names_a_time(turn)
        or _PART_IN_ARABIZI.search(typed) is not None
        or _PART_IN_ARABIC.search(turn.typed_and_read) is not None
        or _DAWN.search(f"{turn.typed_and_read} {typed}") is not None
    )


def _the_order(turn: Turn) -> bool:
    """An order placed is named, or was just talked of."""
    return (
        open_orders.names_a_placed_order(turn)
        or turn.utterance.has("ORDER")
        or turn.memory.get(INTENT) in _OF_AN_ORDER
    )


def asks(turn: Turn) -> bool:
    """A signed-in shopper's placed order's window, moved to a time or questioned."""
    if not turn.customer_id or not _the_order(turn) or not _a_time(turn):
        return False
    said = f"{turn.typed_and_read} {turn.input.text.lower()}"
    if turn.utterance.has("ADD", "REMOVE", "CART"):
        return False
    if any(p.search(said) for p in (_ANOTHER_ENGAGEMENT, _A_PLACE_CHANGED, _TO_PLACE)):
        return False  # a doctor's time, the cart's address, an order still to place
    if _WHERE.search(said) and not _MOVE.search(said):
        return False  # "the order i placed at dawn, where is it?": its state, not its window
    return _MOVE.search(said) is not None or _QUESTIONED.search(said) is not None


async def asked(turn: Turn) -> bool:
    """As `asks`, with an order still to come on the account."""
    if not asks(turn):
        return False
    orders = await turn.call("orders", turn.store.orders, turn.customer_id)
    return any(o.get("status") in open_orders.OPEN for o in orders)


async def _chosen(turn: Turn, orders: list[Record]) -> Record | None:
    still = [o for o in orders if o.get("status") in open_orders.OPEN]
    picked = await open_orders.picked(turn, still)
    if picked is not None:
        return picked
    # "move the chalet order to the evening": the evening is where it goes, not which it is
    bound = await open_orders.sent_to_the_place_said(turn, still)
    if len(bound) == 1:
        return bound[0]
    remembered = next((o for o in still if o.get("_id") == turn.memory.get(ORDER)), None)
    if remembered is not None:
        return remembered
    return still[0] if len(still) == 1 else None


async def answer(turn: Turn) -> None:
    orders = await turn.call("orders", turn.store.orders, turn.customer_id)
    chosen = await _chosen(turn, orders)
    if chosen is None:  # several still to come, none named: each one's booked window
        still = [o for o in orders if o.get("status") in open_orders.OPEN]
        turn.say("windows_not_moved_here")
        for order in still[:_MOST_CARDS]:
            turn.block({"kind": "order_status", "orderId": order["_id"]})
        turn.chips("person", "order_status", "cart")
        return
    turn.say("window_not_moved_here")
    turn.block({"kind": "order_status", "orderId": chosen["_id"]})
    turn.memory[ORDER] = chosen["_id"]
    allowed = what_its_status_allows(str(chosen.get("status")))
    turn.say(allowed)
    await _windows_that_day(turn, open_orders.booked_day(chosen))
    turn.chips("person", "order_status", "cart")


async def _windows_that_day(turn: Turn, day: int | None) -> None:
    """The windows open on the order's day, those of the hours asked when any are open."""
    days = await turn.call("delivery_slots", turn.store.delivery_slots, _SLOT_DAYS)
    if day is None or not 0 <= day < len(days):
        return
    slots = [s for s in days[day].get("slots", []) if s.get("available")]
    span, part = slot_picks.span_asked(turn), when.part(turn)
    if span is not None:
        asked = [s for s in slots if slot_picks.overlaps(s, span)]
    elif part is not None:
        asked = [s for s in slots if int(str(s["from"]).split(":")[0]) in part]
    else:
        asked = []
    shown = asked or slots
    if not shown:
        return
    turn.say("window_open_that_day")
    turn.block(
        {"kind": "delivery_slots", "days": [{"date": days[day].get("date"), "slots": shown}]}
    )
