"""Goods in an add asked to keep a diet told earlier: "and some bread she can eat" after "my
sister is vegan and gluten free", "وخبز تقدر تاكله", "a jam that's ok for him".

The need is no word of the message, so the part was read as any bread, and "which one?" was
asked over breads she cannot eat. The goods of the kind that keep the need told are taken,
the first the search ranks; when none does, it is said which kind has none ("None of our
bread is gluten-free"), and the rest of the add goes on.
"""

from __future__ import annotations

from dataclasses import replace

from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.skills.common import confident_hits, search
from hub.assistant.brain.skills.dietary import _say_none_of_the_kind, binding, meets
from hub.assistant.brain.skills.lines import in_stock
from hub.assistant.brain.skills.recipe_diets import need_in_talk
from hub.assistant.brain.turn import Turn
from hub.assistant.brain.utterance import Segment
from hub.record import Record
from hub.text import words

# Said at the end, after the goods: "she can eat", "he can have", "that's ok for her", "تقدر
# تاكله", "يناسبها", "tigdar takla" (one who was told of)
_FITS_THEM = Gated(
    r"\b(?:she|he|they|her|him|them) (?:can|could) (?:eat|have)(?: it| them)?[\s.!?]*$"
    r"|\b(?:ok|okay|safe|fine|suitable|good) for (?:her|him|them)[\s.!?]*$"
    r"|(?<!\w)(?:تقدر|يقدر|يقدرون|تگدر|يگدر) (?:تاكل|ياكل|ياكلون|تاكله|ياكله|تاكلها|ياكلها|تاكلونه"
    # as Arabizi reads: "tigdar takla" (read "تقدر تكلا")
    r"|تكل|يكل|تكلا|تكله|يكله|تكلها|يكلها)"
    r"(?!\w)[\s.!؟?]*$"
    r"|(?<!\w)(?:يناسبها|يناسبه|يناسبهم|تناسبها|تناسبه|ينفع لها|ينفع له|ينفعها|ينفعه)(?!\w)[\s.!؟?]*$"
)
_FIT_WORDS = frozenset(
    words(
        "eat have ok okay safe fine suitable تاكل ياكل تاكله ياكله تاكلها ياكلها ياكلون تكل يكل"
        " تكلا تكله يكله تكلها يكلها تقدر يقدر"
    )
)


def fits_the_told(turn: Turn) -> bool:
    """Whether the message ends asking its last goods to suit whoever's need was told."""
    return _FITS_THEM.search(turn.message.for_model.lower()) is not None


async def kept_to_the_need(turn: Turn, segment: Segment) -> tuple[Record, Segment] | bool:
    """For the message's last goods asked to suit the need told: the first of the kind that
    keeps it, with the part's words of the kind; False when none does (said so); True when
    the part asks no need kept (it goes on as any other)."""
    last = [part for part in turn.utterance.segments() if part.topic]
    if not last or segment.topic != last[-1].topic or not fits_the_told(turn):
        return True
    need = need_in_talk(turn)
    if not binding(need):
        return True
    kind = [word for word in segment.topic if word not in _FIT_WORDS]
    if not kind:
        return True
    pool = confident_hits(kind, await search(turn, " ".join(kind)))
    if not pool:
        return True
    fitting = [hit for hit in pool if meets(hit, need) and in_stock(hit)]
    if fitting:
        return fitting[0], replace(segment, topic=kind)
    _say_none_of_the_kind(turn, need, [kind], pool)
    return False
