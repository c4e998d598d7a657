"""The assistant's collections on MongoDB (see `storage.conversation_repository` for the
contract: versioned conversation writes, messages numbered per conversation)."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime
from typing import Any

from pymongo import ASCENDING, DESCENDING
from pymongo.errors import OperationFailure

from hub.ids import is_action_id, is_id
from storage.conversation_records import (
    LIST_FIELDS,
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
    utterance_of,
)
from storage.documents import Document
from storage.mongo.database import storage_call

CONVERSATIONS = "assistant_conversations"
MESSAGES = "assistant_messages"
ACTIONS = "assistant_actions"


# Owners are `guest:<key>` and `customer:<id>`; ';' is the character after ':'.
GUEST_OWNERS = {"$gte": "guest:", "$lt": "guest;"}
GUEST_TTL_INDEX = "guest_threads_ttl"


class MongoConversationRepository:
    def __init__(self, db: Any) -> None:
        self._conversations = db[CONVERSATIONS]
        self._messages = db[MESSAGES]
        self._actions = db[ACTIONS]

    @storage_call
    async def ensure_indexes(self) -> None:
        """The list is by owner, newest activity first; a thread reads by conversation and seq.

        No secondary index is unique: ids are generated here, and a unique index would only
        slow every insert down.
        """
        await self._conversations.create_index(
            [("owner", ASCENDING), ("lastMessageAt", DESCENDING), ("_id", DESCENDING)]
        )
        await self._messages.create_index([("conversationId", ASCENDING), ("seq", ASCENDING)])
        await self._actions.create_index([("conversationId", ASCENDING), ("status", ASCENDING)])
        await self._actions.create_index([("owner", ASCENDING)])

    # -- conversations ---------------------------------------------------------------

    @storage_call
    async def create_conversation(self, conversation: Conversation) -> None:
        await self._conversations.insert_one(conversation_document(conversation))

    @storage_call
    async def conversation(self, conversation_id: str) -> Conversation | None:
        if not is_id(conversation_id):
            return None
        found: Document | None = await self._conversations.find_one({"_id": conversation_id})
        return conversation_of(found) if found is not None else None

    @storage_call
    async def list_conversations(
        self, owner: str, *, skip: int, limit: int
    ) -> list[ConversationSummary]:
        cursor = (
            self._conversations.find({"owner": owner}, dict.fromkeys(LIST_FIELDS, 1))
            .sort([("lastMessageAt", DESCENDING), ("_id", DESCENDING)])
            .skip(skip)
            .limit(limit)
        )
        return [summary_of(doc) async for doc in cursor]

    @storage_call
    async def count_conversations(self, owner: str) -> int:
        count: int = await self._conversations.count_documents({"owner": owner})
        return count

    @storage_call
    async def save_conversation(
        self, conversation_id: str, version: int, update: ConversationUpdate
    ) -> bool:
        """Write if the document still has `version` (and bump it); False if it moved on."""
        set_fields, inc_fields = update_fields(update)
        result = await self._conversations.update_one(
            {"_id": conversation_id, "version": version},
            {"$set": set_fields, "$inc": inc_fields},
        )
        changed: bool = result.matched_count == 1
        return changed

    @storage_call
    async def conversation_ids_of(self, owner: str) -> list[str]:
        docs = await self._conversations.find({"owner": owner}, {"_id": 1}).to_list(None)
        return [doc["_id"] for doc in docs]

    @storage_call
    async def reassign(
        self, conversation_ids: list[str], from_owner: str, to_owner: str, now: datetime
    ) -> int:
        """Move conversations (and their actions) from one owner to another; count them.

        Guarded by the old owner, so running it twice, or racing a second merge, moves each
        conversation once.
        """
        if not conversation_ids:
            return 0
        result = await self._conversations.update_many(
            {"_id": {"$in": conversation_ids}, "owner": from_owner},
            {"$set": {"owner": to_owner, "updatedAt": now}, "$inc": {"version": 1}},
        )
        await self.reassign_actions(conversation_ids, from_owner, to_owner)
        count: int = result.modified_count
        return count

    @storage_call
    async def reassign_actions(
        self, conversation_ids: list[str], from_owner: str, to_owner: str
    ) -> None:
        await self._actions.update_many(
            {"conversationId": {"$in": conversation_ids}, "owner": from_owner},
            {"$set": {"owner": to_owner}},
        )

    # -- messages --------------------------------------------------------------------

    @storage_call
    async def add_message(self, message: StoredMessage) -> None:
        await self._messages.insert_one(message_document(message))

    @storage_call
    async def messages(self, conversation_id: str) -> list[StoredMessage]:
        cursor = self._messages.find({"conversationId": conversation_id}).sort("seq", ASCENDING)
        return [message_of(doc) for doc in await cursor.to_list(None)]

    @storage_call
    async def recent_messages(self, conversation_id: str, limit: int) -> list[Utterance]:
        """The last `limit` messages, oldest first."""
        cursor = (
            self._messages.find({"conversationId": conversation_id}, {"role": 1, "content": 1})
            .sort("seq", DESCENDING)
            .limit(limit)
        )
        return [utterance_of(doc) for doc in reversed(await cursor.to_list(None))]

    @storage_call
    async def message(self, message_id: str) -> StoredMessage | None:
        if not is_id(message_id):
            return None
        found: Document | None = await self._messages.find_one({"_id": message_id})
        return message_of(found) if found is not None else None

    @storage_call
    async def set_feedback(self, message_id: str, feedback: str | None, now: datetime) -> None:
        await self._messages.update_one(
            {"_id": message_id}, {"$set": {"feedback": feedback, "updatedAt": now}}
        )

    # -- actions ---------------------------------------------------------------------

    @storage_call
    async def add_action(self, action: CartAction) -> None:
        await self._actions.insert_one(action_document(action))

    @storage_call
    async def action(self, action_id: str) -> CartAction | None:
        if not is_action_id(action_id):
            return None
        found: Document | None = await self._actions.find_one({"_id": action_id})
        return action_of(found) if found is not None else None

    @storage_call
    async def actions_of(self, conversation_id: str) -> list[CartAction]:
        cursor = self._actions.find({"conversationId": conversation_id})
        return [action_of(doc) for doc in await cursor.to_list(None)]

    @storage_call
    async def actions_by_ids(self, action_ids: Iterable[str]) -> list[CartAction]:
        wanted = list(dict.fromkeys(action_ids))
        if not wanted:
            return []
        cursor = self._actions.find({"_id": {"$in": wanted}})
        return [action_of(doc) for doc in await cursor.to_list(None)]

    @storage_call
    async def move_action(
        self, action_id: str, from_status: str, to_status: str, now: datetime
    ) -> bool:
        """Change an action's status only if it still has `from_status`."""
        result = await self._actions.update_one(
            {"_id": action_id, "status": from_status},
            {"$set": {"status": to_status, "updatedAt": now}},
        )
        changed: bool = result.modified_count == 1
        return changed

    @storage_call
    async def cancel_pending(self, conversation_id: str, now: datetime) -> list[str]:
        """Cancel the conversation's pending actions; the ids of those cancelled."""
        pending = await self._actions.find(
            {"conversationId": conversation_id, "status": "pending"}, {"_id": 1}
        ).to_list(None)
        ids = [doc["_id"] for doc in pending]
        if ids:
            await self._actions.update_many(
                {"_id": {"$in": ids}, "status": "pending"},
                {"$set": {"status": "cancelled", "updatedAt": now}},
            )
        return ids

    @storage_call
    async def ensure_guest_ttl(self, seconds: int) -> None:
        """A TTL index on guest threads' `lastMessageAt` (remade when the TTL changed)."""
        options = {
            "expireAfterSeconds": seconds,
            "partialFilterExpression": {"owner": GUEST_OWNERS},
            "name": GUEST_TTL_INDEX,
        }
        try:
            await self._conversations.create_index([("lastMessageAt", ASCENDING)], **options)
        except OperationFailure:
            await self._conversations.drop_index(GUEST_TTL_INDEX)
            await self._conversations.create_index([("lastMessageAt", ASCENDING)], **options)

    @storage_call
    async def expire_guests(self, cutoff: datetime) -> int:
        stale = {"owner": GUEST_OWNERS, "lastMessageAt": {"$lt": cutoff}}
        ids = [doc["_id"] async for doc in self._conversations.find(stale, {"_id": 1})]
        if ids:
            await self._messages.delete_many({"conversationId": {"$in": ids}})
            await self._actions.delete_many({"conversationId": {"$in": ids}})
            await self._conversations.delete_many({"_id": {"$in": ids}})
        return len(ids)
