"""Goods asked for with another kind ruled out, the kind one of their other words: "عندكم روب؟
مو لبن" (yoghurt, not laban), "abi roob mu laban".

Laban is among the words the yoghurts are known by, so leaving out all that holds the word
leaves none of the goods asked for, and "not found" was said. Then only the goods whose own
name holds the word are left out: the laban, not the yoghurt.
"""

from __future__ import annotations

from hub.assistant.brain import matching
from hub.record import Record


def named_by_the_words(words: list[str], products: list[Record]) -> list[Record]:
    """The products whose own names hold every word."""
    return [product for product in products if all(_in_name(word, product) for word in words)]


def _in_name(word: str, product: Record) -> bool:
    return any(
        matching.same_word(word, held, sound_alike=False)
        for text in matching.name_texts(product)
        for held in matching.stems(text)
    )
