"""One assistant turn: the brain's events relayed to the stream while the reply is assembled.

This runs inside the conversation actor, which owns the thread's state; here is only what a
turn does with the brain's events. Events go to the turn's `TurnLog`, which frames them and
queues them for every attached stream without waiting, so a slow or vanished client cannot
hold the actor up. Each block is hydrated as it arrives, and the same hydrated blocks make up
the `message_end` message, so the end of the stream shows exactly what the stream showed,
and what was saved.

The actor holds the turn in flight as a `TurnProgress`, so that a returning client can
attach to its log and the owner can stop it, by urgent messages that do not wait behind the
turn in the actor's mailbox. Stopping cancels the brain (and with it any request to a model
server); what was said and shown until then is the reply, saved as stopped.
"""

from __future__ import annotations

import asyncio
import copy
import logging
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field

from hub.assistant.events import (
    BlockOut,
    Brain,
    HandedOff,
    Proposal,
    TextDelta,
    ToolFinished,
    ToolStarted,
    TurnInput,
    Usage,
    Withdrawn,
)
from hub.assistant.hydration import hydrate_blocks
from hub.assistant.records import estimate_tokens, new_action, now_utc
from hub.assistant.turn_log import TurnLog
from hub.catalogue import Language
from hub.errors import HubError, InternalError
from hub.metrics import HubMetrics
from hub.record import Record
from hub.settings import HubSettings
from hub.store_settings import StoreSettings
from hub.storefront.port import Storefront
from storage.conversation_records import CartAction, Conversation, TicketRef, Utterance
from storage.conversation_repository import ConversationRepository

log = logging.getLogger("hub.assistant")

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
    metrics: HubMetrics
    # New threads, by id: the service names them, and their actor's first load stores them
    # (the actor is the thread's only writer) instead of reading them back.
    opening: dict[str, Conversation] = field(default_factory=dict)

    @property
    def brain_label(self) -> str:
        return self.settings.brain or "embedded"

    @property
    def brain_calls_a_model(self) -> bool:
        return self.settings.brain == "llm"


def at_cap(settings: HubSettings, message_count: int, characters: int, tokens: int = 0) -> bool:
    """Whether the thread is full: by messages, or by tokens (the model's count when it
    reports one, else about four characters a token)."""
    return (
        message_count >= settings.conversation_max_messages
        or max(estimate_tokens(characters), tokens) >= settings.conversation_max_tokens
    )


# -- the turn --------------------------------------------------------------------------


@dataclass
class TurnProgress:
    """The turn in flight: its log, its owner, and the handles to stop it."""

    conversation_id: str
    owner: str
    log: TurnLog
    started: float = field(default_factory=time.time)
    user_message_id: str | None = None
    events: int = 0
    stopped: bool = False
    task: asyncio.Future[TurnResult] | None = None
    # The message_end message once the reply is saved (None if the turn ended in an error).
    done: asyncio.Future[Record | None] = field(
        default_factory=lambda: asyncio.get_running_loop().create_future()
    )

    @property
    def message_id(self) -> str:
        return self.log.message_id

    def stop(self) -> None:
        """Cancel the brain (or keep it from starting); the actor saves what the turn said
        so far, marked stopped. Too late once the brain has finished: the reply stands."""
        if self.task is None:
            self.stopped = True
        elif not self.task.done():
            self.stopped = True
            self.task.cancel()

    def describe(self) -> Record:
        return {
            "conversationId": self.conversation_id,
            "messageId": self.message_id,
            "userMessageId": self.user_message_id,
            "runningMs": int((time.time() - self.started) * 1000),
            "events": self.events,
            "subscribed": self.log.watching > 0,
        }


@dataclass
class TurnResult:
    content: str
    refs: list[Record]
    blocks: list[Record]  # hydrated, in order
    actions: dict[str, CartAction]  # created this turn, by id
    failure: HubError | None = None
    stopped: bool = False
    tokens: int = 0  # reported by the brain (a model's completion tokens), 0 if none
    ticket: TicketRef | None = None  # a support ticket opened this turn


async def relay_turn(
    services: AssistantServices,
    turn: TurnInput,
    progress: TurnProgress,
    after: asyncio.Future[None] | None = None,
) -> TurnResult:
    """Run the brain on `turn`, streaming as it goes; the brain failing is a result, not a raise.

    The brain starts at once; its first event waits for `after` (the stored user message's
    event), so the stream's order never depends on which finishes first.

    `turn.memory` is a copy: the caller adopts it only if the turn succeeds, so a brain that
    falls over halfway cannot leave half-updated memory behind.
    """
    deltas: list[str] = []
    result = TurnResult("", [], [], {})
    brain_label = services.brain_label
    began = time.perf_counter()

    def send(event: str, data: Record) -> None:
        if progress.events == 0:
            services.metrics.turn_first_event_seconds.labels(brain=brain_label).observe(
                time.perf_counter() - began
            )
        progress.events += 1
        progress.log.emit(event, data)

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
        async with asyncio.timeout(TURN_SECONDS):
            async for event in services.brain.run_turn(turn):
                if after is not None and not after.done():
                    await after
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
                    if event.supersedes:
                        await services.repository.cancel_pending(turn.conversation_id, now_utc())
                    action = new_action(
                        turn.conversation_id,
                        turn.owner,
                        event.mutation,
                        now_utc(),
                        services.settings.confirm_window_seconds,
                    )
                    await services.repository.add_action(action)
                    result.actions[action.id] = action
                    await show({"kind": "cart_action", "actionId": action.id})
                elif isinstance(event, Withdrawn):
                    await services.repository.cancel_pending(turn.conversation_id, now_utc())
                elif isinstance(event, HandedOff):
                    result.ticket = TicketRef.of(event.ticket)
                elif isinstance(event, Usage):
                    result.tokens += event.tokens
    except asyncio.CancelledError:
        if not progress.stopped:
            raise
        result.stopped = True
    except Exception as exc:
        if isinstance(exc, HubError) and exc.status_message == "SERVICE_UNAVAILABLE":
            result.failure = exc
        else:
            log.exception("the brain failed a turn of %s", turn.conversation_id)
            result.failure = InternalError()
    result.content = "".join(deltas)
    return result


def turn_input(
    text: str,
    language: Language,
    owner: str,
    customer_id: str | None,
    conversation_id: str,
    memory: Record,
    history: list[Utterance],
) -> TurnInput:
    return TurnInput(
        text=text,
        language=language,
        owner=owner,
        customer_id=customer_id,
        conversation_id=conversation_id,
        memory=copy.deepcopy(memory),
        history=[{"role": u.role, "content": u.content} for u in history[-HISTORY_MESSAGES:]],
    )
