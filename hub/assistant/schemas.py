"""The shapes the assistant routes and the assistant stream answer with."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from hub.assistant.blocks import Block
from hub.openapi.operation import Pagination, StreamError, Timestamp

ConversationStatus = Literal["active", "handed_off", "closed"]


class Message(BaseModel):
    id: str = Field(alias="_id")
    conversationId: str
    role: Literal["user", "assistant", "system"]
    content: str
    blocks: list[Block]
    feedback: Literal["up", "down"] | None
    createdAt: Timestamp
    updatedAt: Timestamp
    stopped: Literal[True] | None = Field(
        default=None, description="Present on a reply the shopper stopped part way."
    )


class ConversationItem(BaseModel):
    id: str = Field(alias="_id")
    status: ConversationStatus
    title: str = Field(description="The start of the first user message.")
    lastMessageAt: Timestamp
    createdAt: Timestamp


class Conversations(BaseModel):
    data: list[ConversationItem] = Field(description="Most recent first.")
    pagination: Pagination


class Conversation(BaseModel):
    id: str = Field(alias="_id")
    status: ConversationStatus
    title: str
    createdAt: Timestamp
    updatedAt: Timestamp


class ConversationRead(BaseModel):
    conversation: Conversation
    messages: list[Message] = Field(description="Oldest first, blocks hydrated.")


class Confirmed(BaseModel):
    message: str = Field(description="Localized acknowledgement.")
    blocks: list[Block] = Field(description="Typically a cart_summary and the confirmed action.")


class HandedOff(BaseModel):
    ticketId: str
    ticketNumber: str
    message: str


class Stopped(BaseModel):
    stopped: bool = Field(description="False: no turn was running (not an error).")
    message: str = Field(description="Localized acknowledgement.")
    reply: Message | None = Field(description="The saved partial reply of the stopped turn.")


class Merged(BaseModel):
    guestKey: str
    customerId: str
    conversations: int = Field(ge=0, description="Threads moved onto the customer.")


# -- the stream's events (`POST /v1/assistant/messages`) -----------------------------------


class MessageStart(BaseModel):
    conversationId: str


class UserMessage(BaseModel):
    conversationId: str
    message: Message


class TextDeltaEvent(BaseModel):
    delta: str


class ToolStart(BaseModel):
    name: str
    callId: str


class ToolEnd(BaseModel):
    name: str
    callId: str
    ok: bool


class BlockEvent(BaseModel):
    block: Block


class MessageEnd(BaseModel):
    conversationId: str
    message: Message = Field(description="The saved assistant message; its blocks win.")


# The assistant stream's events in the order they come, by their `event:` name (AsyncAPI
# channel `assistant`).
STREAM_EVENTS: dict[str, type[BaseModel]] = {
    "message_start": MessageStart,
    "user_message": UserMessage,
    "text_delta": TextDeltaEvent,
    "tool_start": ToolStart,
    "tool_end": ToolEnd,
    "block": BlockEvent,
    "message_end": MessageEnd,
    "error": StreamError,
}
