"""Goods listed in parts, one of them ours by its own name: "ابي فحم و كيلو زياده من الريش"
(charcoal, which we do not sell, and a kilo more of the lamb chops).

Weighed whole, such a message names no product by most of its words, and the gate, finding
the unsold goods another trade's, leans it off-topic: it was declined, the chops with it. A
part that one product names in every telling word is goods asked of us; the skill that answers
says what of the rest it could not find.
"""

from __future__ import annotations

from hub.assistant.brain.lexicon import STOP_WORDS
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.skills.common import (
    MEASURE_WORDS,
    SIZE_WORDS,
    TALK_WORDS,
    quiet_search,
    unmet_words,
)
from hub.assistant.brain.turn import Turn
from hub.text import stem

# "X و Y", "X and Y", "X, Y" ("وكيلو" read apart by the normaliser)
_AND = Pattern(r"\s+(?:و|and|w|&)\s+|\s*[,،]\s*")
_PARTS = 4  # a short list; a longer message tells a story around its goods
_MOST_WORDS = 3  # a product's telling words in one part


def _telling(part: str) -> list[str]:
    return [
        token
        for token in part.split()
        if len(token) > 2
        and not token.isdigit()
        and stem(token) not in STOP_WORDS
        and token not in STOP_WORDS
        and token not in SIZE_WORDS
        and token not in MEASURE_WORDS
        and token not in TALK_WORDS
    ]


async def names_a_product_in_a_part(turn: Turn) -> bool:
    """Two to four parts, each a few words, and one of them named whole by one product."""
    parts = [part for part in _AND.split(turn.message.for_model.lower()) if part.strip()]
    if not 2 <= len(parts) <= _PARTS:
        return False
    told = [_telling(part) for part in parts]
    if any(len(words) > _MOST_WORDS for words in told):
        return False
    for words in told:
        if not words:
            continue
        hits = await quiet_search(turn, " ".join(words))
        if any(not unmet_words(words, [hit], sound_alike=turn.message.arabizi) for hit in hits):
            return True
    return False
