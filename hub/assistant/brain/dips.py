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
