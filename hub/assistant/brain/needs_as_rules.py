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

from hub.assistant.brain.needs import ASKS_OF_ONE, WHAT_TO_HAVE, need_of
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


# ...but whether that one may eat a food, whether it harms them or what to do is a doctor's
# question, however the diabetic is told of: "my dad is diabetic, should he stop eating
# rice", "امي عندها سكري، التمر يضرها؟", "ubooy 3inda sukkar, yigdar yakil 3asal?"
_DOCTORS = Gated(
    r"\b(?:(?:can|could|should|may) (?:he|she|they|i|we|u|you)|is it (?:ok|okay|safe|fine|alright"
    r"|bad|good)(?: for \w+)?(?: to)?)(?: still)? (?:eat|eating|drink|have|stop|fast|take)\b"
    r"|\bwhat (?:should|do|can|must) (?:i|he|she|they|we) do\b"
    r"|\b(?:bad|harmful|dangerous) for (?:him|her|them|me|us)\b"
    r"|\b(?:his|her|my|their) (?:blood )?(?:sugar|glucose)(?: levels?)? (?:is|was|went|got|keeps|dropped)\b"
    r"|(?<!\w)(?:يقدر|تقدر|اقدر|نقدر|يصير|تصير|ينفع|يجوز|مسموح له|مسموح لها) (?:ي|ت)?(?:اكل|ياكل|تاكل"
    r"|يشرب|تشرب|شرب|يصوم|تصوم|صوم)(?!\w)"
    r"|(?<!\w)(?:ي|ت)(?:ضر|ذر)(?:ه|ها|هم|ني)?(?!\w)"
)
# ...asked as which goods suit them it is the shelves': "what can he have", "شو يقدر ياكل"
_WHICH_GOODS = Gated(
    r"(?<!\w)(?:شو|وش|شنو|ايش|اي|انهو) (?:\S+ )?(?:يقدر|تقدر|اقدر|نقدر|يصير|تصير|ينفع)(?!\w)"
)


def _a_doctors_question(text: str) -> bool:
    return (
        _DOCTORS.search(text) is not None
        and WHAT_TO_HAVE.search(text) is None
        and _WHICH_GOODS.search(text) is None
    )


def laid_down(text: str) -> bool:
    """Whether the message lays down a need the goods must keep, in the words of a rule."""
    # "is the honey ok for my dad, he has diabetes": one food's label asked for that need
    diabetic = (
        _DIABETIC.search(text) is not None
        and not _a_doctors_question(text)
        and ASKS_OF_ONE.search(text) is None
    )
    ruled = _LAID_DOWN.search(text) is not None or diabetic
    return ruled and bool(need_of(text))


def past_the_rule(text: str) -> str:
    """The message less the words that lay the rule down: the "eat" of "اخوي ما ياكل
    مكسرات" or "he doesn't eat nuts" forbids a food, it asks no food to eat; what is left
    ("what can he eat then") still may."""
    if _LAID_DOWN.search(text) is None:
        return text
    return _LAID_DOWN.pattern.sub(" ", text)
