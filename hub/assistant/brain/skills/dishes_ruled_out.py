"""A kind of dish ruled out of the ideas asked: "what vegan thing can i cook tonight thats not
a salad", "ابي شي للعشا مو شوربه", "abi fikra lil ghada bs mo 3eish".

Read with the rest, "salad" is a word of the wish and the salads come first. A word after
"not", "مو", "غير" that names a kind of our dishes (their names or keywords hold it) rules
those dishes out of the ideas; a word no dish holds ("not spicy") rules out nothing here.
"""

from __future__ import annotations

from hub.assistant.brain import matching
from hub.assistant.brain.pattern import Pattern
from hub.record import Record

_RULED_OUT = Pattern(
    r"\b(?:not|no|but not|except|other than|apart from|anything but|mo|mu|mob|ghair)\s+"
    r"(?:a|an|the|any|el|il)?\s*(\w+)"
    r"|(?<!\w)(?:مو|مب|مش|غير|الا|إلا)\s+(?:ال)?(\w+)"
)


def _holds(recipe: Record, word: str) -> bool:
    texts = matching.name_texts(recipe) + matching.name_texts(recipe, "keywords")
    return any(
        matching.same_word(token, word, sound_alike=False)
        for text in texts
        for token in matching.stems(text)
    )


def ruled_out_words(text: str, recipes: list[Record]) -> list[str]:
    """The words after a "not" that name a kind of our dishes."""
    said = [
        word
        for match in _RULED_OUT.finditer(text.lower())
        for word in match.groups()
        if word and len(word) > 2
    ]
    return [word for word in said if any(_holds(recipe, word) for recipe in recipes)]


def without(recipes: list[Record], ruled_out: list[str]) -> list[Record]:
    """The recipes none of whose names or keywords hold a word ruled out."""
    return [r for r in recipes if not any(_holds(r, word) for word in ruled_out)]
