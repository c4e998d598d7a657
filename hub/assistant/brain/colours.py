"""A colour said of goods, by any of its names in each way of writing.

A brown bread is "أسمر", a brown egg "بني", brown sugar "brown": the shopper says whichever
comes to mind, and the name the product gives its colour may be another. A colour is read as
all of its names, so "البني" finds the bread the store calls "أسمر", and a colour asked of the
goods keeps to the goods of that colour.
"""

from __future__ import annotations

from hub.assistant.brain import matching
from hub.assistant.brain.normaliser import normalise
from hub.record import Record

# One colour said in each way of writing (Arabizi arrives read: "abya9" is ابيض)
COLOURS: tuple[frozenset[str], ...] = (
    frozenset({"brown", "بني", "اسمر", "سمرا", "سمراء", "بنيه"}),
    frozenset({"white", "ابيض", "بيضا", "بيضاء", "ابيط"}),  # "abya6" read as written
    frozenset({"red", "احمر", "حمرا", "حمراء"}),
    frozenset({"green", "اخضر", "خضرا", "خضراء"}),
    frozenset({"black", "اسود", "سودا", "سوداء"}),
    frozenset({"yellow", "اصفر", "صفرا", "صفراء"}),
)


def bare(word: str) -> str:
    """The word without its article ("البني", "il asmar" read "الاسمر")."""
    lower = word.lower()
    return lower[2:] if lower.startswith("ال") and len(lower) > 4 else lower


def colour_of(word: str) -> frozenset[str] | None:
    """All the names of the colour `word` says, article or none; None for no colour."""
    said = bare(word)
    return next((colour for colour in COLOURS if said in colour), None)


def said_as(word: str) -> list[str]:
    """The word and, of a colour, its other names, in its own script first and with its own
    article ("البني" is the bread's "الاسمر"; read afresh, "brown" would find the eggs)."""
    article = "ال" if word.startswith("ال") and len(word) > 4 else ""
    colour = colour_of(word)
    if colour is None:
        return [word]
    said = bare(word)
    others = sorted(colour - {said}, key=lambda other: (other.isascii() != said.isascii(), other))
    return [word, *(article + other for other in others)]


def of_colour(product: Record, colour: frozenset[str]) -> bool:
    """Whether a word of the product's names or keywords, as written, is a name of the colour
    (never a word sharing its letters: "ابيض" holds those of "بيض", eggs)."""
    texts = [*matching.name_texts(product), *matching.name_texts(product, "keywords")]
    return any(bare(word) in colour for text in texts for word in normalise(text).text.split())
