"""The assistant's stored records and what clients see of them.

Documents are built here and only here, so the actor, the read routes and the merge agree
on one shape. What a client sees is rendered here too: a Message with hydrated blocks, a
conversation list item, an action's effective status.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from datetime import UTC, datetime, timedelta
from typing import Any, Literal

from hub.assistant.hydration import hydrate_blocks
from hub.catalogue import Language
from hub.ids import new_action_id, new_id
from hub.record import Record
from hub.storefront.port import CartMutation, LineItem, Storefront
from storage.conversation_repository import ConversationSummary

Role = Literal["user", "assistant", "system"]

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


# -- documents -------------------------------------------------------------------------


def new_conversation(owner: str, first_message: str, now: datetime) -> Record:
    return {
        "_id": new_id(),
        "owner": owner,
        "status": "active",
        "title": title_of(first_message),
        "createdAt": now,
        "updatedAt": now,
        "lastMessageAt": now,
        "messageCount": 0,
        "charCount": 0,
        "memory": {},
        "ticket": None,
        "version": 1,
    }


def new_message(
    conversation_id: str,
    seq: int,
    role: Role,
    content: str,
    blocks: list[Record],
    now: datetime,
) -> Record:
    return {
        "_id": new_id(),
        "conversationId": conversation_id,
        "seq": seq,
        "role": role,
        "content": content,
        "blocks": blocks,
        "feedback": None,
        "createdAt": now,
        "updatedAt": now,
    }


def new_action(
    conversation_id: str, owner: str, mutation: CartMutation, now: datetime, window: float
) -> Record:
    return {
        "_id": new_action_id(),
        "conversationId": conversation_id,
        "owner": owner,
        "type": mutation.type,
        "items": [
            {"productId": item.productId, "variantId": item.variantId, "quantity": item.quantity}
            for item in mutation.items
        ],
        "params": dict(mutation.params),
        "status": "pending",
        "createdAt": now,
        "updatedAt": now,
        "expiresAt": now + timedelta(seconds=window),
    }


def mutation_of(action: Record) -> CartMutation:
    items = tuple(
        LineItem(item["productId"], item.get("variantId"), int(item.get("quantity") or 0))
        for item in action.get("items") or []
    )
    return CartMutation(action["type"], items, dict(action.get("params") or {}))


# -- what clients see ------------------------------------------------------------------


def effective_status(action: Record, now: datetime) -> str:
    """A pending action past its confirm window reads `expired`, stored or not."""
    status: str = action.get("status", "pending")
    if status == "pending" and aware(action["expiresAt"]) <= now:
        return "expired"
    return status


def effective_actions(actions: Iterable[Record], now: datetime) -> dict[str, Record]:
    return {
        action["_id"]: {**action, "status": effective_status(action, now)} for action in actions
    }


def action_ids_in(blocks: Iterable[Record]) -> list[str]:
    return [
        block["actionId"]
        for block in blocks
        if block.get("kind") == "cart_action" and isinstance(block.get("actionId"), str)
    ]


def render_message(message: Record, blocks: list[Record]) -> Record:
    """A Message of the spec; a reply the shopper stopped also says `stopped: true`."""
    rendered = {
        "_id": message["_id"],
        "conversationId": message["conversationId"],
        "role": message["role"],
        "content": message.get("content", ""),
        "blocks": blocks,
        "feedback": message.get("feedback"),
        "createdAt": iso(message.get("createdAt")),
        "updatedAt": iso(message.get("updatedAt")),
    }
    if message.get("stopped"):
        rendered["stopped"] = True
    return rendered


async def hydrate_message(
    message: Record,
    *,
    storefront: Storefront,
    owner: str,
    language: Language,
    actions: Mapping[str, Record],
) -> Record:
    blocks = await hydrate_blocks(
        list(message.get("blocks") or []),
        storefront=storefront,
        owner=owner,
        language=language,
        actions=actions,
    )
    return render_message(message, blocks)


def render_conversation(conversation: Record) -> Record:
    return {
        "_id": conversation["_id"],
        "status": conversation["status"],
        "title": conversation.get("title", ""),
        "createdAt": iso(conversation.get("createdAt")),
        "updatedAt": iso(conversation.get("updatedAt")),
    }


def render_list_item(conversation: ConversationSummary) -> Record:
    return {
        "_id": conversation.id,
        "status": conversation.status,
        "title": conversation.title,
        "lastMessageAt": iso(conversation.last_message_at),
        "createdAt": iso(conversation.created_at),
    }
