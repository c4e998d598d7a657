"""A line of an order still to come swapped or taken off, the order named: "take the spicy
chips off the order, put plain salted instead", "شيل الشيبس الحار من الطلب، حط بداله ملح عادي",
"sheel el chips min el 6alab".

The cart holds none of those goods and the order does: it is the order's change, which our
team makes (`open_order_talk.placed_order_change`), never a cart line to take off that is not
there, nor the goods of the new word (table salt) put in the cart.
"""

from __future__ import annotations

from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.skills.common import quiet_products, unmet_words
from hub.assistant.brain.turn import Turn
from hub.record import Record

_STILL_TO_COME = frozenset({"placed", "confirmed", "preparing", "out_for_delivery"})
# "off the order", "from my order", "من الطلب", "min el 6alab" (read "من الطلب")
_OF_THE_ORDER = Gated(
    r"\b(?:off|from|of|in|on) (?:the|that|this|my|our) (?:order|chalet order|home order)\b"
    r"|(?<!\w)(?:من|في|بال) ?(?:ال)?(?:طلب|طلبيه|طلبي|طلبيتي)(?!\w)"
)
_READ_AS = frozenset({"list_swap", "update_cart_item", "remove_cart_item", "add_and_remove"})


async def asks(turn: Turn, intent: str) -> bool:
    """Whether the message changes a line of an order still to come that the cart lacks."""
    if intent not in _READ_AS or not turn.customer_id:
        return False
    if not _OF_THE_ORDER.search(turn.typed_and_read):
        return False
    cart = await turn.store.cart(turn.owner)  # looked up quietly: reading the message
    if await _names_a_line(turn, list((cart or {}).get("items") or [])):
        return False
    try:
        orders = await turn.store.orders(turn.customer_id)
    except Exception:
        return False
    for order in orders:
        if order.get("status") in _STILL_TO_COME and await _names_a_line(
            turn, list(order.get("items") or [])
        ):
            return True
    return False


async def _names_a_line(turn: Turn, lines: list[Record]) -> bool:
    ids = [str(line["productId"]) for line in lines if line.get("productId")]
    products = await quiet_products(turn, ids) if ids else []
    return any(
        not unmet_words([word], [product], sound_alike=False)
        for word in turn.utterance.topic
        for product in products
        if len(word) > 2
    )
