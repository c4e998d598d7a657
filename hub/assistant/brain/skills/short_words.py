"""A short word of a product's own name tells it from its brand's others: "تايد جل" is the
Tide gel (جل غسيل تايد), not its powder nor its pods.

Words of two letters are no telling word to the matching that weighs a mention ("ال", "في",
"of" are glue), so a brand named with such a word of its form found every product of the
brand alike and asked which. Held whole by some of the products the words fit, and not by
the others, the word picks those.
"""

from __future__ import annotations

from hub.assistant.brain import matching
from hub.assistant.brain.lexicon import STOP_WORDS
from hub.record import Record

_SHORT = 2  # letters: shorter words are glue, longer ones are weighed already


def held_by_some(fitting: list[Record], topic: list[str]) -> list[Record]:
    """Of `fitting`, those holding every short word of the mention as a word of their name;
    all of them when no such word tells them apart."""
    short = [
        word for word in topic if len(word) == _SHORT and word.isalpha() and word not in STOP_WORDS
    ]
    if not short or len(fitting) < 2:
        return fitting
    holding = [product for product in fitting if all(_in_name(product, w) for w in short)]
    return holding if 0 < len(holding) < len(fitting) else fitting


def _in_name(product: Record, word: str) -> bool:
    return any(word in matching.stems(text) for text in matching.name_texts(product))
