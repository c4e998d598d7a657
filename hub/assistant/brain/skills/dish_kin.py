"""The store's recipes nearest a dish it has no recipe for: "mandi" and "biryani" are rice
with meat, as the machboos is; "kunafa" a sweet, as the luqaimat are.

A dish none of ours is said so, and the recipes offered in its place should be the ones a
shopper who wanted it would take: each well-known dish is held here by what it is made of,
and the store's recipes named by those words (their names and keywords) come first.
"""

from __future__ import annotations

from hub.assistant.brain import matching
from hub.record import Record
from hub.text import words

# A dish, in the ways it is written, and what it is made of, in the words recipes are named by
_KIN: tuple[tuple[frozenset[str], tuple[str, ...]], ...] = tuple(
    (frozenset(matching.stems(names)), tuple(words(made_of)))
    for names, made_of in (
        (
            "mandi mande mendi madfoon mathbi madhbi bukhari biryani biriyani briyani maqluba"
            " maqlooba maglooba zurbian qabuli kabuli mansaf"
            " مندي مدفون مظبي مضبي بخاري برياني مقلوبه زربيان قابولي منسف",
            "rice chicken lamb meat",
        ),
        (
            "jareesh jarish saloona salona marag margoog tashreeb thareed"
            " جريش صالونه مرق مرقوق تشريب ثريد",
            "wheat meat soup stew",
        ),
        (
            "kunafa knafeh basbousa aseeda asida khabeesa sago balaleet"
            " كنافه بسبوسه عصيده خبيصه ساقو",
            "sweet dessert dates",
        ),
        (
            "lasagna lasagne macaroni spaghetti lazanya لازانيا مكرونه مكرونة سباغيتي",
            "pasta bechamel",
        ),
        ("omelette omelet eggah عجه بيض", "eggs breakfast"),
        ("falafel فلافل", "chickpeas hummus"),
        ("salad salata سلطه سلطة", "salad"),
        ("soup shorba شوربه", "soup lentil"),
    )
)


def _made_of(named: list[str]) -> list[str]:
    said = set(matching.stems(" ".join(named)))
    return [part for names, parts in _KIN if said & names for part in parts]


def known(named: list[str]) -> bool:
    """The dish is one this table knows what it is made of."""
    return bool(_made_of(named))


def nearest(named: list[str], recipes: list[Record]) -> list[Record]:
    """The recipes, those nearest the dish named first; as they are when it is none known."""
    made_of = _made_of(named)
    if not made_of:
        return recipes
    near = matching.ranked(made_of, recipes)
    return [*near, *(recipe for recipe in recipes if recipe not in near)]


def typed(text: str) -> list[str]:
    """The well-known dishes among the words as typed: Arabizi's "3indkum wasfat biryani" reads
    the dish as letters of no word ("بوريني"), but the shopper wrote a dish this table
    knows, so it is still the dish asked."""
    return [word for word in words(text.lower()) if known([word])]
