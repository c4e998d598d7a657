"""Questions of a text alone, answered once a turn for each text.

A question of a text alone (no turn, no store, no clock) is asked of the same message or
clause by several readings ("a need said", "a budget", "its clauses"); its answer cannot
change at all, so it is kept for the whole turn, and let go when the next one starts
(`new_turn`): a message met again is read afresh, as one never seen. It knows nothing of a
turn, so the modules that read a text (the utterance among them) may use it.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, TypeVar

T = TypeVar("T")

_texts_kept: list[dict[str, Any]] = []
_MOST_TEXTS = 64  # outside a turn (a bench's loop, a test), the texts of a message or two


def of_a_text(question: Callable[[str], T]) -> Callable[[str], T]:
    """`question`, a function of its text alone, answered once a turn for each text."""
    kept: dict[str, T] = {}
    _texts_kept.append(kept)

    @functools.wraps(question)
    def asked(text: str) -> T:
        try:
            return kept[text]
        except KeyError:
            pass
        if len(kept) >= _MOST_TEXTS:
            kept.clear()
        answer = kept[text] = question(text)
        return answer

    return asked


def new_turn() -> None:
    """A turn starts: its texts are read afresh, as a message never seen would be."""
    for kept in _texts_kept:
        kept.clear()
