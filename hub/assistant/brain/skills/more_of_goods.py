"""More of goods asked by an amount and a word of "more": "ابي كيلو زياده من الريش", "one
more kilo of the lamb chops", "abi kilo ziyada min il 3ijil" (read "زياده").

"زياده" (extra) and "more" are no word of any product, so such a message names no product in
its words, and the gate, which finds "extra" in talk of every kind, declined it. Less its
words of amount and of more, the rest is one product's own name: goods to buy. In a short
list ("charcoal and one more kilo of the chops") the part saying more is weighed alone; the
skill that answers says what of the rest is not sold.
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

# "more", "extra", "another" and the Gulf "زياده" / "زود" / "كمان" (Arabizi "ziyada", "zyada"
# read "زياده", "زيده")
_MORE_WORDS = frozenset(
    {"more", "extra", "another", "additional", "زياده", "زيادة", "زياد", "زيده", "زود", "زوده",
     "كمان", "بعد", "اضافي", "اضافيه", "ziyada", "zyada", "zyadah", "ziyadah", "kaman"}
)  # fmt: skip
_MOST_WORDS = 3  # a product's name, said after its amount; a longer message tells more
# A short list's parts: "X و Y", "X and Y", "X, Y"
_AND = Pattern(r"\s+(?:و|and|w|&)\s+|\s*[,،]\s*")
_PARTS = 3
# "و" written on a measure: "حطب وكيلو زياده" (firewood and a kilo more)
_GLUED_AND = Pattern(r"(?<!\S)و(?=(?:كيلو|لتر|نص|ربع|علبه|كيس|حبه)(?!\S))")


def _unglued(token: str) -> str:
    return token[1:] if token.startswith("و") and token[1:] in MEASURE_WORDS else token


async def asks_more_of_a_product(turn: Turn) -> bool:
    """An amount (a count or a measure) and a word of more, and every other word one
    product's own name."""
    utterance = turn.utterance
    # "وكيلو": the measure, with the "and" of a list written on
    tokens = [_unglued(token) for token in utterance.tokens]
    if not set(tokens) & _MORE_WORDS or not (utterance.has_quantity or set(tokens) & MEASURE_WORDS):
        return False
    if await _names_one(turn, tokens):
        return True
    # "ابي فحم و كيلو زياده من الريش": the part saying more, beside goods we may not sell
    said = _GLUED_AND.sub("و ", turn.message.for_model.lower())
    parts = [part.split() for part in _AND.split(said) if part.strip()]
    if not 2 <= len(parts) <= _PARTS:
        return False
    more = [part for part in parts if set(part) & _MORE_WORDS]
    return len(more) == 1 and await _names_one(turn, more[0])


async def _names_one(turn: Turn, tokens: list[str]) -> bool:
    said = [
        token
        for token in tokens
        if len(token) > 2
        and not token.isdigit()
        and token not in _MORE_WORDS
        and token not in STOP_WORDS
        and token not in SIZE_WORDS
        and token not in MEASURE_WORDS
        and token not in TALK_WORDS
    ]
    if not 1 <= len(said) <= _MOST_WORDS:
        return False
    hits = await quiet_search(turn, " ".join(said))
    return any(not unmet_words(said, [hit], sound_alike=turn.message.arabizi) for hit in hits)
