"""The conversation actor: one per thread, the only writer of that thread.

It owns the thread's state machine (`active` -> `closed` at a cap, `active` -> `handed_off`
on handoff or when the brain opened a ticket) and the turn in flight. Because an actor handles one
message at a time and a turn is one message, two sends on one thread never interleave: the
second waits in the mailbox and starts when the first has been saved. Confirms go through
the same mailbox, so a double click finds the action already confirmed instead of applying
it twice.

A turn does not depend on its client: events go to the turn's log, from which any number
of streams read (the one that sent it, and any that re-attach), and the turn carries on, and
is saved, if nobody is reading any more. Re-attaching (`WatchTurn`) and stopping
(`StopTurn`) are urgent messages: the actor answers them at once, while the turn itself is
still the message in progress, and they only attach a reader or flag the turn stopped.

A new thread is created by its own actor: the service names it and hands its first
document over (`AssistantServices.opening`), and the actor stores it as it loads, before
the turn that opened it.
"""

from __future__ import annotations

import asyncio
import logging
import time
from dataclasses import dataclass, replace
from datetime import datetime
from enum import Enum
from typing import Any

from actors.runtime import LoopActor, Urgent
from hub.assistant.hydration import hydrate_blocks
from hub.assistant.records import (
    effective_status,
    estimate_tokens,
    iso,
    mutation_of,
    new_message,
    now_utc,
    render_message,
)
from hub.assistant.turn_log import Subscriber, TurnLog
from hub.assistant.turns import (
    HISTORY_MESSAGES,
    AssistantServices,
    TurnProgress,
    TurnResult,
    at_cap,
    relay_turn,
    turn_input,
)
from hub.auth import customer_of
from hub.catalogue import Language, say
from hub.errors import Forbidden, NotFound, ServiceUnavailable, ValidationFailed
from hub.ids import new_id
from hub.record import Record
from storage.conversation_records import (
    Conversation,
    ConversationUpdate,
    StoredMessage,
    TicketRef,
    Utterance,
)

log = logging.getLogger("hub.assistant")


KIND = "conversation"
SAVE_ATTEMPTS = 3


def conversation_key(conversation_id: str) -> str:
    return f"{KIND}:{conversation_id}"


class TurnOutcome(Enum):
    ANSWERED = "answered"
    NOT_ACTIVE = "not_active"  # the thread is closed or handed off: start a new one


@dataclass(frozen=True, slots=True)
class RunTurn:
    text: str
    language: Language
    owner: str
    customer_id: str | None
    subscriber: Subscriber


@dataclass(frozen=True, slots=True)
class ConfirmAction:
    action_id: str
    owner: str
    language: Language


@dataclass(frozen=True, slots=True)
class HandOff:
    owner: str
    language: Language
    subject: str | None = None
    category: str | None = None
    subcategory: str | None = None


@dataclass(frozen=True, slots=True)
class SetFeedback:
    """The owner's thumbs up or down (or neither) on one of the thread's assistant messages."""

    message_id: str
    owner: str
    feedback: str | None


@dataclass(frozen=True, slots=True)
class WatchTurn(Urgent):
    """Attach a stream to the turn in flight, after the event `seen` (message id, sequence)
    when it is that turn's; answers False when no turn is in flight."""

    subscriber: Subscriber
    seen: tuple[str, int] | None


@dataclass(frozen=True, slots=True)
class StopTurn(Urgent):
    """Stop the turn in flight; answers the future of its saved reply, or None."""


@dataclass(frozen=True, slots=True)
class OwnerChanged:
    """A guest signed in: the thread now belongs to the customer."""

    old_owner: str
    new_owner: str


class ConversationActor(LoopActor):
    kind = KIND

    def __init__(self, conversation_id: str, services: AssistantServices) -> None:
        super().__init__()
        self.conversation_id = conversation_id
        self.services = services
        self.owner = ""
        self.status = "loading"
        self.title = ""
        self.memory: Record = {}  # the brain's, free-form
        self.message_count = 0
        self.characters = 0
        self.tokens = 0
        self.version = 0
        self.ticket: TicketRef | None = None
        self.past: list[Utterance] = []
        self.turn: TurnProgress | None = None

    # -- lifecycle -------------------------------------------------------------------

    async def on_load(self) -> None:
        conversation = self.services.opening.pop(self.conversation_id, None)
        history: list[Utterance] = []
        if conversation is not None:  # a new thread: stored now, and no history to read back
            await self.services.repository.create_conversation(conversation)
        else:
            conversation = await self.services.repository.conversation(self.conversation_id)
            if conversation is None:
                raise NotFound()
            history = await self.services.repository.recent_messages(
                self.conversation_id, HISTORY_MESSAGES
            )
        self._adopt(conversation)
        self.past = history
        self.turn = None

    def _adopt(self, conversation: Conversation) -> None:
        self.owner = conversation.owner
        self.status = conversation.status
        self.title = conversation.title
        self.memory = dict(conversation.memory)
        self.message_count = conversation.message_count
        self.characters = conversation.char_count
        self.tokens = conversation.token_count
        self.version = conversation.version
        self.ticket = conversation.ticket

    def on_receive(self, message: Any) -> Any:
        if isinstance(message, RunTurn):
            return self._run_turn(message)
        if isinstance(message, ConfirmAction):
            return self._confirm(message)
        if isinstance(message, HandOff):
            return self._hand_off(message)
        if isinstance(message, SetFeedback):
            return self._set_feedback(message)
        if isinstance(message, OwnerChanged):
            return self._owner_changed(message)
        raise TypeError(f"{self} does not handle {type(message).__name__}")

    def on_urgent(self, message: Urgent) -> Any:
        turn = self.turn
        if isinstance(message, WatchTurn):
            if turn is None:
                return False
            seen = message.seen
            after = seen[1] if seen is not None and seen[0] == turn.message_id else 0
            turn.log.attach(message.subscriber, after)
            return True
        if isinstance(message, StopTurn):
            if turn is None:
                return None
            turn.stop()
            return turn.done
        return super().on_urgent(message)

    # -- observation -----------------------------------------------------------------

    def state_name(self) -> str:
        phase = super().state_name()
        return self.status if phase == "running" else phase

    def owned_by(self) -> str:
        return self.owner

    def subscriber_count(self) -> int:
        return self.turn.log.watching if self.turn is not None else 0

    def subscribers(self) -> list[dict[str, Any]]:
        return self.turn.log.described() if self.turn is not None else []

    def in_flight(self) -> dict[str, Any] | None:
        current = super().in_flight()
        if current is not None and self.turn is not None:
            current["turn"] = self.turn.describe()
        return current

    def is_idle(self) -> bool:
        return self.turn is None and super().is_idle()

    def describe_in_full(self) -> dict[str, Any]:
        """With how the assistant read the last message: why it proposed, searched or
        declined, with the scores that allowed it."""
        return {**super().describe_in_full(), "lastDecision": self.memory.get("decision")}

    # -- writing the conversation document -------------------------------------------

    async def _commit(self, update: ConversationUpdate) -> None:
        """Write with the version this actor last saw; on a clash, reload and write again.

        The only other writer is the guest merge (it changes `owner`), so the retry re-applies
        this actor's changes on top of the merged document.
        """
        repository = self.services.repository
        for _ in range(SAVE_ATTEMPTS):
            saved = await repository.save_conversation(self.conversation_id, self.version, update)
            if saved:
                self.version += 1
                self.message_count += update.messages
                self.characters += update.characters
                self.tokens += update.tokens
                if update.status is not None:
                    self.status = update.status
                if update.memory is not None:
                    self.memory = update.memory
                if update.ticket is not None:
                    self.ticket = update.ticket
                return
            await self._reload_keeping_memory()
        raise ServiceUnavailable()

    async def _reload_keeping_memory(self) -> None:
        """Take the stored thread as it is now (another writer changed it), but keep the
        brain memory this actor holds, which is newer than any stored copy."""
        conversation = await self.services.repository.conversation(self.conversation_id)
        if conversation is None:
            raise NotFound()
        memory = self.memory
        self._adopt(conversation)
        self.memory = memory

    # -- a turn ----------------------------------------------------------------------

    async def _check_owner(self, owner: str) -> None:
        """Forbidden unless `owner` owns the thread; a mismatch re-reads the owner first,
        since a guest merge made on another hub rewrites it without telling this actor."""
        if owner == self.owner:
            return
        await self._reload_keeping_memory()
        if owner != self.owner:
            raise Forbidden()

    async def _run_turn(self, message: RunTurn) -> TurnOutcome:
        await self._check_owner(message.owner)
        if self.status != "active":
            return TurnOutcome.NOT_ACTIVE
        services = self.services
        progress = self.turn = TurnProgress(self.conversation_id, self.owner, TurnLog(new_id()))
        progress.log.attach(message.subscriber)
        began = time.perf_counter()
        outcome = "failed"
        try:
            outcome = await self._answer(message, progress)
        finally:
            self.turn = None
            progress.log.close()
            if not progress.done.done():
                progress.done.set_result(None)
            label = services.brain_label
            services.metrics.turns.labels(brain=label, outcome=outcome).inc()
            decision = self.memory.get("decision")
            if isinstance(decision, dict) and decision.get("outcome"):
                services.metrics.assistant_decisions.labels(decision=decision["outcome"]).inc()
            services.metrics.turn_seconds.labels(brain=label).observe(time.perf_counter() - began)
        return TurnOutcome.ANSWERED

    async def _answer(self, message: RunTurn, progress: TurnProgress) -> str:
        """The whole turn; answers how it ended (`answered`, `stopped` or `failed`)."""
        stream = progress.log
        conversation_id = self.conversation_id
        user = new_message(conversation_id, self.message_count, "user", message.text, [], now_utc())
        turn = turn_input(
            message.text,
            message.language,
            self.owner,
            message.customer_id,
            conversation_id,
            self.memory,
            self.past,
        )
        if progress.stopped:  # stopped before the brain started
            await self._open_turn(user, progress)
            result = TurnResult("", [], [], {}, stopped=True)
        else:
            # The brain starts while the turn opens; its events wait for `user_message`.
            opened = asyncio.ensure_future(
                self._open_turn(user, progress, after_request=self.services.brain_calls_a_model)
            )
            progress.task = asyncio.ensure_future(
                relay_turn(self.services, turn, progress, after=opened)
            )
            try:
                await opened
            except BaseException:
                progress.task.cancel()
                await asyncio.wait([progress.task])
                raise
            result = await progress.task
        reply, blocks = await self._save_reply(message, progress, turn.memory, result)
        if result.failure is not None:
            stream.emit_error(result.failure, message.language)
            return "failed"
        rendered = render_message(reply, blocks)
        stream.emit(
            "message_end", {"conversationId": conversation_id, "message": rendered}, terminal=True
        )
        progress.done.set_result(rendered)
        return "stopped" if result.stopped else "answered"

    async def _open_turn(
        self, user: StoredMessage, progress: TurnProgress, *, after_request: bool = False
    ) -> None:
        """`message_start`, then the shopper's message stored and echoed as `user_message`.

        `after_request` (a model-backed brain started beside it): the writes to the shopper
        wait a loop turn, in which the brain's task writes its request on a kept connection,
        so that the model's request is on the wire first: each write is a system call and a
        wake-up of the client, and before the request they cost the turn about 0.4 ms on its
        way to the model. Both events then go out in one write, once the message is stored,
        whether or not the model has a slot for the turn: a second wake-up of the client is
        a second process the model's first token competes with for a core.
        """
        if after_request:
            await asyncio.sleep(0)
        log = progress.log
        start = ("message_start", {"conversationId": self.conversation_id})
        if not after_request:
            log.emit(*start)
        await self.services.repository.add_message(user)
        progress.user_message_id = user.id
        echo = (
            "user_message",
            {"conversationId": self.conversation_id, "message": render_message(user, [])},
        )
        if after_request:
            log.emit_together([start, echo])
        else:
            log.emit(*echo)

    async def _save_reply(
        self, message: RunTurn, progress: TurnProgress, memory: Record, result: TurnResult
    ) -> tuple[StoredMessage, list[Record]]:
        """Store the reply under the id its events carried, count it against the caps, and
        move the thread on (closed at a cap, handed off if the brain opened a ticket).
        Answers the stored reply and its blocks as they stand now."""
        repository = self.services.repository
        conversation_id = self.conversation_id
        refs = list(result.refs)
        if result.failure is not None:
            refs.append({"kind": "error", "code": result.failure.status_message})
        now = now_utc()
        reply = new_message(
            conversation_id,
            self.message_count + 1,
            "assistant",
            result.content,
            refs,
            now,
            message_id=progress.message_id,
            stream_events=progress.log.next_sequence,  # the sequence of the event ending it
            stopped=result.stopped,
        )
        await repository.add_message(reply)
        added = len(message.text) + len(result.content)
        # A model's own count covers the shopper's message too: it was part of the prompt.
        tokens = result.tokens or (
            estimate_tokens(len(message.text)) + estimate_tokens(len(result.content))
        )
        capped = at_cap(
            self.services.settings,
            self.message_count + 2,
            self.characters + added,
            self.tokens + tokens,
        )
        status = "handed_off" if result.ticket is not None else "closed" if capped else None
        update = ConversationUpdate(
            at=now,
            messages=2,
            characters=added,
            tokens=tokens,
            status=status,
            memory=memory if result.failure is None and not result.stopped else None,
            ticket=result.ticket,
        )
        await self._commit(update)
        self.past = [
            *self.past,
            Utterance("user", message.text),
            Utterance("assistant", result.content),
        ][-HISTORY_MESSAGES:]

        blocks = result.blocks
        if status is not None:
            cancelled = set(await repository.cancel_pending(conversation_id, now))
            blocks = [
                {**block, "status": "cancelled"}
                if block.get("kind") == "cart_action" and block.get("actionId") in cancelled
                else block
                for block in blocks
            ]
        if result.ticket is not None:
            await self._notify_ticket(result.ticket)
        return reply, blocks

    # -- confirm ---------------------------------------------------------------------

    async def _confirm(self, message: ConfirmAction) -> Record:
        services = self.services
        action = await services.repository.action(message.action_id)
        if action is None or action.conversation_id != self.conversation_id:
            raise NotFound()
        if action.owner != message.owner:
            raise Forbidden()
        now = now_utc()
        status = effective_status(action, now)
        if status == "expired":
            raise ValidationFailed(message_key="action_expired")
        if status == "cancelled":
            raise ValidationFailed(message_key="action_cancelled")
        if status == "pending":
            if services.store_settings.maintenance:
                raise ValidationFailed(message_key="store_closed")
            await services.storefront.apply(action.owner, mutation_of(action))
            await services.repository.move_action(action.id, "pending", "confirmed", now)
            action = replace(action, status="confirmed")
        blocks = await hydrate_blocks(
            [{"kind": "cart_summary"}, {"kind": "cart_action", "actionId": action.id}],
            storefront=services.storefront,
            owner=action.owner,
            language=message.language,
            actions={action.id: action},
        )
        return {"message": say("action_confirmed", message.language), "blocks": blocks}

    # -- handoff ---------------------------------------------------------------------

    async def _hand_off(self, message: HandOff) -> Record:
        await self._check_owner(message.owner)
        if self.status == "handed_off" and self.ticket is not None:
            return self._handoff_reply(self.ticket, message.language, created=False)
        if self.status != "active":
            raise ValidationFailed(message_key="conversation_closed")
        services = self.services
        transcript: list[Record] = [
            {"role": m.role, "content": m.content, "createdAt": iso(m.created_at)}
            for m in await services.repository.messages(self.conversation_id)
        ]
        ticket = await services.storefront.create_ticket(
            self.owner,
            self.conversation_id,
            message.subject or self.title,
            message.category,
            message.subcategory,
            transcript,
        )
        record = TicketRef(ticket.ticketId, ticket.ticketNumber)
        now = now_utc()
        note = say("handoff_started", message.language, ticketNumber=ticket.ticketNumber)
        block = {
            "kind": "handoff",
            "ticketId": ticket.ticketId,
            "ticketNumber": ticket.ticketNumber,
        }
        system = new_message(self.conversation_id, self.message_count, "system", note, [block], now)
        await services.repository.add_message(system)
        await self._commit(
            ConversationUpdate(
                at=now, messages=1, characters=len(note), status="handed_off", ticket=record
            )
        )
        self.past = [*self.past, Utterance("system", note)][-HISTORY_MESSAGES:]
        await services.repository.cancel_pending(self.conversation_id, now)
        await self._notify_ticket(record)
        return self._handoff_reply(record, message.language, created=True)

    async def _notify_ticket(self, ticket: TicketRef) -> None:
        customer_id = customer_of(self.owner)
        if customer_id is None:
            return
        try:
            await self.services.notify(
                customer_id,
                "support.ticket_created",
                {
                    "ticketId": ticket.ticket_id,
                    "ticketNumber": ticket.ticket_number,
                    "conversationId": self.conversation_id,
                },
                f"ticket:{ticket.ticket_id}",
            )
        except Exception:
            # The ticket exists and the thread says so; a missing inbox row is not worth
            # failing the handoff over.
            log.exception("could not notify %s of ticket %s", customer_id, ticket.ticket_number)

    @staticmethod
    def _handoff_reply(ticket: TicketRef, language: Language, *, created: bool) -> Record:
        return {
            "ticketId": ticket.ticket_id,
            "ticketNumber": ticket.ticket_number,
            "message": say("handoff_started", language, ticketNumber=ticket.ticket_number),
            "created": created,
        }

    # -- feedback --------------------------------------------------------------------

    async def _set_feedback(self, message: SetFeedback) -> datetime:
        """Answers when it was set: the message's new `updatedAt`."""
        await self._check_owner(message.owner)
        now = now_utc()
        await self.services.repository.set_feedback(message.message_id, message.feedback, now)
        return now

    # -- merge -----------------------------------------------------------------------

    async def _owner_changed(self, message: OwnerChanged) -> None:
        if self.owner != message.old_owner:
            return
        repository = self.services.repository
        # Actions proposed by a turn that was in flight during the merge still name the guest.
        await repository.reassign_actions(
            [self.conversation_id], message.old_owner, message.new_owner
        )
        await self._reload_keeping_memory()
