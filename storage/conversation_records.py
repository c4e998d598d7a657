"""The assistant's records as the conversation repository hands them out and takes them in,
and the one mapping between them and their documents, which both implementations share.

Everything above `storage/` sees these frozen models, never a document, so a field renamed
or added in storage is one change here. Reading is tolerant, as documents written by older
versions of the hub lack the newer fields: a missing count reads 0, a missing flag False.

Three fields stay free-form JSON on purpose: a conversation's `memory` (the brain's own
notes, whose shape belongs to the brain), a message's `blocks` (each kind's stored reference
is read by the block registry at hydration, and a kind this hub does not know is passed
through as stored) and an action's `params` (its shape depends on the action type).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Literal

from hub.record import Record
from storage.documents import Document

Role = Literal["user", "assistant", "system"]


@dataclass(frozen=True, slots=True)
class TicketRef:
    """The support ticket a thread was handed to."""

    ticket_id: str
    ticket_number: str

    @classmethod
    def of(cls, doc: Mapping[str, Any]) -> TicketRef:
        return cls(str(doc["ticketId"]), str(doc["ticketNumber"]))

    def document(self) -> Document:
        return {"ticketId": self.ticket_id, "ticketNumber": self.ticket_number}


@dataclass(frozen=True, slots=True)
class Conversation:
    id: str
    owner: str  # `guest:<key>` or `customer:<id>`
    status: str  # `active`, `closed` or `handed_off`
    title: str
    created_at: datetime
    updated_at: datetime
    last_message_at: datetime
    message_count: int
    char_count: int
    token_count: int
    memory: Record  # the brain's memory of the thread (free-form)
    ticket: TicketRef | None
    version: int  # optimistic concurrency: every save names the version it saw


@dataclass(frozen=True, slots=True)
class ConversationUpdate:
    """One versioned save of a conversation: the activity stamp, the counts to add, and the
    fields to replace (None: unchanged)."""

    at: datetime  # the new `lastMessageAt` and `updatedAt`
    messages: int = 0
    characters: int = 0
    tokens: int = 0
    status: str | None = None
    memory: Record | None = None
    ticket: TicketRef | None = None


@dataclass(frozen=True, slots=True)
class ConversationSummary:
    """A conversation as its owner's list shows it (`LIST_FIELDS` of its document)."""

    id: str
    status: str
    title: str
    last_message_at: datetime | None
    created_at: datetime | None


@dataclass(frozen=True, slots=True)
class StoredMessage:
    id: str
    conversation_id: str
    seq: int  # its place in the thread, whatever the clock did
    role: Role
    content: str
    blocks: tuple[Record, ...]  # block references (free-form: see above)
    feedback: str | None
    created_at: datetime
    updated_at: datetime
    stream_events: int | None = None  # an assistant reply: the sequence of its last event
    stopped: bool = False  # the shopper stopped the reply


@dataclass(frozen=True, slots=True)
class Utterance:
    """A message as the brain's history shows it."""

    role: Role
    content: str


@dataclass(frozen=True, slots=True)
class ActionLine:
    product_id: str
    variant_id: str | None
    quantity: int


@dataclass(frozen=True, slots=True)
class CartAction:
    """A proposed cart change, applied only when its owner confirms it."""

    id: str
    conversation_id: str
    owner: str
    type: str
    items: tuple[ActionLine, ...]
    params: Record  # by type (free-form: see above)
    status: str  # stored: `pending`, `confirmed`, `cancelled`; read: also `expired`
    created_at: datetime
    updated_at: datetime
    expires_at: datetime


# -- conversations ---------------------------------------------------------------------

# The fields a conversation list item is read with (design.md: the conversation list item).
LIST_FIELDS = ("_id", "status", "title", "lastMessageAt", "createdAt")


def conversation_document(conversation: Conversation) -> Document:
    return {
        "_id": conversation.id,
        "owner": conversation.owner,
        "status": conversation.status,
        "title": conversation.title,
        "createdAt": conversation.created_at,
        "updatedAt": conversation.updated_at,
        "lastMessageAt": conversation.last_message_at,
        "messageCount": conversation.message_count,
        "charCount": conversation.char_count,
        "tokenCount": conversation.token_count,
        "memory": conversation.memory,
        "ticket": conversation.ticket.document() if conversation.ticket is not None else None,
        "version": conversation.version,
    }


def conversation_of(doc: Document) -> Conversation:
    ticket = doc.get("ticket")
    return Conversation(
        id=doc["_id"],
        owner=doc["owner"],
        status=doc["status"],
        title=doc.get("title", ""),
        created_at=doc["createdAt"],
        updated_at=doc.get("updatedAt") or doc["createdAt"],
        last_message_at=doc.get("lastMessageAt") or doc["createdAt"],
        message_count=int(doc.get("messageCount") or 0),
        char_count=int(doc.get("charCount") or 0),
        token_count=int(doc.get("tokenCount") or 0),
        memory=doc.get("memory") or {},
        ticket=TicketRef.of(ticket) if isinstance(ticket, Mapping) else None,
        version=int(doc.get("version") or 0),
    )


def update_fields(update: ConversationUpdate) -> tuple[Document, Document]:
    """The update as MongoDB's `$set` and `$inc`, the version step included."""
    set_fields: Document = {"lastMessageAt": update.at, "updatedAt": update.at}
    if update.status is not None:
        set_fields["status"] = update.status
    if update.memory is not None:
        set_fields["memory"] = update.memory
    if update.ticket is not None:
        set_fields["ticket"] = update.ticket.document()
    inc_fields = {
        "version": 1,
        "messageCount": update.messages,
        "charCount": update.characters,
        "tokenCount": update.tokens,
    }
    return set_fields, inc_fields


def summary_of(doc: Document) -> ConversationSummary:
    return ConversationSummary(
        doc["_id"],
        doc["status"],
        doc.get("title", ""),
        doc.get("lastMessageAt"),
        doc.get("createdAt"),
    )


# -- messages ----------------------------------------------------------------------------


def message_document(message: StoredMessage) -> Document:
    doc: Document = {
        "_id": message.id,
        "conversationId": message.conversation_id,
        "seq": message.seq,
        "role": message.role,
        "content": message.content,
        "blocks": list(message.blocks),
        "feedback": message.feedback,
        "createdAt": message.created_at,
        "updatedAt": message.updated_at,
    }
    if message.stream_events is not None:
        doc["streamEvents"] = message.stream_events
    if message.stopped:
        doc["stopped"] = True
    return doc


def message_of(doc: Document) -> StoredMessage:
    """Positional and with few calls: a thread read maps every one of its messages."""
    get = doc.get
    created = doc["createdAt"]
    blocks = get("blocks")
    return StoredMessage(
        doc["_id"],
        doc["conversationId"],
        doc["seq"],
        doc["role"],
        get("content") or "",
        tuple(blocks) if type(blocks) is list else (),
        get("feedback"),
        created,
        get("updatedAt") or created,
        get("streamEvents") or None,
        bool(get("stopped")),
    )


def utterance_of(doc: Document) -> Utterance:
    return Utterance(doc["role"], doc.get("content") or "")


# -- actions -----------------------------------------------------------------------------


def action_document(action: CartAction) -> Document:
    return {
        "_id": action.id,
        "conversationId": action.conversation_id,
        "owner": action.owner,
        "type": action.type,
        "items": [
            {"productId": line.product_id, "variantId": line.variant_id, "quantity": line.quantity}
            for line in action.items
        ],
        "params": action.params,
        "status": action.status,
        "createdAt": action.created_at,
        "updatedAt": action.updated_at,
        "expiresAt": action.expires_at,
    }


def action_of(doc: Document) -> CartAction:
    return CartAction(
        id=doc["_id"],
        conversation_id=doc["conversationId"],
        owner=doc["owner"],
        type=doc["type"],
        items=tuple(
            ActionLine(item["productId"], item.get("variantId"), int(item.get("quantity") or 0))
            for item in doc.get("items") or ()
            if isinstance(item, Mapping) and isinstance(item.get("productId"), str)
        ),
        params=dict(doc.get("params") or {}),
        status=doc.get("status", "pending"),
        created_at=doc["createdAt"],
        updated_at=doc.get("updatedAt") or doc["createdAt"],
        expires_at=doc["expiresAt"],
    )
