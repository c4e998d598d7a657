"""Someone coming to eat, said beside a need: "my friend is vegan and she's having dinner
with me", "صديقتي نباتية وبتتعشى عندي", "9adeegti vegan w bit3ashe ma3ay".

Eating at one's table names no kind of goods: "having", "dinner", "بتتعشى", "معي" searched
as a kind find nothing, and "we have none of that kind" is said of a need the store has
plenty for. The words are left out of the kind, and the meal itself asks for food: everyday
food that keeps the need, as "what can she eat" does.
"""

from __future__ import annotations

from hub.assistant.brain.pattern import Pattern
from hub.text import words

# The eating and the company: "having dinner with me", "coming over for lunch", "يتعشى
# معنا", "bit3ashe ma3ay" (read "بتعشي معي"), "7agha" (read "حغا": for her)
_DINING = frozenset(
    words(
        "having dinner lunch supper eating dine dining coming over round around staying join"
        " joining with me us tonight tomorrow our my place house"
        # whom it is for, beside the kin: "my colleague is having lunch with us"
        " friend friends colleague colleagues guest guests neighbour neighbours neighbor boss"
        " معي معاي معاى معانا معنا عندي عندنا عندى بيتي بيتنا الليله الليلة اليوم حغا حقها حقه"
        " حقهم عشا العشا غدا الغدا عشاء الغداء العشاء"
    )
)
# A verb of dining: "بتتعشى", "يتعشون", "وبتتغدى", "تعشي" (read of "t3ashe")
_DINES = Pattern(r"^و?(?:ب|رح|راح|بي|بت)?(?:ت|ي|ن)?ت?(?:عش|غد|تعش|تغد)(?:ا|ى|ي|و|ون|ين)?$")
_SAID = Pattern(
    r"\b(?:having|coming (?:over|round) for|join(?:ing)? (?:me|us) for|over for) "
    r"(?:dinner|lunch|supper)\b|\b(?:eating|dining) (?:with|at)\b"
)


def dines(word: str) -> bool:
    """Whether the word is of the eating or the company, no kind of goods."""
    return word in _DINING or _DINES.match(word) is not None


def said(text: str) -> bool:
    """Whether someone is said to come and eat: the food of a meal is asked."""
    return _SAID.search(text.lower()) is not None or any(
        _DINES.match(word) is not None for word in text.split()
    )
