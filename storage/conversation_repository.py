"""The assistant's records: conversations, their messages and the actions they proposed.

Conversation documents carry a `version`: every write made on behalf of a conversation
actor names the version it last saw, and a write that finds another version changes nothing
(the actor reloads and tries again). The one writer outside the actors is the guest merge,
which rewrites `owner` and bumps the version, so an actor that still holds the guest owner
notices on its next write.

Messages are numbered per conversation (`seq`), so a thread reads back in the order its
actor wrote it whatever the clock did. Blocks are stored as references (see
`hub.assistant.blocks`); actions keep the whole proposal, since the client only ever sends
an action's id.

Ids are the hub's plain strings (`hub.ids`), stored as they are.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime
from typing import Protocol

from storage.conversation_records import (
    CartAction,
    Conversation,
    ConversationSummary,
    ConversationUpdate,
    StoredMessage,
    Utterance,
)

CONVERSATIONS = "assistant_conversations"
MESSAGES = "assistant_messages"
ACTIONS = "assistant_actions"


class ConversationRepository(Protocol):
    """The assistant's storage; `MongoConversationRepository` and the embedded
    `storage.conversation_memory.MemoryConversationRepository` answer alike."""

    async def ensure_indexes(self) -> None: ...

    async def create_conversation(self, conversation: Conversation) -> None: ...

    async def conversation(self, conversation_id: str) -> Conversation | None: ...

    async def list_conversations(
        self, owner: str, *, skip: int, limit: int
    ) -> list[ConversationSummary]:
        """The owner's conversations, newest activity first."""
        ...

    async def count_conversations(self, owner: str) -> int: ...

    async def save_conversation(
        self, conversation_id: str, version: int, update: ConversationUpdate
    ) -> bool:
        """Write if the document still has `version` (and bump it); False if it moved on."""
        ...

    async def conversation_ids_of(self, owner: str) -> list[str]: ...

    async def reassign(
        self, conversation_ids: list[str], from_owner: str, to_owner: str, now: datetime
    ) -> int:
        """Move conversations (and their actions) still owned by `from_owner`; count them."""
        ...

    async def reassign_actions(
        self, conversation_ids: list[str], from_owner: str, to_owner: str
    ) -> None: ...

    async def add_message(self, message: StoredMessage) -> None: ...

    async def messages(self, conversation_id: str) -> list[StoredMessage]:
        """Every message of the conversation, in `seq` order."""
        ...

    async def recent_messages(self, conversation_id: str, limit: int) -> list[Utterance]:
        """The last `limit` messages, oldest first."""
        ...

    async def message(self, message_id: str) -> StoredMessage | None: ...

    async def set_feedback(self, message_id: str, feedback: str | None, now: datetime) -> None: ...

    async def add_action(self, action: CartAction) -> None: ...

    async def action(self, action_id: str) -> CartAction | None: ...

    async def actions_of(self, conversation_id: str) -> list[CartAction]: ...

    async def actions_by_ids(self, action_ids: Iterable[str]) -> list[CartAction]: ...

    async def move_action(
        self, action_id: str, from_status: str, to_status: str, now: datetime
    ) -> bool:
        """Change an action's status only if it still has `from_status`."""
        ...

    async def cancel_pending(self, conversation_id: str, now: datetime) -> list[str]:
        """Cancel the conversation's pending actions; the ids of those cancelled."""
        ...

    async def ensure_guest_ttl(self, seconds: int) -> None:
        """Back the guest expiry sweep with the store's own expiry, where it has one."""
        ...

    async def expire_guests(self, cutoff: datetime) -> int:
        """Delete guest threads (messages and actions too) untouched since `cutoff`."""
        ...
