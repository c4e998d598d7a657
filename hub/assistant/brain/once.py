"""Questions a turn asks of its message more than once, answered once while it is read.

A turn is read twice over before a skill answers it: whether it follows up what the
conversation showed (`EmbeddedBrain._intent`), then by the store's words and against the
conversation's state (`readings`), and both ask many of the same questions ("does it ask
the store's number", "a dish without a food", "a swap in a dish"). While it is read nothing
changes what such a question looks at (the message, the conversation as the turn found it,
the store), so its first answer is kept on the turn and given again. Once the turn is read
the answers are let go (`forget`): a skill changes the conversation as it answers, and asks
afresh.

A question of a text alone is kept by `text_once` instead, which needs no turn.
"""

from __future__ import annotations

import functools
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from hub.assistant.brain.turn import Turn

T = TypeVar("T")


def while_read(question: Callable[[Turn], T]) -> Callable[[Turn], T]:
    """`question` asked once while the turn is read."""

    @functools.wraps(question)
    def asked(turn: Turn) -> T:
        answers: dict[Any, Any] | None = turn.answers
        if answers is None:
            return question(turn)  # the turn is read: a skill asks afresh each time
        if question not in answers:
            answers[question] = question(turn)
        return answers[question]  # type: ignore[no-any-return]

    return asked


def while_read_async(question: Callable[[Turn], Awaitable[T]]) -> Callable[[Turn], Awaitable[T]]:
    """`while_read` for a question that looks something up in the store."""

    @functools.wraps(question)
    async def asked(turn: Turn) -> T:
        answers: dict[Any, Any] | None = turn.answers
        if answers is None:
            return await question(turn)
        if question not in answers:
            answers[question] = await question(turn)
        return answers[question]  # type: ignore[no-any-return]

    return asked


def forget(turn: Turn) -> None:
    """The turn is read: a skill answers it from here, and may change what is asked of, so
    nothing is kept from here on."""
    turn.answers = None
