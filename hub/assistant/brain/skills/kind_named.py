"""Goods of another kind named beside a line or an offer: "و بيض ابيض ١٥ حبه" after the
Iranian bread, "il bee6 5aleeh 2" after the tomatoes. A word that is the goods' own name for
their kind ("بيض", eggs), of another aisle, names goods to add; only words of a kind or a
make ("white", "brown", "the almarai one") make the line or the offer another of its own.
"""

from __future__ import annotations

from hub.assistant.brain import matching
from hub.assistant.brain.skills.common import confident_hits, search
from hub.assistant.brain.turn import Turn
from hub.record import Record
from hub.text import stem


def kind_words(product: Record) -> set[str]:
    """The stems of the one-word names the product is called by ("egg", "bread")."""
    return {stem(word) for word in matching.keywords_of(product) if " " not in word}


async def names_another_aisles_kind(turn: Turn, topic: list[str], product: Record) -> bool:
    """Whether the words name, by a word of their own kind, goods of another aisle than the
    product's."""
    alone = confident_hits(topic, await search(turn, " ".join(topic)))
    if not alone or alone[0].get("categoryId") == product.get("categoryId"):
        return False
    own, theirs = kind_words(product), kind_words(alone[0])
    return any(stem(word) in theirs and stem(word) not in own for word in topic)
