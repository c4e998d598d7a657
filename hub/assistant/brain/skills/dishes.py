"""What kind of meal a dish is: its cuisine and when it is eaten.

A store's recipes carry a name, minutes and ingredients, not "Levantine" or "for iftar", so
meal ideas ("something italian", "iftar ideas") read these from the dish a recipe names.
`like` is a cuisine the dish only resembles (Egyptian pasta bechamel and Italian baked
pasta): an idea from it is offered as the closest, never as the thing asked.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from hub.assistant.brain.normaliser import normalise


@dataclass(frozen=True, slots=True)
class Dish:
    names: tuple[str, ...]
    cuisines: frozenset[str]
    meals: frozenset[str]
    like: frozenset[str] = frozenset()
    meatless: bool = False


def _dish(names: str, cuisines: str, meals: str, like: str = "", meatless: bool = False) -> Dish:
    return Dish(
        tuple(name.strip() for name in names.split(",")),
        frozenset(cuisines.split()),
        frozenset(meals.split()),
        frozenset(like.split()),
        meatless,
    )


DISHES: tuple[Dish, ...] = (
    _dish("machboos, majboos, kabsa", "gulf", "lunch dinner"),
    _dish("murabyan, shrimp rice", "gulf", "lunch dinner"),
    _dish("harees", "gulf", "iftar lunch dinner"),
    _dish("balaleet", "gulf", "breakfast suhoor", meatless=True),
    _dish("luqaimat", "gulf", "dessert iftar", meatless=True),
    _dish("mutabbal, baba ganoush", "levantine", "starter iftar dinner", meatless=True),
    _dish("hummus", "levantine", "starter breakfast iftar dinner", meatless=True),
    _dish("fattoush", "levantine", "starter iftar lunch dinner", meatless=True),
    _dish("tabbouleh", "levantine", "starter lunch dinner", meatless=True),
    _dish("shawarma", "levantine", "lunch dinner"),
    _dish("shakshuka", "maghrebi", "breakfast suhoor dinner", meatless=True),
    _dish("lentil soup", "levantine gulf", "starter iftar lunch dinner", meatless=True),
    _dish("pasta bechamel, bechamel", "egyptian", "lunch dinner", like="italian"),
)


def _many(text: str) -> list[str]:
    return text.split()


# The words of a wish, normalised as messages are, and what each asks for.
CUISINE_WORDS: dict[str, str] = {
    **dict.fromkeys(
        _many("gulf khaleeji kuwaiti emirati saudi خليجي خليجيه كويتي كويتيه اماراتي سعودي"),
        "gulf",
    ),
    **dict.fromkeys(
        _many("arabic arab arabian عربي عربيه"), "arabic"
    ),  # every dish of the table is one
    **dict.fromkeys(_many("lebanese levantine syrian لبناني لبنانيه شامي شاميه سوري"), "levantine"),
    **dict.fromkeys(_many("italian italy italiano ايطالي ايطاليه ايطاليا اتلي"), "italian"),
    **dict.fromkeys(_many("egyptian مصري مصريه"), "egyptian"),
    **dict.fromkeys(
        _many("indian chinese mexican japanese thai هندي صيني مكسيكي ياباني تايلندي"), "far"
    ),
}
MEAL_WORDS: dict[str, str] = {
    **dict.fromkeys(_many("breakfast ريوق فطور فطوري الريوق الفطور"), "breakfast"),
    **dict.fromkeys(_many("lunch غدا غداء الغدا الغداء"), "lunch"),
    **dict.fromkeys(_many("dinner supper tonight عشا عشاء العشا العشاء الليله"), "dinner"),
    **dict.fromkeys(_many("iftar ramadan افطار الافطار رمضان"), "iftar"),
    **dict.fromkeys(_many("suhoor sahoor سحور السحور"), "suhoor"),
    **dict.fromkeys(_many("dessert sweet sweets حلى حلا حلويات حلو الحلى"), "dessert"),
    # (Arabizi "mo8abilat", "mgabbilat" are read "موغبلت", "مقببلت")
    **dict.fromkeys(
        _many(
            "starter starters appetizer appetizers appetiser appetisers mezze mezza مقبلات"
            " مقبلت مقببلت موغبلت موقببلت مغبلات"
        ),
        "starter",
    ),
}
CUISINE_WORDS = {normalise(word).text: kind for word, kind in CUISINE_WORDS.items()}
MEAL_WORDS = {normalise(word).text: kind for word, kind in MEAL_WORDS.items()}
QUICK_WORDS = frozenset(_many("quick fast easy simple سريع سريعه سهل سهله بسيط"))
MEATLESS_WORDS = frozenset(_many("vegetarian veggie meatless نباتي نباتيه"))
QUICK_MINUTES = 30  # a recipe the store says is ready in half an hour or less


def wish_word(token: str, words: dict[str, str] | frozenset[str]) -> str | None:
    """What a word of the message asks for in `words` (written as messages are normalised)."""
    # "للعشا" (for dinner) is "العشا" after its preposition
    for form in (token, token.removeprefix("ال"), token.removeprefix("لل")):
        if form in words:
            return words[form] if isinstance(words, dict) else form
    return None


def asks_for_starters(tokens: Iterable[str]) -> bool:
    """Starters wished, which the store sells as no product but makes as its recipes:
    "عندي عزيمه بكرا ٨ اشخاص ابي مقبلات", "starters for 8 guests"."""
    said = list(tokens)
    if _NO_FOOD.intersection(said):
        return False  # "which car starters last longest": a motor's
    return any(wish_word(token, _STARTERS_SERVED) is not None for token in said)


# Starters of what no kitchen serves: an engine's, a game's
_NO_FOOD = frozenset(
    _many(
        "car cars engine engines motor motors battery batteries phone phones kit kits pack packs"
        " game games deck pokemon سياره سيارتي سيارات ماطور مكينه بطاريه تلفون"
    )
)
# The course by the words that name nothing else ("a starter motor", "starter packs" are
# no food)
_STARTERS_SERVED = frozenset(
    normalise(word).text
    for word in _many(
        "starters appetizers appetisers mezze mezza مقبلات مقبلت مقببلت موغبلت موقببلت مغبلات"
    )
)
