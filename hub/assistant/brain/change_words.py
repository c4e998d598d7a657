"""Words of a request to change something, and emptying said in so many words.

Several shape readings (express, the cart's) tell a request from a question by these, so they
stand apart from every one of them.
"""

from __future__ import annotations

from hub.assistant.brain.utterance import Utterance


def says_to_empty(utterance: Utterance) -> bool:
    """Emptying said in so many words ("empty my cart", "فضي السلة", "remove everything"),
    the only ground for proposing to clear the cart."""
    return utterance.says_exactly("CLEAR") or (utterance.has("REMOVE") and utterance.has("ALL"))


def says_a_change(utterance: Utterance) -> bool:
    """Words of a request to change something, not of a question about it."""
    return utterance.has("ADD", "WANT", "TAKE", "USE", "NEGATION", "REMOVE", "CHANGE")
