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

# "make ... 1", "change ... to", "instead of", "خل/خله ... واحد", "بدال", "5ali ... wa7ed"
_RECOUNTED = Gated(
    r"\b(?:make|change|reduce|lower|instead of|only)\b"
    r"|(?<!\w)(?:خل|خله|خلها|خلي|خليه|خليها|غير|غيره|بدال|بدل|نقص|نقصه|بس)(?!\w)"
)


async def recounts_its_line(turn: Turn, order: Record | None) -> bool:
    """Whether the message gives a line of `order` a new count."""
    quantity = turn.utterance.quantity
    if order is None or quantity is None or quantity.unit is not None:
        return False
    if not _RECOUNTED.search(turn.typed_and_read):
        return False
    ids = [str(line["productId"]) for line in order.get("items") or [] if line.get("productId")]
    products = await quiet_products(turn, ids) if ids else []
    arabizi = turn.message.arabizi
    return any(
        not unmet_words([word], [product], sound_alike=arabizi)
        for word in turn.utterance.topic
        for product in products
        if len(word) > 2
    )
