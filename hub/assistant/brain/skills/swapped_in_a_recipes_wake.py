"""One good swapped for another right after a recipe: "لا العدس الاحمر بدله بالاصفر", "no, the
red lentils, swap them for the yellow", "la il 3adas il a7mar baddla bil asfar".

The "no" and the good named beside it read as the recipe less that good ("بس بدون الخبز"), so
the recipe's other goods were proposed again and the swap asked for was lost. A good named
with a swap's verb and what comes in its place is a swap of that line, never a part of the
recipe left out.
"""

from __future__ import annotations

from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.turn import Turn

# The verb of a swap with what comes in the good's place: "swap them for the yellow",
# "replace it with", "بدله بالاصفر", "غيرهم بالبني"
_SWAPPED_FOR = Gated(
    r"\b(?:swap|switch|replace|exchange|change)\w*\b.*\b(?:for|with|to)\b"
    r"|(?<!\w)(?:بدله|بدلها|بدلهم|بدلوه|غيره|غيرها|غيرهم)\s+(?:ب|بال)\S+"
)


def swaps_a_good(turn: Turn) -> bool:
    """Whether the message swaps a good for another rather than leaving one out."""
    return bool(_SWAPPED_FOR.search(turn.message.for_model))
