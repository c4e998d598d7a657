"""Shared moves of the assistant route tests: send a turn, read it back, hold a turn open."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import Any

from hub.app import Hub
from hub.assistant.events import BrainEvent, TurnInput
from tests.client import Event, HubClient


@dataclass
class Turn:
    status: int
    events: list[Event]

    @property
    def names(self) -> list[str]:
        return [event.event for event in self.events]

    @property
    def conversation_id(self) -> str:
        return self.events[0].data["conversationId"]

    @property
    def end(self) -> dict[str, Any]:
        """The `message_end` message."""
        assert self.events[-1].event == "message_end", self.names
        return self.events[-1].data["message"]

    def of(self, name: str) -> list[Any]:
        return [event.data for event in self.events if event.event == name]

    @property
    def blocks(self) -> list[dict[str, Any]]:
        return [data["block"] for data in self.of("block")]

    def action(self, action_type: str | None = None) -> dict[str, Any]:
        """The one cart_action block of the turn (of `action_type` if given)."""
        actions = [
            block
            for block in self.end["blocks"]
            if block["kind"] == "cart_action"
            and (action_type is None or block["actionType"] == action_type)
        ]
        assert len(actions) == 1, self.end["blocks"]
        return actions[0]


def product_names(turn: Turn) -> list[str]:
    """The names on the turn's one `products` block, in the order shown."""
    [cards] = [b for b in turn.end["blocks"] if b["kind"] == "products"]
    return [p["name"] for p in cards["products"]]


async def send(
    client: HubClient,
    message: str,
    conversation_id: str | None = None,
    **auth: Any,
) -> Turn:
    body: dict[str, Any] = {"message": message}
    if conversation_id is not None:
        body["conversationId"] = conversation_id
    stream = await client.stream("POST", "/v1/assistant/messages", json=body, **auth)
    try:
        events = await stream.rest()
    finally:
        stream.close()
    return Turn(stream.status, events)


def every_assistant_call(
    conversation_id: str, message_id: str, action_id: str
) -> list[tuple[str, str, dict[str, Any] | None]]:
    """One call to each assistant route about one thread: (method, path, body)."""
    return [
        ("GET", "/v1/assistant/conversations", None),
        ("GET", f"/v1/assistant/conversations/{conversation_id}", None),
        ("POST", f"/v1/assistant/actions/{action_id}/confirm", None),
        ("POST", f"/v1/assistant/conversations/{conversation_id}/handoff", {}),
        ("POST", f"/v1/assistant/messages/{message_id}/feedback", {"feedback": "up"}),
        ("POST", "/v1/assistant/messages", {"message": "hello"}),
    ]


async def read(client: HubClient, conversation_id: str, **auth: Any) -> dict[str, Any]:
    reply = await client.get(f"/v1/assistant/conversations/{conversation_id}", **auth)
    assert reply.status == 200, reply.json
    return reply.results


async def confirm(client: HubClient, action_id: str, **auth: Any) -> Any:
    return await client.post(f"/v1/assistant/actions/{action_id}/confirm", **auth)


@dataclass
class HeldBrain:
    """The hub's brain, held at the start of every turn until `release()`.

    Records how many turns of one conversation ran at the same time, which must never be
    more than one.
    """

    inner: Any
    started: asyncio.Queue[str] = field(default_factory=asyncio.Queue)
    gate: asyncio.Event = field(default_factory=asyncio.Event)
    running: dict[str, int] = field(default_factory=dict)
    most_at_once: int = 0

    def release(self) -> None:
        self.gate.set()

    async def run_turn(self, turn: TurnInput) -> AsyncIterator[BrainEvent]:
        key = turn.conversation_id
        self.running[key] = self.running.get(key, 0) + 1
        self.most_at_once = max(self.most_at_once, self.running[key])
        try:
            self.started.put_nowait(turn.text)
            await self.gate.wait()
            async for event in self.inner.run_turn(turn):
                yield event
        finally:
            self.running[key] -= 1


def hold_turns(hub: Hub) -> HeldBrain:
    held = HeldBrain(hub.assistant.services.brain)
    hub.assistant.services.brain = held
    return held


class FailingBrain:
    """Says a little, then falls over: the turn must end with an `error` event."""

    async def run_turn(self, turn: TurnInput) -> AsyncIterator[BrainEvent]:
        from hub.assistant.events import TextDelta, ToolFinished, ToolStarted

        yield ToolStarted("search_products", "call_1")
        yield ToolFinished("search_products", "call_1", False)
        yield TextDelta("Let me ")
        raise RuntimeError("the brain fell over")
