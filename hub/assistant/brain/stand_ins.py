"""A stand-in asked for a food: "sub for parmesan?", "what replaces soy sauce", "out of eggs
for a cake, any replacement", "بديل المايونيز للساندويش", "abi badeel lel bai6" (read "ابي
بديل لل بيض").

The model often reads the food named as a product wanted (a search) or the word of a
stand-in as other products like one in view ("similar"). A stand-in for a food is the
kitchen's answer, what to use instead, from the substitutes' table or honestly none; "an
alternative to this milk", with the product pointed at, stays other products like it.
"""

from __future__ import annotations

from hub.assistant.brain.pattern_grams import Gated
from hub.text import words

_STAND_IN = Gated(
    r"\b(?:subs?|substitutes?|substitution|replacements?|stand[- ]ins?) (?:for|of)\b"
    r"|\bwhat (?:can |could |would |will )?(?:replaces?|substitutes?)\b"
    r"|\b(?:any|a|good|best|some) (?:replacement|substitute|sub)\b"
    r"|\bto (?:replace|substitute)\b"
    r"|(?<!\w)(?:بديل|يعوض|تعوض|يعوضني|يقوم مقام|يسد مكان)(?!\w)"
)
# The product in view pointed at: other products like it, not a kitchen swap
_POINTED = Gated(
    r"\b(?:this|that|these|those|it)\b|(?<!\w)ل?(?:هذا|هذي|هذه|هذول|هاذي|هذاك|ذاك|ه|ها|هم)(?!\w)"
)


# The words of asking for one, which name no food: "any replacement?" alone asks for other
# products like the one in view
_ASKING = frozenset(
    words(
        "sub subs substitute substitutes substitution replacement replacements replace replaces"
        " stand any good best what can could would will بديل يعوض تعوض يعوضني يقوم مقام يسد مكان"
        " ابي ابغي شنو شو وش عن"
    )
)


def asks_for_a_stand_in(text: str, topic: list[str]) -> bool:
    """Whether the (normalised) message asks what stands in for a food it names (`topic`
    holds a word beside the asking), not for other products like one it points at."""
    if not _STAND_IN.search(text) or _POINTED.search(text):
        return False
    return any(word not in _ASKING for word in topic)
