"""A need laid down as a rule for the goods to come: "my flatmate is celiac so nothing with
gluten pls", "he can't have nuts", "اخوي ما ياكل جلوتين", "ubooy ma yakil sukkar"; an
allergy only told of ("im allergic to shrimp so i never eat seafood") lays down none.
Diabetes told of is such a rule, though no verb says it: "ابوي عنده سكري", "my mum is
diabetic", "jaddi 3inda sukkar" keep what is bought for them to no sugar.

Said after a list or on its own, such a message holds no product the model knows and reads,
to it, as someone's health (another matter) or as "nothing" of an order; it asks the store's
goods kept to that need, which the need's search answers.
"""

from __future__ import annotations

from hub.assistant.brain.needs import need_of
from hub.assistant.brain.pattern_grams import Gated

_LAID_DOWN = Gated(
    r"\bnothing (?:with|containing|that has|that contains)\b|\bcan'?t (?:have|eat)\b"
    r"|\bcannot (?:have|eat)\b|\b(?:doesn'?t|does not|don'?t|do not) eat\b"
    r"|(?<!\w)(?:ما (?:ياكل|تاكل|اكل|ناكل|يكل|تكل|يقدر ياكل|تقدر تاكل)|لا شي فيه|ولا شي فيه)(?!\w)"
)

# One at home with diabetes: "عندها سكري", "مريض سكر", "مصابه بالسكري", "he's diabetic", "has
# type 2 diabetes"; "عندي سكر" (sugar at home) is left, as it may be a cupboard's
_DIABETIC = Gated(
    r"\b(?:is|am|are|'s|'m|being) (?:a |also )?diabetic\b"
    r"|\b(?:has|have|got|with) (?:type ?[12] |the )?diabetes\b"
    r"|(?<!\w)(?:عنده|عندها|عندا|عندهم|عندهن) (?:ال)?(?:سكر|سكري)(?!\w)"
    r"|(?<!\w)عندي (?:السكر|سكري|السكري)(?!\w)"
    # for a diabetic ("حق مريض سكري") or one of the family who is ("خالتي مريضة سكر"); a
    # diabetic as the subject of a question ("مريض السكر ياكل تمر؟") is a doctor's to answer
    r"|(?<!\w)(?:ل|لل|حق |حق ال)(?:مريض|مريضه|مرضى|مرضي) (?:ال)?(?:سكر|سكري)(?!\w)"
    r"|(?<!\w)(?:ابوي|امي|جدي|جدتي|يدي|يدتي|خالتي|خلتي|عمتي|عمي|خالي|اخوي|اختي|زوجي|زوجتي"
    r"|ولدي|بنتي|ابني|الوالد|الوالده) (?:مريض|مريضه) (?:ال)?(?:سكر|سكري)(?!\w)"
    r"|(?<!\w)(?:مصاب|مصابه|مصابين) (?:بالسكر|بالسكري)(?!\w)"
)


def laid_down(text: str) -> bool:
    """Whether the message lays down a need the goods must keep, in the words of a rule."""
    ruled = _LAID_DOWN.search(text) is not None or _DIABETIC.search(text) is not None
    return ruled and bool(need_of(text))


def past_the_rule(text: str) -> str:
    """The message less the words that lay the rule down: the "eat" of "اخوي ما ياكل
    مكسرات" or "he doesn't eat nuts" forbids a food, it asks no food to eat; what is left
    ("what can he eat then") still may."""
    if _LAID_DOWN.search(text) is None:
        return text
    return _LAID_DOWN.pattern.sub(" ", text)
