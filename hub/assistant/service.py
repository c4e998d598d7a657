"""What the assistant routes ask of the hub: one object per hub, reached as `hub.assistant`.

It owns the conversation actors' keys (`conversation:<id>`), the messages sent to them and
how long a caller waits, so handlers name a thread and an intent, never an actor. Every
write to a thread goes through its actor: a new thread, a turn, a confirm, a handoff,
feedback. Reads (the list, a thread, the checks before a write) go to storage directly,
since they change nothing and should not wait behind a turn in flight; re-attaching to a
turn and stopping it are urgent messages, answered while the turn runs.
"""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from dataclasses import replace
from typing import Any

import pykka

from actors.directory import ActorDirectory
from actors.runtime import Urgent, ask
from hub.assistant.conversation import (
    KIND,
    ConfirmAction,
    ConversationActor,
    HandOff,
    OwnerChanged,
    RunTurn,
    SetFeedback,
    StopTurn,
    TurnOutcome,
    WatchTurn,
    conversation_key,
)
from hub.assistant.records import (
    action_ids_in,
    effective_actions,
    hydrate_message,
    new_conversation,
    now_utc,
    render_conversation,
    render_list_item,
)
from hub.assistant.turn_log import Subscriber, event_id, parse_event_id
from hub.assistant.turns import TURN_SECONDS, AssistantServices
from hub.auth import Caller
from hub.catalogue import Language, say
from hub.envelope import render_pagination, render_sse
from hub.errors import Forbidden, NotFound, invalid
from hub.ids import is_id
from hub.record import Record
from storage.conversation_records import Conversation, StoredMessage
from storage.conversation_repository import ConversationRepository

MERGE_MEMORY = 10_000  # guest keys remembered as merged; older ones are simply merged again
STOP_WAIT_SECONDS = 10.0  # how long a stop waits for the partial reply to be saved
# How long a caller waits for the thread's actor. A message may queue behind the turn in
# flight (the brain has TURN_SECONDS) and its saves; a turn may queue behind one more turn.
ASK_SECONDS = TURN_SECONDS + 30.0
TURN_ASK_SECONDS = 2 * TURN_SECONDS + 30.0
URGENT_ASK_SECONDS = 5.0  # an urgent message is answered at once; this only bounds a stuck loop


class Assistant:
    def __init__(self, services: AssistantServices, directory: ActorDirectory) -> None:
        self.services = services
        self.repository: ConversationRepository = services.repository
        self.directory = directory
        # guest key -> customers it was merged onto since the guest last made something
        self._merged: OrderedDict[str, set[str]] = OrderedDict()
        directory.register_kind(KIND, self._actor)

    def _actor(self, conversation_id: str) -> ConversationActor:
        return ConversationActor(conversation_id, self.services)

    # -- turns -----------------------------------------------------------------------

    def start_turn(
        self,
        conversation_id: str | None,
        text: str,
        caller: Caller,
        language: Language,
        subscriber: Subscriber,
    ) -> asyncio.Future[TurnOutcome]:
        """The turn as a future; its frames arrive on `subscriber`, then `finish()`. With no
        `conversation_id`, the turn opens a new thread (its actor stores it first).

        The turn is in the actor's mailbox when this returns (`ActorDirectory.ask_now`):
        the way to the model waits for no task to deliver it. The future is retrieved by its
        own callback, so a client that went away (and so never looks at it) leaves no
        "exception was never retrieved" behind.
        """
        if conversation_id is None:
            conversation_id = self._open(caller.owner, text)
        turn = RunTurn(text, language, caller.owner, caller.customer_id, subscriber)
        future = self.directory.ask_now(conversation_key(conversation_id), turn, TURN_ASK_SECONDS)

        def done(f: asyncio.Future[TurnOutcome]) -> None:
            if not f.cancelled():
                f.exception()
            subscriber.finish()

        future.add_done_callback(done)
        return future

    def _open(self, owner: str, first_message: str) -> str:
        """A new thread's id; its document goes to its actor, which stores it as it loads."""
        conversation = new_conversation(owner, first_message, now_utc())
        self.services.opening[conversation.id] = conversation
        if owner.startswith("guest:"):
            self.guest_made_something(owner.removeprefix("guest:"))
        return conversation.id

    async def _ask_live(self, conversation_id: str, message: Urgent) -> Any:
        """An urgent message to the thread's actor if it is live on this hub (a turn is only
        ever in flight on a live actor); None when there is none."""
        ref = self.directory.get(conversation_key(conversation_id))
        if ref is None:
            return None
        try:
            return await ask(ref, message, URGENT_ASK_SECONDS)
        except pykka.ActorDeadError:
            return None

    async def attach(
        self, conversation_id: str, caller: Caller, language: Language, last_event_id: str | None
    ) -> Subscriber:
        """A stream of the conversation's turn: the turn in flight from after `last_event_id`
        (its events so far, then live), or with none in flight, the last assistant message
        as one `message_end` (nothing if the client's last event was that one's end)."""
        await self._owned(conversation_id, caller)
        subscriber = Subscriber()
        seen = parse_event_id(last_event_id)
        if await self._ask_live(conversation_id, WatchTurn(subscriber, seen)):
            return subscriber
        messages = await self.repository.messages(conversation_id)
        last = next((m for m in reversed(messages) if m.role == "assistant"), None)
        if last is not None:
            end = last.stream_events or 1
            if seen is None or seen[0] != last.id or seen[1] < end:
                [message] = await self._hydrated([last], caller.owner, language)
                data = {"conversationId": conversation_id, "message": message}
                subscriber.send(
                    render_sse("message_end", data, event_id(last.id, end)), terminal=True
                )
        subscriber.finish()
        return subscriber

    async def stop(self, conversation_id: str, caller: Caller, language: Language) -> Record:
        """Stop the turn in flight and answer with its saved (partial) reply; with none in
        flight, say so: stopping twice, or after the end, is not an error."""
        await self._owned(conversation_id, caller)
        return await self.stop_turn(conversation_id, language)

    async def stop_turn(self, conversation_id: str, language: Language) -> Record:
        """Stop the turn in flight on this hub, whoever owns the thread: the owner's stop
        above, and an operator's from the inspector (`POST /debug/actors/<key>/stop`)."""
        done: asyncio.Future[Record | None] | None = await self._ask_live(
            conversation_id, StopTurn()
        )
        if done is None:
            return {"stopped": False, "message": say("nothing_running", language), "reply": None}
        reply = await asyncio.wait_for(asyncio.shield(done), STOP_WAIT_SECONDS)
        stopped = bool(reply and reply.get("stopped"))
        return {
            "stopped": stopped,
            "message": say("turn_stopped" if stopped else "nothing_running", language),
            "reply": reply,
        }

    async def _owned(self, conversation_id: str, caller: Caller) -> Conversation:
        if not is_id(conversation_id):
            raise NotFound()
        conversation = await self.repository.conversation(conversation_id)
        if conversation is None:
            raise NotFound()
        if conversation.owner != caller.owner:
            raise Forbidden()
        return conversation

    # -- owner actions ---------------------------------------------------------------

    async def confirm(self, action_id: str, caller: Caller, language: Language) -> Record:
        action = await self.repository.action(action_id)
        if action is None:
            raise NotFound()
        if action.owner != caller.owner:
            raise Forbidden()
        if caller.is_guest and caller.guest_key is not None:
            self.guest_made_something(caller.guest_key)
        confirmed: Record = await self.directory.ask(
            conversation_key(action.conversation_id),
            ConfirmAction(action_id, caller.owner, language),
            ASK_SECONDS,
        )
        return confirmed

    async def hand_off(
        self,
        conversation_id: str,
        caller: Caller,
        language: Language,
        *,
        subject: str | None = None,
        category: str | None = None,
        subcategory: str | None = None,
    ) -> Record:
        if not is_id(conversation_id):
            raise NotFound()
        handed_off: Record = await self.directory.ask(
            conversation_key(conversation_id),
            HandOff(caller.owner, language, subject, category, subcategory),
            ASK_SECONDS,
        )
        return handed_off

    async def set_feedback(
        self, message_id: str, caller: Caller, feedback: str | None, language: Language
    ) -> Record:
        message = await self.repository.message(message_id)
        if message is None:
            raise NotFound()
        conversation = await self.repository.conversation(message.conversation_id)
        if conversation is None:
            raise NotFound()
        if conversation.owner != caller.owner:
            raise Forbidden()
        if message.role != "assistant":
            raise invalid("messageId", "feedback_assistant_only")
        now = await self.directory.ask(
            conversation_key(message.conversation_id),
            SetFeedback(message_id, caller.owner, feedback),
            ASK_SECONDS,
        )
        message = replace(message, feedback=feedback, updated_at=now)
        [rendered] = await self._hydrated([message], conversation.owner, language)
        return rendered

    # -- reads -----------------------------------------------------------------------

    async def list_conversations(self, caller: Caller, page: int, limit: int) -> Record:
        total = await self.repository.count_conversations(caller.owner)
        skip = (page - 1) * limit
        items = (
            await self.repository.list_conversations(caller.owner, skip=skip, limit=limit)
            if skip < total
            else []
        )
        return {
            "data": [render_list_item(item) for item in items],
            "pagination": render_pagination(total, page, limit),
        }

    async def read_conversation(
        self, conversation_id: str, caller: Caller, language: Language
    ) -> Record:
        conversation = await self.repository.conversation(conversation_id)
        if conversation is None:
            raise NotFound()
        if conversation.owner != caller.owner:
            raise Forbidden()
        messages = await self.repository.messages(conversation_id)
        return {
            "conversation": render_conversation(conversation),
            "messages": await self._hydrated(messages, conversation.owner, language),
        }

    async def _hydrated(
        self, messages: list[StoredMessage], owner: str, language: Language
    ) -> list[Record]:
        wanted = [aid for message in messages for aid in action_ids_in(message.blocks)]
        actions = effective_actions(await self.repository.actions_by_ids(wanted), now_utc())
        return [
            await hydrate_message(
                message,
                storefront=self.services.storefront,
                owner=owner,
                language=language,
                actions=actions,
            )
            for message in messages
        ]

    # -- a guest signs in -------------------------------------------------------------

    async def merge_guest(self, guest_key: str, customer_id: str, *, force: bool = False) -> int:
        """Move the guest's threads and cart onto the customer; the number of threads moved.

        Called by the internal merge route and by any route that sees both a valid bearer
        token and a valid guest key (the first request after OTP login). Moving a thread is
        one rewrite of its `owner` (and its actions' owner), guarded by the old owner, so
        merging twice moves nothing the second time. Each hub remembers the pairs it has
        merged, so the requests that follow a sign-in, which keep sending both credentials
        for a while, cost nothing; `force` (an operator's explicit request) skips that memory.
        """
        if not force and self.merged_already(guest_key, customer_id):
            return 0
        guest, customer = f"guest:{guest_key}", f"customer:{customer_id}"
        conversation_ids = await self.repository.conversation_ids_of(guest)
        moved = await self.repository.reassign(conversation_ids, guest, customer, now_utc())
        await self.services.storefront.merge_carts(guest, customer)
        # Live actors still hold the guest as owner; tell them, behind any turn they are running.
        for conversation_id in conversation_ids:
            ref = self.directory.get(conversation_key(conversation_id))
            if ref is not None:
                ref.tell(OwnerChanged(guest, customer))
        self.remember_merge(guest_key, customer_id)
        return moved

    def merged_already(self, guest_key: str, customer_id: str) -> bool:
        return customer_id in self._merged.get(guest_key, ())

    def remember_merge(self, guest_key: str, customer_id: str) -> None:
        self._merged.setdefault(guest_key, set()).add(customer_id)
        self._merged.move_to_end(guest_key)
        while len(self._merged) > MERGE_MEMORY:
            self._merged.popitem(last=False)

    def guest_made_something(self, guest_key: str) -> None:
        """The guest has a new thread or cart change: the next sign-in must merge again."""
        self._merged.pop(guest_key, None)
