"""A course asked of with a dish we have no recipe for: "o lil 7ilu 3indkum recipe 3aseeda?"
(and for dessert, do you have an aseeda recipe? read "ل الحلو ... عسيدا"), "any dessert recipe
like umm ali?", "للحلى عندكم وصفة ام علي؟".

"Sweet" and "حلو" are no food the dish is made of ("Sweet Paprika" holds the word), and the
recipes to offer instead are those of the course asked: our sweets, never the savoury dishes.
"""

from __future__ import annotations

from hub.assistant.brain import matching
from hub.assistant.brain.pattern_grams import Gated
from hub.record import Record

# The sweet course: "dessert", "sweets", "something sweet", "الحلو", "حلى", "حلويات" (Arabizi
# "7ilu", "7ala" read "حلو", "حلا")
_SWEET = Gated(
    r"^(?:desserts?|sweets?|sweet)$"
    r"|^(?:ال|لل|ل|و|ول|ولل|وال)?(?:حلو|حلى|حلا|حلويات|حلويه|حلوى|حلوه|حلوة|تحليه|تحلية)$"
)


def a_course_word(word: str) -> bool:
    """Whether the word names the sweet course, not a food anything is made of."""
    return _SWEET.search(word.lower()) is not None


def of_the_course(words: list[str], recipes: list[Record]) -> list[Record]:
    """Our sweets when a word of the message names that course; none otherwise."""
    if not any(a_course_word(word) for word in words):
        return []
    return [
        recipe
        for recipe in recipes
        if any(
            a_course_word(word)
            for text in matching.name_texts(recipe, "keywords")
            for word in text.split()
        )
    ]
