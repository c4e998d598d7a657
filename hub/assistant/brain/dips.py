"""A dip asked for by its kind's word, "any vegan dip", "غموس نباتي", "dip 7ag 9ali7ati":
the goods that are dips name themselves by what they are made of (hummus, mutabbal, labneh),
so a search for the word finds only the few that hold it ("cheese dips") and a need kept
among those finds none, though the hummus keeps it."""

from __future__ import annotations

from hub.text import words

_DIP_WORDS = frozenset(words("dip dips dipping غموس غموسات ديب ديبس dib"))

# The dips a shop of the Gulf sells, each by a word its products hold
DIPS: tuple[str, ...] = (
    "hummus",
    "mutabbal",
    "moutabal",
    "baba ghanoush",
    "labneh",
    "salsa",
    "guacamole",
)


def names_a_dip(kind: list[str]) -> bool:
    """Whether the kind asked is dips themselves, by the word alone."""
    return len(kind) == 1 and kind[0] in _DIP_WORDS


def the_dip(kind: list[str]) -> list[str] | None:
    """The dip word of a kind that names one beside what it is for ("dip 7ag il chips",
    "ديب نباتي للحفله", "a dip for the crackers"): the dip is the kind asked, what it goes
    with or is for names none; None when no dip is named."""
    said = [word for word in kind if word in _DIP_WORDS or word.removeprefix("ال") in _DIP_WORDS]
    return said[:1] if said and len(said) < len(kind) else None
