"""The assistant's storage for the embedded default: conversations, messages and actions in
process memory, indexed the way MongoDB's indexes serve `MongoConversationRepository`.

It keeps documents, mapped to and from the records by the same functions as the MongoDB
repository (`storage.conversation_records`), and copies them in and out, so a caller
changing what it read changes nothing stored, as with a database. Nothing survives a
restart.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime

from hub.ids import is_action_id, is_id
from storage.conversation_records import (
    CartAction,
    Conversation,
    ConversationSummary,
    ConversationUpdate,
    StoredMessage,
    Utterance,
    action_document,
    action_of,
    conversation_document,
    conversation_of,
    message_document,
    message_of,
    summary_of,
    update_fields,
)
from storage.documents import Document
from storage.memory import copy_document


class MemoryConversationRepository:
    def __init__(self) -> None:
        self._conversations: dict[str, Document] = {}
        self._by_owner: dict[str, dict[str, None]] = {}
        self._messages: dict[str, Document] = {}
        self._thread: dict[str, list[Document]] = {}  # by conversation, in `seq` order
        # The same messages as the brain's history: immutable, so built once and shared.
        self._said: dict[str, list[Utterance]] = {}
        self._actions: dict[str, Document] = {}
        self._actions_of: dict[str, list[Document]] = {}

    async def ensure_indexes(self) -> None:
        """Nothing to build: the dictionaries are the indexes."""

    # -- conversations ---------------------------------------------------------------

    def _own(self, owner: str, conversation_id: str) -> None:
        self._by_owner.setdefault(owner, {})[conversation_id] = None

    async def create_conversation(self, conversation: Conversation) -> None:
        document = copy_document(conversation_document(conversation))
        self._conversations[document["_id"]] = document
        self._own(document["owner"], document["_id"])

    async def conversation(self, conversation_id: str) -> Conversation | None:
        if not is_id(conversation_id):
            return None
        document = self._conversations.get(conversation_id)
        if document is None:
            return None
        return conversation_of({**document, "memory": copy_document(document["memory"])})

    def _owned(self, owner: str) -> list[Document]:
        return [self._conversations[i] for i in self._by_owner.get(owner, ())]

    async def list_conversations(
        self, owner: str, *, skip: int, limit: int
    ) -> list[ConversationSummary]:
        newest = sorted(
            self._owned(owner), key=lambda doc: (doc.get("lastMessageAt"), doc["_id"]), reverse=True
        )
        return [summary_of(doc) for doc in newest[skip : skip + limit]]

    async def count_conversations(self, owner: str) -> int:
        return len(self._by_owner.get(owner, ()))

    async def save_conversation(
        self, conversation_id: str, version: int, update: ConversationUpdate
    ) -> bool:
        document = self._conversations.get(conversation_id)
        if document is None or document.get("version") != version:
            return False
        set_fields, inc_fields = update_fields(update)
        for name, step in inc_fields.items():
            document[name] = document.get(name, 0) + step
        document.update(copy_document(set_fields))
        return True

    async def conversation_ids_of(self, owner: str) -> list[str]:
        return list(self._by_owner.get(owner, ()))

    async def reassign(
        self, conversation_ids: list[str], from_owner: str, to_owner: str, now: datetime
    ) -> int:
        moved = 0
        for conversation_id in dict.fromkeys(conversation_ids):
            document = self._conversations.get(conversation_id)
            if document is None or document["owner"] != from_owner:
                continue
            document.update(owner=to_owner, updatedAt=now, version=document["version"] + 1)
            self._by_owner[from_owner].pop(conversation_id, None)
            self._own(to_owner, conversation_id)
            moved += 1
        await self.reassign_actions(conversation_ids, from_owner, to_owner)
        return moved

    async def reassign_actions(
        self, conversation_ids: list[str], from_owner: str, to_owner: str
    ) -> None:
        for conversation_id in dict.fromkeys(conversation_ids):
            for action in self._actions_of.get(conversation_id, ()):
                if action["owner"] == from_owner:
                    action["owner"] = to_owner

    # -- messages --------------------------------------------------------------------

    async def add_message(self, message: StoredMessage) -> None:
        document = copy_document(message_document(message))
        self._messages[document["_id"]] = document
        thread = self._thread.setdefault(document["conversationId"], [])
        said = self._said.setdefault(document["conversationId"], [])
        thread.append(document)
        said.append(Utterance(message.role, message.content))
        if len(thread) > 1 and thread[-2]["seq"] > document["seq"]:
            thread.sort(key=lambda doc: doc["seq"])
            said[:] = [Utterance(doc["role"], doc["content"]) for doc in thread]

    async def messages(self, conversation_id: str) -> list[StoredMessage]:
        thread = self._thread.get(conversation_id, ())
        return [message_of({**m, "blocks": copy_document(m["blocks"])}) for m in thread]

    async def recent_messages(self, conversation_id: str, limit: int) -> list[Utterance]:
        return self._said.get(conversation_id, [])[-limit:] if limit > 0 else []

    async def message(self, message_id: str) -> StoredMessage | None:
        if not is_id(message_id):
            return None
        document = self._messages.get(message_id)
        if document is None:
            return None
        return message_of({**document, "blocks": copy_document(document["blocks"])})

    async def set_feedback(self, message_id: str, feedback: str | None, now: datetime) -> None:
        document = self._messages.get(message_id)
        if document is not None:
            document.update(feedback=feedback, updatedAt=now)

    # -- actions ---------------------------------------------------------------------

    async def add_action(self, action: CartAction) -> None:
        document = copy_document(action_document(action))
        self._actions[document["_id"]] = document
        self._actions_of.setdefault(document["conversationId"], []).append(document)

    async def action(self, action_id: str) -> CartAction | None:
        if not is_action_id(action_id):
            return None
        document = self._actions.get(action_id)
        return _action_of(document) if document is not None else None

    async def actions_of(self, conversation_id: str) -> list[CartAction]:
        return [_action_of(document) for document in self._actions_of.get(conversation_id, ())]

    async def actions_by_ids(self, action_ids: Iterable[str]) -> list[CartAction]:
        found = (self._actions.get(i) for i in dict.fromkeys(action_ids))
        return [_action_of(document) for document in found if document is not None]

    async def move_action(
        self, action_id: str, from_status: str, to_status: str, now: datetime
    ) -> bool:
        document = self._actions.get(action_id)
        if document is None or document["status"] != from_status:
            return False
        document.update(status=to_status, updatedAt=now)
        return True

    async def cancel_pending(self, conversation_id: str, now: datetime) -> list[str]:
        cancelled = []
        for action in self._actions_of.get(conversation_id, ()):
            if action["status"] == "pending":
                action.update(status="cancelled", updatedAt=now)
                cancelled.append(action["_id"])
        return cancelled

    async def ensure_guest_ttl(self, seconds: int) -> None:
        """The sweep alone expires guests here."""

    async def expire_guests(self, cutoff: datetime) -> int:
        stale = [
            c["_id"]
            for c in self._conversations.values()
            if c["owner"].startswith("guest:") and c["lastMessageAt"] < cutoff
        ]
        for conversation_id in stale:
            conversation = self._conversations.pop(conversation_id)
            owned = self._by_owner.get(conversation["owner"], {})
            owned.pop(conversation_id, None)
            if not owned:
                self._by_owner.pop(conversation["owner"], None)
            self._said.pop(conversation_id, None)
            for message in self._thread.pop(conversation_id, []):
                self._messages.pop(message["_id"], None)
            for action in self._actions_of.pop(conversation_id, []):
                self._actions.pop(action["_id"], None)
        return len(stale)


def _action_of(document: Document) -> CartAction:
    """The action of a stored document, sharing none of it (its lines are made anew)."""
    return action_of({**document, "params": copy_document(document["params"])})
