"""A message that only settles or leaves the matter: "خلاص", "خلاص بس", "خله" (leave it),
"لا خليه", "never mind", "that's it", "5alas", "lol ok never mind", "خلاص مو مهم".

In Gulf Arabic "خله" and "خليه" are also "make it" ("خله ٣", "خلها قليل الدسم") and "خلاص"
also the Khalas date; alone, or with nothing but each other and a no, they say the shopper
is done with what was shown. That is acknowledged, never read as a change to the cart with
nothing to change, nor as vinegar ("خل") or dates.
"""

from __future__ import annotations

from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.pattern_grams import Gated

_SETTLING_WORDS = (
    r"خلاص|خلاص بس|بس|خله|خليه|خلها|خليها|خلهم|خليهم|خلوه|خلوها|لا|لاء|ok|okay|خلاص خلاص"
    r"|ما ابي|مابي|ما ابيه|ما ابيها|ما بغيت|no|nah|never ?mind|forget (?:it|about it)"
    r"|leave it|that'?s (?:it|all)|done|i'?m done|all good|no thanks|انسى|انساها|انساه"
    # "don't worry about it", "it doesn't matter": "ولا يهمك", "مو مهم", "5ala9 mu muhim"
    # (Arabizi "wala yhimmak", "mu muhim" are read "ولا يهممك", "مو موهم")
    r"|(?:ولا |لا )يهم+ك|(?:مو|مب|مش) (?:مهم|موهم)|it'?s fine|doesn'?t matter|no worries"
    r"|nvm|انسي|انسا|insa|insaha"
    # "no problem", "مو مشكله", "ما عليه", "mu mushkila" (read "مو مشكله")
    r"|no problem|no prob|thanks|thank you|thx|shukran|شكرا|مشكور|مشكوره|(?:مو|مب|ما فيه|مافيه|ما في|مافي) مشكله|ما عليه|ماعليه|معليش|ماعليش"
    # a laugh, an ok or a then around it: "lol ok never mind", "هههه اوكي انسى" (a laugh's
    # letters squeezed to one: "ه", "h")
    r"|lol|lmao|ha(?:ha)+h?|he(?:he)+|h+|ه+|اوكي|اوك|then|طيب"
)
# Each word ends at a separator or the message's end, so a run of letters is read one way
# only: with the separator optional, "hahaha…" would be tried as every split of its letters
_ONLY_SETTLES = Pattern(rf"^(?:(?:{_SETTLING_WORDS})(?:[\s,.!؟?]+|$))+$")
# ...one of which leaves the matter, rather than only saying no ("no", "لا")
_LEAVES = Gated(
    r"(?<!\w)(?:خلاص|خله|خليه|خلها|خليها|خلهم|خليهم|خلوه|خلوها|انسى|انساها|انساه)(?!\w)"
    r"|\b(?:never ?mind|forget|leave it|that'?s (?:it|all)|done|all good)\b"
    r"|\b(?:nvm|insa|insaha|no problem|no prob)\b"
    r"|(?<!\w)(?:(?:مو|مب|ما فيه|مافيه|ما في|مافي) مشكله|ما عليه|ماعليه|معليش|ماعليش)(?!\w)|(?<!\w)(?:(?:ولا |لا )يهم+ك|(?:مو|مب|مش) (?:مهم|موهم)|انسي|انسا)(?!\w)"
)


def only_settles(text: str) -> bool:
    """Whether the (normalised, lower-case) message says nothing but that the shopper is
    done with it."""
    text = text.strip()
    # the gated word that leaves it first: most messages hold none, and are not read whole
    return bool(_LEAVES.search(text)) and bool(_ONLY_SETTLES.match(text))


# ...and the words that leave what was just offered, rather than only close the talk ("خلاص",
# "خله" (keep it), "that's it", "done" may as well say the offer is fine as it is)
_TAKES_BACK = Gated(
    r"(?<!\w)(?:انسى|انساها|انساه|ما ابي|مابي|ما ابيه|ما ابيها|ما بغيت|لا)(?!\w)"
    r"|\b(?:never ?mind|forget|nah)\b|\bno\b(?!\s+(?:problem|prob|probs|worries)\b)"
)


def takes_back(text: str) -> bool:
    """Whether a message that only settles leaves the offer just made ("never mind", "لا
    خلاص") rather than closing the talk ("خلاص", "خله", "that's all")."""
    return only_settles(text) and bool(_TAKES_BACK.search(text))
