"""A line of the order in talk given a new count: "can u make the halloumi 1 instead of 2"
after asking whether the order can still be cancelled, "خل الحلوم واحد بدال ثنتين", "5ali el
7aloom wa7ed".

Read alone it is a change of the cart, which does not hold the halloumi, or, beside "don't
cancel", only a keeping of the order; the shopper asks to change the order itself, which our
team does (`open_order_talk.placed_order_change`)."""

from __future__ import annotations

from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.skills.common import quiet_products, unmet_words
from hub.assistant.brain.turn import Turn
from hub.record import Record

# The states of an order still to come, whose lines our team may yet change
_STILL_TO_COME = frozenset({"placed", "confirmed", "preparing", "out_for_delivery"})
# "make ... 1", "change ... to", "instead of", "خل/خله ... واحد", "بدال", "5ali ... wa7ed"
_RECOUNTED = Gated(
    r"\b(?:make|change|reduce|lower|instead of|only)\b"
    r"|(?<!\w)(?:خل|خله|خلها|خلي|خليه|خليها|غير|غيره|بدال|بدل|نقص|نقصه|بس)(?!\w)"
)


def says_a_recount(turn: Turn) -> bool:
    """A count with a word of changing it ("make it 2", "خله ٢ بدال ٣"), of no unit."""
    quantity = turn.utterance.quantity
    if quantity is None or quantity.unit is not None:
        return False
    return _RECOUNTED.search(turn.typed_and_read) is not None


async def recounts_its_line(turn: Turn, order: Record | None) -> bool:
    """Whether the message gives a line of `order` a new count."""
    if order is None or not says_a_recount(turn):
        return False
    return await _names_a_line(turn, order.get("items") or [])


async def _names_a_line(turn: Turn, lines: list[Record]) -> bool:
    ids = [str(line["productId"]) for line in lines if line.get("productId")]
    products = await quiet_products(turn, ids) if ids else []
    arabizi = turn.message.arabizi
    return any(
        not unmet_words([word], [product], sound_alike=arabizi)
        for word in turn.utterance.topic
        for product in products
        if len(word) > 2
    )


async def holding_order(turn: Turn, orders: list[Record]) -> Record | None:
    """The one order of `orders` still to come whose line the message gives a new count, when
    the cart holds no such line and the count it had is said: "والرقي خله ٢ بدال ٣" with three
    watermelons on the chalet order and none in the cart is that order's line, though no
    order is named."""
    if not says_a_recount(turn):
        return None
    cart = await turn.store.cart(turn.owner)  # looked up quietly: reading the message
    if await _names_a_line(turn, list((cart or {}).get("items") or [])):
        return None
    # the count it had is said too ("2 instead of 3"), and is that line's on the order
    said = {float(n) for n in turn.utterance.numbers}
    holding = [
        order
        for order in orders
        if order.get("status") in _STILL_TO_COME
        and await _names_a_line(
            turn, [line for line in order.get("items") or [] if _had(line, said, turn)]
        )
    ]
    return holding[0] if len(holding) == 1 else None


def _had(line: Record, said: set[float], turn: Turn) -> bool:
    quantity = turn.utterance.quantity
    had = float(line.get("quantity") or 0)
    return had in said and quantity is not None and float(quantity.amount) != had
