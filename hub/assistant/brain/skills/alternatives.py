"""Kinds of a product weighed against each other: "which is better earl grey or english
breakfast", "وش الفرق بين البانتس والعاديه؟", "I'd like some proper tea. Earl Grey or English
Breakfast.", "ayhom a7san earl grey wala english breakfast".

A shopper choosing between two kinds names each by its own words, and no one product holds
both: the share of the whole message's words the best hit holds falls below what grounds a
product, and a clause of bare product names reads to the gate as another matter's. Each
alternative is weighed alone instead. The plain kind ("the regular ones", "العاديه") is
named by no word of its own, so it weighs nothing either way; every other alternative must be
a product's by two words in three ("apple or samsung" is no fruit, "a cup or a mug" no oats).
"""

from __future__ import annotations

import re

from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.skills.grounding import GROUNDED, named_share, telling_words
from hub.assistant.brain.turn import Turn
from hub.assistant.brain.utterance import Utterance

_OR = Pattern(r"\b(?:or|vs|versus)\b|(?<!\w)(?:ولا|او|والا)(?!\w)", re.IGNORECASE)
# "between X and Y", "بين X و Y": the "and" of a difference asked is an "or"
_BETWEEN = Pattern(r"\bbetween\b|(?<!\w)بين(?!\w)", re.IGNORECASE)
_BETWEEN_AND = Pattern(r"\band\b|(?<!\w)و", re.IGNORECASE)
# the plain kind, named by no word of its own, and the words that weigh ("better", "الفرق")
_NO_KIND = frozenset(
    {"normal", "regular", "usual", "plain", "عادي", "عاديه", "العادي", "العاديه", "better",
     "best", "difference", "diff", "احسن", "افضل", "الفرق", "فرق"}
)  # fmt: skip


def _alternatives(text: str) -> list[str]:
    between = list(_BETWEEN.finditer(text))
    if between:
        return _BETWEEN_AND.split(_OR.sub(" و ", text[between[-1].end() :]))
    return _OR.split(text)


async def names_its_alternatives(turn: Turn) -> bool:
    """Whether the (normalised) message weighs kinds against each other and each it names by
    words of its own is a product's."""
    parts = _alternatives(turn.message.text)
    if len(parts) < 2:
        return False
    named = 0
    for part in parts:
        telling = [word for word in telling_words(Utterance(part).topic) if word not in _NO_KIND]
        if not telling:
            continue
        if await named_share(turn, telling) < GROUNDED:
            return False
        named += 1
    return named > 0
