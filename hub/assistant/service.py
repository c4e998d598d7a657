"""What the assistant routes ask of the hub: one object per hub, reached as `hub.assistant`.

Writes to a thread go through its conversation actor (`conversation:<id>`); reads (the list,
a thread, feedback on a saved message) go to storage directly, since they change nothing a
turn depends on and should not wait behind a turn in flight.
"""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from typing import TYPE_CHECKING

from actors.conversation import (
    KIND,
    ConfirmAction,
    ConversationActor,
    HandOff,
    RunTurn,
    TurnOutcome,
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
from hub.assistant.turns import AssistantServices
from hub.auth import Caller
from hub.catalogue import Language, say
from hub.envelope import render_pagination, render_sse
from hub.errors import Forbidden, NotFound, invalid
from hub.ids import is_id
from hub.record import Record
from storage.conversation_repository import ConversationRepository

if TYPE_CHECKING:
    from actors.directory import ActorDirectory


MERGE_MEMORY = 10_000  # guest keys remembered as merged; older ones are simply merged again
STOP_WAIT_SECONDS = 10.0  # how long a stop waits for the partial reply to be saved


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

    async def open_conversation(self, owner: str, first_message: str) -> str:
        conversation = new_conversation(owner, first_message, now_utc())
        await self.repository.create_conversation(conversation)
        self.services.fresh[conversation["_id"]] = conversation
        if owner.startswith("guest:"):
            self.guest_made_something(owner.removeprefix("guest:"))
        conversation_id: str = conversation["_id"]
        return conversation_id

    def start_turn(self, conversation_id: str, turn: RunTurn) -> asyncio.Future[TurnOutcome]:
        """The turn as a future; its frames arrive on `turn.subscriber`, then `finish()`.

        The future is retrieved by its own callback, so a client that went away (and so
        never looks at it) leaves no "exception was never retrieved" behind.
        """
        future = asyncio.ensure_future(self.directory.ask(conversation_key(conversation_id), turn))

        def done(f: asyncio.Future[TurnOutcome]) -> None:
            if not f.cancelled():
                f.exception()
            turn.subscriber.finish()

        future.add_done_callback(done)
        return future

    async def attach(
        self, conversation_id: str, caller: Caller, language: Language, last_event_id: str | None
    ) -> Subscriber:
        """A stream of the conversation's turn: the turn in flight from after `last_event_id`
        (its events so far, then live), or with none in flight, the last assistant message
        as one `message_end` (nothing if the client's last event was that one's end)."""
        await self._owned(conversation_id, caller)
        subscriber = Subscriber()
        seen = parse_event_id(last_event_id)
        progress = self.services.in_flight.get(conversation_id)
        if progress is not None:
            after = seen[1] if seen is not None and seen[0] == progress.message_id else 0
            progress.log.attach(subscriber, after)
            return subscriber
        messages = await self.repository.messages(conversation_id)
        last = next((m for m in reversed(messages) if m["role"] == "assistant"), None)
        if last is not None:
            end = int(last.get("streamEvents") or 1)
            if seen is None or seen[0] != last["_id"] or seen[1] < end:
                [message] = await self._hydrated([last], caller.owner, language)
                data = {"conversationId": conversation_id, "message": message}
                subscriber.send(
                    render_sse("message_end", data, event_id(last["_id"], end)), terminal=True
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
        progress = self.services.in_flight.get(conversation_id)
        if progress is None:
            return {"stopped": False, "message": say("nothing_running", language), "reply": None}
        progress.stop()
        reply = await asyncio.wait_for(asyncio.shield(progress.done), STOP_WAIT_SECONDS)
        stopped = bool(reply and reply.get("stopped"))
        return {
            "stopped": stopped,
            "message": say("turn_stopped" if stopped else "nothing_running", language),
            "reply": reply,
        }

    async def _owned(self, conversation_id: str, caller: Caller) -> Record:
        if not is_id(conversation_id):
            raise NotFound()
        conversation = await self.repository.conversation(conversation_id)
        if conversation is None:
            raise NotFound()
        if conversation["owner"] != caller.owner:
            raise Forbidden()
        return conversation

    # -- owner actions ---------------------------------------------------------------

    async def confirm(self, action_id: str, caller: Caller, language: Language) -> Record:
        action = await self.repository.action(action_id)
        if action is None:
            raise NotFound()
        if action["owner"] != caller.owner:
            raise Forbidden()
        if caller.is_guest and caller.guest_key is not None:
            self.guest_made_something(caller.guest_key)
        confirmed: Record = await self.directory.ask(
            conversation_key(action["conversationId"]),
            ConfirmAction(action_id, caller.owner, language),
        )
        return confirmed

    async def hand_off(
        self, conversation_id: str, caller: Caller, language: Language, fields: Record
    ) -> Record:
        if not is_id(conversation_id):
            raise NotFound()
        handed_off: Record = await self.directory.ask(
            conversation_key(conversation_id), HandOff(caller.owner, language, **fields)
        )
        return handed_off

    async def set_feedback(
        self, message_id: str, caller: Caller, feedback: str | None, language: Language
    ) -> Record:
        message = await self.repository.message(message_id)
        if message is None:
            raise NotFound()
        conversation = await self.repository.conversation(message["conversationId"])
        if conversation is None:
            raise NotFound()
        if conversation["owner"] != caller.owner:
            raise Forbidden()
        if message["role"] != "assistant":
            raise invalid("messageId", "feedback_assistant_only")
        now = now_utc()
        await self.repository.set_feedback(message_id, feedback, now)
        message = {**message, "feedback": feedback, "updatedAt": now}
        [rendered] = await self._hydrated([message], conversation["owner"], language)
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
        if conversation["owner"] != caller.owner:
            raise Forbidden()
        messages = await self.repository.messages(conversation_id)
        return {
            "conversation": render_conversation(conversation),
            "messages": await self._hydrated(messages, conversation["owner"], language),
        }

    async def _hydrated(
        self, messages: list[Record], owner: str, language: Language
    ) -> list[Record]:
        wanted = [aid for message in messages for aid in action_ids_in(message.get("blocks") or [])]
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

    # -- guest merge bookkeeping -----------------------------------------------------

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
