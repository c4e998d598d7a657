"""The order being made sent at hours: "وصلوا الطلب البيت الليله من ٧ الى ٩", "deliver the
order tonight 7 to 9", "wasloo il order il yom min 5 ila 7".

"The order" told to be sent at a window's hours, with goods in the cart and no placed order
in talk nor named by its number or state, is the cart about to be ordered: its window is
what is wanted, so the windows of those hours are answered (and the saved place named beside
them proposed), as they are when the cart is called "it". A placed order's window asked
("can my order come at 9", "move the order to the evening") names no send of ours, or
follows that order's own talk, and stays that order's.
"""

from __future__ import annotations

from hub.assistant.brain.once import while_read_async
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.skills import order_refs, slot_picks
from hub.assistant.brain.turn import INTENT, ORDER, Turn

# Sending asked outright, not its coming asked after: "deliver the order", "send it", "وصلوا
# الطلب", "ودوا الطلب", "جيبوا الطلب"; Arabizi "wasloo", "waslo" read "وصلوا"
_SEND = Gated(
    r"\b(?:deliver|send|bring|drop off)\b"
    r"|(?<!\w)(?:وصلوا|وصلو|وصلوه|وصلوها|ودوا|ودو|ودوه|ودوها|جيبوا|جيبو|جيبوه|جيبوها|طرشوا"
    r"|طرشوه|طرشوها|ابي|ابغي|ابغى|نبي|بليز|ممكن"
    # ...and Arabizi "wasloo", "wasloh" as the reading spells it
    r"|وسلو|وسلوه|وسلوها)(?!\w)"
)
# Moving or changing a window already booked: that order's (`placed_window`)
_MOVED = Gated(
    r"\b(?:move|moved|change|changed|shift|reschedule|instead)\b"
    r"|(?<!\w)(?:غير|غيروا|غيرو|بدل|بدلوا|حولوا|حولو|انقلوا|اقدر اغير)(?!\w)"
)
# Readings of an order placed, after which "the order" is that one
_OF_AN_ORDER = frozenset(
    {"order_status", "order", "cancel_order", "placed_order_change", "placed_window", "refund"}
)


@while_read_async
async def asked(turn: Turn) -> bool:
    """Whether "the order" the message sends at hours is the cart about to be ordered."""
    if turn.customer_id is None or turn.utterance.order_number:
        return False
    if slot_picks.span_asked(turn) is None and slot_picks.hour_asked(turn) is None:
        return False
    said = turn.typed_and_read
    if _SEND.search(said) is None or _MOVED.search(said) is not None:
        return False
    if turn.memory.get(ORDER) or turn.memory.get(INTENT) in _OF_AN_ORDER:
        return False
    if order_refs.states_said(turn) or order_refs.again(turn) or order_refs.asks_to_cancel(turn):
        return False
    cart = await turn.store.cart(turn.owner)
    return bool((cart or {}).get("items"))


# Readings of the cart being filled, after which "it" is the cart's goods
_OF_THE_CART = frozenset(
    {
        "add_to_cart",
        "add_recipe_to_cart",
        "update_cart_item",
        "remove_cart_item",
        "add_and_remove",
        "cart",
        "select_address",
    }
)


@while_read_async
async def follows_the_cart(turn: Turn) -> bool:
    """ "can it come between 5 and 7 today" right after goods were put in the cart: "it" is
    that cart, not an order placed today, when no order is named nor in talk."""
    if turn.customer_id is None or turn.utterance.order_number or turn.utterance.has("ORDER"):
        return False
    if turn.memory.get(ORDER) or turn.memory.get(INTENT) not in _OF_THE_CART:
        return False
    if slot_picks.span_asked(turn) is None and slot_picks.hour_asked(turn) is None:
        return False
    if _MOVED.search(turn.typed_and_read) is not None:
        return False
    cart = await turn.store.cart(turn.owner)
    return bool((cart or {}).get("items"))
