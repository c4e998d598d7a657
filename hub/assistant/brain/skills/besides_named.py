"""Goods asked besides one named: "شنو اكو غير الخلاص؟" (what dates are there besides the
Khalas), "what else besides khalas", "shno fee ghair il sukkari". Searched with every word,
the one named comes first; it is the one not wanted, so the kind is shown without it."""

from __future__ import annotations

import re

from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.skills.cards import show_products
from hub.assistant.brain.skills.common import quiet_search, unmet_words
from hub.assistant.brain.turn import Turn

# "besides" and the words after it, up to the end of the clause
_BESIDES = Pattern(
    r"(?:\b(?:besides|other than|apart from|except|but not)\b|(?<!\w)(?:غير|ماعدا|عدا|سوى)(?!\w))"
    r"\s+([^,.،؟?!]+)",
    re.IGNORECASE,
)


def besides_words(turn: Turn) -> list[str]:
    """The message's words of the goods named as not wanted, when it asks what else."""
    said = turn.typed_and_read
    match = _BESIDES.search(said)
    if match is None or not (turn.utterance.asks or turn.utterance.has("QUESTION")):
        return []
    after = set(re.findall(r"\w+", match.group(1).lower()))
    return [word for word in turn.utterance.topic if word in after]


async def answer(turn: Turn) -> bool:
    """Shown the kind asked without the goods named besides; False when nothing is left."""
    besides = besides_words(turn)
    kind = [word for word in turn.utterance.topic if word not in besides]
    if not besides or not kind:
        return False
    hits = await quiet_search(turn, " ".join(kind))
    named = await quiet_search(turn, " ".join([*kind, *besides]))
    if not named or unmet_words(besides, named[:1], sound_alike=False):
        return False  # the goods named besides are none of ours: searched as said
    # every one the words name goes: "غير ليز" leaves out each of the Lay's
    others = [hit for hit in hits if unmet_words(besides, [hit], sound_alike=False)]
    others = [hit for hit in others if not unmet_words(kind, [hit], sound_alike=False)]
    if not others:
        return False
    show_products(turn, [str(hit["_id"]) for hit in others])
    return True
