"""A kind asked without either of two foods: "which chips don't have milk or nuts", "اي شيبس
ما فيه حليب ولا مكسرات", "ay chips ma fee 7aleeb wala mkasarat".

The "or" between the two foods a shopper must avoid weighs nothing against anything: it lists
what the goods must hold none of. Read as a comparison, the milk was set against the nuts.
"""

from __future__ import annotations

import re

from hub.assistant.brain.needs import ALLERGEN_WORDS, need_of
from hub.assistant.brain.pattern import Pattern

# "or"/"nor"/"and" and the Gulf "ولا", "او", "و" before the second food
_EITHER = Pattern(r"(?<!\w)(?:or|nor|and|ولا|او|أو|و|wala|wla|aw) ?(?:ال)?(\w+)", re.IGNORECASE)


def lacks_either(text: str) -> bool:
    """Whether the (normalised) message asks goods holding none of two foods it names."""
    need = need_of(text.lower())
    if not (need.avoid or need.flags):
        return False
    return any(
        word in ALLERGEN_WORDS or word.removeprefix("ال") in ALLERGEN_WORDS
        for word in (match.group(1).lower() for match in _EITHER.finditer(text))
    )
