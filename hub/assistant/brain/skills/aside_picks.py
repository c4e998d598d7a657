""" "put it in the cart, the unsalted one", "حطها بالسلة، اللي بدون ملح": "it" said of a
list just shown, and the pick said after it as an aside, are one product, not two lines.

"add it and the second one" with one product in focus still adds two: only a pick set off
by a comma, or an "it" that points at nothing but the list, is read as the "it" itself.
"""

from __future__ import annotations

from hub.assistant.brain.turn import Turn
from hub.assistant.brain.utterance import Segment
from hub.text import words

# Words that join a second thing wanted, not a pick said of the first
_AND = frozenset({"and", "also", "too", "plus", "w", "wa", "و", "كمان", "بعد", "ويا", "مع"})


def _bare_it(segment: Segment) -> bool:
    bare = not segment.topic and segment.ordinal is None and segment.quantity is None
    return segment.refers_back and bare


def _a_pick(segment: Segment) -> bool:
    return (bool(segment.topic) or segment.ordinal is not None) and segment.quantity is None


def _set_off(text: str) -> bool:
    """The pick follows a comma, with no "and" anywhere joining a second thing."""
    return ("," in text or "،" in text) and not set(words(text)) & _AND


def one_picked(turn: Turn, segments: list[Segment]) -> list[Segment]:
    """The pick alone, for "it" and the pick said beside it of the list just shown."""
    if len(segments) != 2 or not turn.shown():
        return segments
    it, pick = segments
    if not _bare_it(it) or not _a_pick(pick):
        return segments
    if turn.focus() is not None and not _set_off(turn.input.text):
        return segments
    return [Segment(None, pick.ordinal, pick.topic, pick.refers_back, pick.size)]
