"""What a brain says during a turn, and the stored form of the blocks it produces.

A brain is anything that turns one shopper message plus the conversation's memory into a
sequence of `BrainEvent`s. The conversation actor relays them to the stream, stores the
finished assistant message, and turns each `Proposal` into a pending cart action.

Blocks are stored as references, not snapshots, so a later read shows current names,
prices, stock and action status. Each kind's stored form, client form and rendering live in
its module of `hub.assistant.blocks`; `hub.assistant.hydration` renders a message's blocks.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import Any, Protocol

from hub.catalogue import Language
from hub.storefront.port import CartMutation


@dataclass(frozen=True, slots=True)
class TextDelta:
    """A piece of the assistant's prose; the turn's deltas joined are its `content`."""

    text: str


@dataclass(frozen=True, slots=True)
class ToolStarted:
    name: str
    call_id: str


@dataclass(frozen=True, slots=True)
class ToolFinished:
    name: str
    call_id: str
    ok: bool


@dataclass(frozen=True, slots=True)
class BlockOut:
    """A block in its stored (reference) form."""

    block: dict[str, Any]


@dataclass(frozen=True, slots=True)
class Proposal:
    """A cart or delivery change offered to the owner; nothing changes until they confirm.

    `supersedes`: the shopper changed their mind about what was just offered ("actually make
    it 4"), so the conversation's pending proposals are cancelled before this one is offered:
    confirming an old one then says it was cancelled instead of changing the cart twice.
    """

    mutation: CartMutation
    supersedes: bool = False


@dataclass(frozen=True, slots=True)
class Withdrawn:
    """The shopper took back what was just offered ("remove that", "never mind") before
    confirming it: the conversation's pending proposals are cancelled, nothing is offered."""


@dataclass(frozen=True, slots=True)
class HandedOff:
    """A support ticket was opened this turn: the thread becomes `handed_off` once the
    reply is saved. `ticket` is `{ticketId, ticketNumber}`."""

    ticket: dict[str, Any]


@dataclass(frozen=True, slots=True)
class Usage:
    """Tokens a model spent on the turn (its prompts and its replies), counted against the
    thread's token cap instead of the hub's estimate."""

    tokens: int


BrainEvent = (
    TextDelta | ToolStarted | ToolFinished | BlockOut | Proposal | Withdrawn | HandedOff | Usage
)


@dataclass
class TurnInput:
    """One shopper message and what the brain may know about the conversation.

    `memory` belongs to the brain: it may read and change it in place (for example the
    products it last showed, so "add two of those" resolves); the actor persists it with the
    conversation after the turn. `history` is the earlier messages, oldest first, as
    `{role, content}`.
    """

    text: str
    language: Language
    owner: str
    customer_id: str | None
    conversation_id: str
    memory: dict[str, Any] = field(default_factory=dict)
    history: list[dict[str, Any]] = field(default_factory=list)


class Brain(Protocol):
    def run_turn(self, turn: TurnInput) -> AsyncIterator[BrainEvent]:
        """The turn's events, in order. Raising ends the turn with an `error` event."""
        ...
