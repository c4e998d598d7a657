"""The assistant's new records and what clients see of them.

New conversations, messages and actions are made here and only here (as the frozen records
of `storage.conversation_records`; storage alone knows their documents), so the actor, the
service and the turn agree on one shape. What a client sees is rendered here too: a Message
with hydrated blocks, a conversation, a list item, an action's effective status.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from typing import Any, cast

from hub.assistant.hydration import hydrate_blocks
from hub.catalogue import Language
from hub.ids import new_action_id, new_id
from hub.record import Record
from hub.storefront.port import ActionType, CartMutation, LineItem, Storefront
from storage.conversation_records import (
    ActionLine,
    CartAction,
    Conversation,
    ConversationSummary,
    Role,
    StoredMessage,
)

TITLE_LENGTH = 60


def now_utc() -> datetime:
    return datetime.now(UTC)


def iso(value: Any) -> Any:
    """ISO 8601 with milliseconds and `Z`; storage may hand back naive UTC datetimes."""
    if not isinstance(value, datetime):
        return value
    if value.tzinfo is None:
        value = value.replace(tzinfo=UTC)
    return value.astimezone(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def aware(value: datetime) -> datetime:
    return value if value.tzinfo is not None else value.replace(tzinfo=UTC)


def title_of(text: str) -> str:
    """The first user message, cut at 60 characters with an ellipsis (design.md)."""
    text = " ".join(text.split())
    return text if len(text) <= TITLE_LENGTH else text[: TITLE_LENGTH - 1].rstrip() + "…"


def estimate_tokens(characters: int) -> int:
    """A tokenizer-free estimate, about four characters a token."""
    return math.ceil(characters / 4)


# -- new records -----------------------------------------------------------------------


def new_conversation(owner: str, first_message: str, now: datetime) -> Conversation:
    return Conversation(
        id=new_id(),
        owner=owner,
        status="active",
        title=title_of(first_message),
        created_at=now,
        updated_at=now,
        last_message_at=now,
        message_count=0,
        char_count=0,
        token_count=0,
        memory={},
        ticket=None,
        version=1,
    )


def new_message(
    conversation_id: str,
    seq: int,
    role: Role,
    content: str,
    blocks: Iterable[Record],
    now: datetime,
    *,
    message_id: str | None = None,
    stream_events: int | None = None,
    stopped: bool = False,
) -> StoredMessage:
    return StoredMessage(
        id=message_id or new_id(),
        conversation_id=conversation_id,
        seq=seq,
        role=role,
        content=content,
        blocks=tuple(blocks),
        feedback=None,
        created_at=now,
        updated_at=now,
        stream_events=stream_events,
        stopped=stopped,
    )


def new_action(
    conversation_id: str, owner: str, mutation: CartMutation, now: datetime, window: float
) -> CartAction:
    return CartAction(
        id=new_action_id(),
        conversation_id=conversation_id,
        owner=owner,
        type=mutation.type,
        items=tuple(
            ActionLine(item.productId, item.variantId, item.quantity) for item in mutation.items
        ),
        params=dict(mutation.params),
        status="pending",
        created_at=now,
        updated_at=now,
        expires_at=now + timedelta(seconds=window),
    )


def mutation_of(action: CartAction) -> CartMutation:
    items = tuple(
        LineItem(line.product_id, line.variant_id, line.quantity) for line in action.items
    )
    return CartMutation(cast(ActionType, action.type), items, dict(action.params))


# -- what clients see ------------------------------------------------------------------


def effective_status(action: CartAction, now: datetime) -> str:
    """A pending action past its confirm window reads `expired`, stored or not."""
    if action.status == "pending" and aware(action.expires_at) <= now:
        return "expired"
    return action.status


def effective_actions(actions: Iterable[CartAction], now: datetime) -> dict[str, CartAction]:
    effective = {}
    for action in actions:
        status = effective_status(action, now)
        effective[action.id] = action if status == action.status else replace(action, status=status)
    return effective


def action_ids_in(blocks: Iterable[Record]) -> list[str]:
    return [
        block["actionId"]
        for block in blocks
        if block.get("kind") == "cart_action" and isinstance(block.get("actionId"), str)
    ]


def render_message(message: StoredMessage, blocks: list[Record]) -> Record:
    """A Message of the spec; a reply the shopper stopped also says `stopped: true`."""
    rendered = {
        "_id": message.id,
        "conversationId": message.conversation_id,
        "role": message.role,
        "content": message.content,
        "blocks": blocks,
        "feedback": message.feedback,
        "createdAt": iso(message.created_at),
        "updatedAt": iso(message.updated_at),
    }
    if message.stopped:
        rendered["stopped"] = True
    return rendered


async def hydrate_message(
    message: StoredMessage,
    *,
    storefront: Storefront,
    owner: str,
    language: Language,
    actions: Mapping[str, CartAction],
) -> Record:
    blocks = await hydrate_blocks(
        list(message.blocks),
        storefront=storefront,
        owner=owner,
        language=language,
        actions=actions,
    )
    return render_message(message, blocks)


def render_conversation(conversation: Conversation) -> Record:
    return {
        "_id": conversation.id,
        "status": conversation.status,
        "title": conversation.title,
        "createdAt": iso(conversation.created_at),
        "updatedAt": iso(conversation.updated_at),
    }


def render_list_item(conversation: ConversationSummary) -> Record:
    return {
        "_id": conversation.id,
        "status": conversation.status,
        "title": conversation.title,
        "lastMessageAt": iso(conversation.last_message_at),
        "createdAt": iso(conversation.created_at),
    }
