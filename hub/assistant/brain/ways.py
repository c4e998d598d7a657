"""The ways of preparing a food a message asks about: "do I have to soak the wheat?",
"الحب لازم انقعه؟", "السمبوسه اقليها ولا بالفرن احسن", "a8li el samboosa wla bil forn?".

Read by the policy (a kitchen question however like a comparison of products it reads) and by
the skill that answers it (`skills/methods.py`), which searches the recipes' lines with the
same words.
"""

from __future__ import annotations

from collections.abc import Sequence

from hub.assistant.brain.bilingual import Bilingual
from hub.assistant.brain.pattern_grams import Either

# Each way of preparing by its words in a question and in a recipe's lines (as the
# normaliser writes Arabic: "قشّره" is "قشره"; Arabizi as typed, since the normaliser's guess
# at "a8li" is "اغلي", dearer). Gulf "شوي" (a little) is no grilling, nor
# "قليل" (little) frying.
WAYS: dict[str, Bilingual] = {
    "soak": Bilingual(
        r"\bsoak\w*|\b(?:an8a3|n8a3|yin8a3|man8oo3|mn8oo3|an9a3)\w*",
        r"(?<!\w)(?:ا|ي|ت|ن)?نقع\w*|(?<!\w)(?:م|ال)نقوع\w*|(?<!\w)ان?قع(?:ه|ها|هم)(?!\w)",
    ),
    "fry": Bilingual(
        r"\bfr(?:y|ies|ied|ying)\b|\bdeep.?fr\w*|\b(?:a8li|a8lee|ta8li|ma8li|8ali|a8la)\w*",
        r"(?<!\w)(?:ا|ي|ت|ن)?قلي(?:ه|ها|هم|هن)?(?!\w)|(?<!\w)(?:ال)?مقلي\w*|(?<!\w)(?:ال)?قلي(?!\w)"
        r"|(?<!\w)(?:ا|ي|ت|ن)?قلا(?:ه|ها)(?!\w)",
    ),
    "bake": Bilingual(
        r"\b(?:bak(?:e|ed|es|ing)|oven|forn|furn|a5bz\w*|a5ebz\w*)\b",
        r"(?<!\w)(?:بال|ال|ب)?(?:فرن|فورن)(?!\w)|(?<!\w)(?:ا|ي|ت|ن)?خبز(?:ه|ها|هم)(?!\w)",
    ),
    "air_fry": Bilingual(r"\bair ?fr\w*", r"(?<!\w)(?:ال|بال)?(?:اير ?فراير|قلايه هوائيه)(?!\w)"),
    "boil": Bilingual(
        r"\bboil\w*|\b(?:asli8|asl8|masloo8|misloo8)\w*",
        r"(?<!\w)(?:ا|ي|ت|ن)?سلق\w*|(?<!\w)(?:ال)?مسلوق\w*",
    ),
    "steam": Bilingual(r"\bsteam\w*", r"(?<!\w)(?:ع|على|بال)?(?:بخار|البخار)(?!\w)"),
    "grill": Bilingual(
        r"\b(?:grill\w*|roast\w*|ashwee\w*|ashwi\w*|mashwi\w*|mashwee\w*)\b",
        r"(?<!\w)(?:ا|ت|ن)شوي(?:ه|ها|هم)(?!\w)|(?<!\w)(?:ال)?مشوي\w*|(?<!\w)(?:ال|بال)?شوايه(?!\w)"
        r"|(?<!\w)(?:على|ع) الفحم(?!\w)",
    ),
    "wash": Bilingual(
        r"\b(?:wash|rinse)\w*|\b(?:aghsil|aghsel|a8sil)\w*",
        r"(?<!\w)(?:ا|ي|ت|ن)?غسل(?:ه|ها|هم)?(?!\w)|(?<!\w)(?:ال)?مغسول\w*",
    ),
    "peel": Bilingual(
        r"\bpeel\w*|\b(?:a8ashir|a8shir|agashir)\w*",
        r"(?<!\w)(?:ا|ي|ت|ن)?قشر(?:ه|ها|هم)?(?!\w)|(?<!\w)(?:ال)?مقشر\w*",
    ),
    "thaw": Bilingual(
        r"\b(?:thaw|defrost)\w*",
        r"(?<!\w)(?:ا|ي|ت|ن)?ذوب(?:ه|ها|هم)?(?!\w)|(?<!\w)(?:ا|ي|ت|ن)?سيح(?:ه|ها|هم)(?!\w)",
    ),
}
# How a way is asked about, not asked for ("do you have fried onions", "washing powder" are
# products): whether the shopper should, how, or which of two is better
_WHETHER = Bilingual(
    r"\b(?:should i|shall i|must i|do i|do we|should we|can we|do u (?:need|have) to|have to"
    r"|is it ok to|can i|how do i|how should i|how to|do you (?:need|have) to|lazim|lazem|la6im"
    r"|agdar|a8dar|yinfa3|ynfa3|shlon|kaif|9aroori|daroori)\b",
    r"(?<!\w)(?:لازم|ضروري|احتاج|اقدر|ينفع|يصير|شلون|كيف)(?!\w)",
)
_WHICH = Bilingual(
    r"\b(?:or|vs|better|best|wla|willa|walla|aw|a7san|afdal)\b",
    r"(?<!\w)(?:ولا|او|والا|احسن|افضل)(?!\w)",
)


_A_WAY = Either(*WAYS.values())


def ways_named(text: str) -> list[str]:
    """The ways of preparing a message names, in the order of `WAYS`."""
    if not _A_WAY.may_match(text):
        return []
    return [way for way, words in WAYS.items() if words.search(text)]


# What a dish needs, asked: "what do i need to bake a cake", "what's needed", "شنو احتاج
# عشان اسوي كيك", "shno a7taj": its recipe (its goods), no way of preparing it nor a product
_WHAT_IS_NEEDED = Bilingual(
    r"\bwhat (?:do|would|will|should) (?:i|we|u|you) need\b|\bwhat(?:'s| is) needed\b"
    r"|\bwhat (?:does|do) (?:it|that|this) (?:need|take)\b",
    r"(?<!\w)(?:شو|ايش) (?:ا|ن|ي|ت)حتاج\S*",
)


# How to cook a food asked with no food named: "how do i cook it", "how should we make
# them", "how long do i grill it", "شلون اطبخه", "كيف اسويها", "shlon a6ba5ha" (read "اطبخها")
HOW_TO_COOK = Bilingual(
    r"\bhow (?:do|should|can|would|to|long (?:do|does|should|to)) (?:(?:i|we|u|you|it|they) )?"
    r"(?:cook|make|prepare|boil|bake|grill|fry|roast|steam)\w*",
    r"(?<!\w)(?:شلون|كيف|طريقه) (?:\S+ )?(?:(?:ا|ن)?(?:طبخ|حضر|شوي|سلق|قلي)(?:ه|ها|هم|هن)?"
    r"|(?:ا|ن)سوي(?:ه|ها|هم|هن))(?!\w)",
)


def asks_how_to_cook_it(text: str, food: Sequence[str]) -> bool:
    """ "how do i cook it", "shlon a6ba5ha": how to cook a food, none named (`food`: the
    message's words of a food, other than ways and the asking's own)."""
    asked = HOW_TO_COOK.search(text)
    if asked is None:
        return False
    # "how do i cook quinoa" names its food; "اطبخها" is the asking's own word
    asking = set(asked.group().split()) | _COURTESY
    return all(ways_named(word) or word in asking for word in food)


# Courtesy the topic keeps, which names no food: "excuse me, how should i cook them"
_COURTESY = frozenset({"excuse", "pardon"})


def asks_what_it_needs(text: str) -> bool:
    return _WHAT_IS_NEEDED.search(text) is not None


def asks_a_way(text: str, *, of_a_recipe: bool = False) -> bool:
    """(Of the message as typed and as read.) A question about how to prepare a food: a way
    asked about ("do I have to soak it", "لازم انقعه"), or two weighed ("اقليها ولا بالفرن");
    of the recipe just shown, any question naming a way ("el 7ab an8a3a lail kamil?"); not
    what a dish needs ("what do i need to bake a cake")."""
    ways = ways_named(text)
    if not ways or asks_what_it_needs(text):
        return False
    if of_a_recipe and ("?" in text or "؟" in text):
        return True
    return _WHETHER.search(text) is not None or weighs_two(ways, text)


def weighs_two(ways: list[str], text: str) -> bool:
    """Two ways weighed against each other: "fry or bake", "اقليها ولا بالفرن"."""
    return len(ways) >= 2 and _WHICH.search(text) is not None
