"""A kind said alone after goods named with their kind in the same message: "w samboosa jibn
2 w la7am 2 bakat", "samboosa: 2 cheese and 2 meat", "سمبوسه جبن ٢ ولحم ٢ باكيت".

The goods' word ("samboosa") is said once, for both; the second kind alone ("meat", "لحم")
names a whole aisle, and lamb was proposed. The goods named just before, of a brand, have a
brother of that brand whose name differs from theirs only by that kind ("Al Kabeer Meat
Samboosa" beside the cheese one): that is the goods meant, when the goods' word the shopper
said before is in its name (or a spelling the store lists for it) and is no brand's.
"""

from __future__ import annotations

from hub.assistant.brain import matching
from hub.assistant.brain.skills.brand_kinds import kind_brother
from hub.assistant.brain.skills.common import quiet_products
from hub.assistant.brain.turn import Turn
from hub.assistant.brain.utterance import Segment
from hub.record import Record

_MOST_KIND_WORDS = 2


async def brother_of_the_one_before(
    turn: Turn, segment: Segment, before: Segment, product_id: str
) -> Record | None:
    """The brother of the goods of the segment before, of the kind this segment names; None
    when the kind is not said alone, or no one brother fits."""
    topic = segment.topic
    if not topic or len(topic) > _MOST_KIND_WORDS:
        return None
    base = next(iter(await quiet_products(turn, [product_id])), None)
    if base is None or not base.get("brandId"):
        return None
    brother = await kind_brother(turn, base, topic)
    if brother is None:
        return None
    # the goods' word said before ("samboosa") is held by the brother's name, and the kind
    # said now is not in the goods before's: one word for both goods
    said_before = [word for word in before.topic if word not in topic]
    held = [
        word
        for word in said_before
        if any(matching.same_word(word, name_word) for name_word in _words(brother))
        and not any(matching.same_word(word, brand) for brand in _brand_words(brother))
    ]
    return brother if held else None


def _words(product: Record) -> set[str]:
    """The words of the product's name and of the spellings the store lists for it: "samosa"
    is the samboosa's keyword, not in its name."""
    texts = (*matching.name_texts(product), *matching.keywords_of(product))
    return {word for text in texts for word in matching.stems(text)}


def _brand_words(product: Record) -> set[str]:
    brand = product.get("brand")
    texts = list(brand.values()) if isinstance(brand, dict) else [str(brand or "")]
    return {word for text in texts for word in matching.stems(str(text))}
