"""The goods a message says are had, beside others it asks for: "عندي بصل وثوم، بس العدس
والليمون", "i've got onions, only the lentils", "3indi basal bil bait bs il 3adas" (read
"عندي بصل بال بيت بس العدس").

The goods of the clause that says "I have" are the shopper's own, never goods to add: the
clause runs from its "have" to the next break ("," "." or "just"/"بس", which opens what is
wanted), and its words are read alone for what they name.
"""

from __future__ import annotations

import re

from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.skills.had_already import _HAVE, _THE_REST
from hub.assistant.brain.utterance import Utterance

# Where a clause ends: a stop, a comma, or "just"/"only"/"بس"/"فقط", which opens the wish
_BREAK = Pattern(r"[,.;!?،؛؟\n]|\b(?:just|only|but)\b|(?<!\w)(?:بس|فقط|لكن)(?!\w)", re.I)


def had_words(said: str) -> set[str]:
    """The topic words of the clauses of `said` that say they are had."""
    had: set[str] = set()
    for clause in _BREAK.split(said):
        if _HAVE.search(clause) is not None:
            had.update(Utterance(clause).topic)
    return had


def had_and_the_rest(said: str) -> bool:
    """Some goods said had and the rest of them wanted: "عندي بيض، حط الباقي بس"."""
    return _HAVE.search(said) is not None and _THE_REST.search(said) is not None
