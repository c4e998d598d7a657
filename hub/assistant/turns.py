"""One assistant turn: the brain's events relayed to the stream while the reply is assembled.

This runs inside the conversation actor, which owns the thread's state; here is only what a
turn does with the brain's events. Frames are pushed to the stream's `Subscriber` and never
awaited, so a slow or vanished client cannot hold the actor up: the handler writes them out
at its own pace and a closed connection just stops receiving. Each block is hydrated as it
arrives, and the same hydrated blocks make up the `message_end` message, so the end of the
stream shows exactly what the stream showed, and what was saved.
"""

from __future__ import annotations

import asyncio
import copy
import logging
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from hub.assistant.events import (
    BlockOut,
    Brain,
    Proposal,
    TextDelta,
    ToolFinished,
    ToolStarted,
    TurnInput,
)
from hub.assistant.hydration import hydrate_blocks
from hub.assistant.lanes import ThinkingLanes
from hub.assistant.records import estimate_tokens, new_action, now_utc
from hub.catalogue import Language
from hub.envelope import render_sse
from hub.errors import HubError, InternalError
from hub.metrics import HubMetrics
from hub.settings import HubSettings
from hub.store_settings import StoreSettings
from hub.storefront.port import Storefront
from storage.conversation_repository import ConversationRepository

log = logging.getLogger("hub.assistant")

Record = dict[str, Any]
Notify = Callable[[str, str, Record, str], Awaitable[None]]

TURN_SECONDS = 120.0  # a brain that has not finished by then is not going to
HISTORY_MESSAGES = 20  # earlier messages a brain is shown


@dataclass
class AssistantServices:
    """What every conversation actor of one hub shares."""

    repository: ConversationRepository
    brain: Brain
    storefront: Storefront
    settings: HubSettings
    store_settings: StoreSettings
    notify: Notify
    # Conversations created a moment ago, handed to their actor's first load so that a new
    # thread costs no read-back.
    fresh: dict[str, Record] = field(default_factory=dict)
    lanes: ThinkingLanes = field(default_factory=ThinkingLanes)
    metrics: HubMetrics = field(default_factory=HubMetrics)


def at_cap(settings: HubSettings, message_count: int, characters: int) -> bool:
    return (
        message_count >= settings.conversation_max_messages
        or estimate_tokens(characters) >= settings.conversation_max_tokens
    )


# -- the stream's side -----------------------------------------------------------------

_DONE = object()
_WAKE = object()


class Subscriber:
    """Frames of one turn on their way to one stream.

    The actor calls `send` (never blocks); the handler awaits `take`. `finish` marks that the
    actor is done with the request however it ended; `close` is the client going away.
    """

    __slots__ = ("_queue", "closed", "ended")

    def __init__(self) -> None:
        self._queue: asyncio.Queue[Any] = asyncio.Queue()
        self.closed = False
        self.ended = False  # a terminal frame (message_end or error) was sent

    def send(self, frame: str, *, terminal: bool = False) -> None:
        if terminal:
            self.ended = True
        if not self.closed:
            self._queue.put_nowait(frame)

    def finish(self) -> None:
        self._queue.put_nowait(_DONE)

    def close(self) -> None:
        if not self.closed:
            self.closed = True
            self._queue.put_nowait(_WAKE)

    async def take(self) -> tuple[list[str], bool]:
        """The frames queued now (waiting for at least one item), and whether the actor is done."""
        items = [await self._queue.get()]
        while not self._queue.empty():
            items.append(self._queue.get_nowait())
        frames = [item for item in items if isinstance(item, str)]
        return frames, any(item is _DONE for item in items)


# -- the turn --------------------------------------------------------------------------


@dataclass
class TurnProgress:
    """The turn in flight, as `/debug/actors` shows it."""

    conversation_id: str
    started: float = field(default_factory=time.time)
    user_message_id: str | None = None
    events: int = 0
    subscriber: Subscriber | None = None

    def describe(self) -> Record:
        return {
            "conversationId": self.conversation_id,
            "userMessageId": self.user_message_id,
            "runningMs": int((time.time() - self.started) * 1000),
            "events": self.events,
            "subscribed": self.subscriber is not None and not self.subscriber.closed,
        }


@dataclass
class TurnResult:
    content: str
    refs: list[Record]
    blocks: list[Record]  # hydrated, in order
    actions: dict[str, Record]  # created this turn, by id
    failure: HubError | None = None


async def relay_turn(
    services: AssistantServices,
    turn: TurnInput,
    progress: TurnProgress,
    subscriber: Subscriber,
) -> TurnResult:
    """Run the brain on `turn`, streaming as it goes; the brain failing is a result, not a raise.

    `turn.memory` is a copy: the caller adopts it only if the turn succeeds, so a brain that
    falls over halfway cannot leave half-updated memory behind.
    """
    deltas: list[str] = []
    result = TurnResult("", [], [], {})
    metrics = services.metrics
    brain = services.settings.brain or "embedded"

    def send(event: str, data: Record) -> None:
        progress.events += 1
        if progress.events == 1:
            waited = time.time() - progress.started
            metrics.turn_first_event_seconds.labels(brain=brain).observe(waited)
        subscriber.send(render_sse(event, data))

    async def show(ref: Record) -> None:
        result.refs.append(ref)
        for block in await hydrate_blocks(
            [ref],
            storefront=services.storefront,
            owner=turn.owner,
            language=turn.language,
            actions=result.actions,
        ):
            result.blocks.append(block)
            send("block", {"block": block})

    try:
        async with asyncio.timeout(TURN_SECONDS), services.lanes.lane() as lane:
            async for event in services.brain.run_turn(turn):
                await lane.pause()
                if isinstance(event, TextDelta):
                    if event.text:
                        deltas.append(event.text)
                        send("text_delta", {"delta": event.text})
                elif isinstance(event, ToolStarted):
                    send("tool_start", {"name": event.name, "callId": event.call_id})
                elif isinstance(event, ToolFinished):
                    send("tool_end", {"name": event.name, "callId": event.call_id, "ok": event.ok})
                elif isinstance(event, BlockOut):
                    await show(dict(event.block))
                elif isinstance(event, Proposal):
                    action = new_action(
                        turn.conversation_id,
                        turn.owner,
                        event.mutation,
                        now_utc(),
                        services.settings.confirm_window_seconds,
                    )
                    await services.repository.add_action(action)
                    result.actions[action["_id"]] = action
                    await show({"kind": "cart_action", "actionId": action["_id"]})
    except Exception as exc:
        if isinstance(exc, HubError) and exc.status_message == "SERVICE_UNAVAILABLE":
            result.failure = exc
        else:
            log.exception("the brain failed a turn of %s", turn.conversation_id)
            result.failure = InternalError()
    result.content = "".join(deltas)
    if result.failure is None:
        outcome = "answered"
    elif result.failure.status_message == "SERVICE_UNAVAILABLE":
        outcome = "unavailable"
    else:
        outcome = "failed"
    metrics.turns.labels(brain=brain, outcome=outcome).inc()
    metrics.turn_seconds.labels(brain=brain).observe(time.time() - progress.started)
    return result


def turn_input(
    text: str,
    language: Language,
    owner: str,
    customer_id: str | None,
    conversation_id: str,
    memory: Record,
    history: list[Record],
) -> TurnInput:
    return TurnInput(
        text=text,
        language=language,
        owner=owner,
        customer_id=customer_id,
        conversation_id=conversation_id,
        memory=copy.deepcopy(memory),
        history=[dict(entry) for entry in history[-HISTORY_MESSAGES:]],
    )
