"""Kinds stored as clients see them: prose, a slot picker, a ticket link, chips, an error.

Nothing in them goes stale (a slot list is the answer of its moment), so they are kept whole.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from hub.assistant.blocks.kind import ClientBlock, snapshot


class TextBlock(ClientBlock):
    kind: Literal["text"]
    text: str = Field(description="Markdown or plain assistant prose.")


class DeliverySlotsBlock(ClientBlock):
    kind: Literal["delivery_slots"]
    days: list[dict[str, Any]] = Field(description="Dates are Kuwait-local `YYYY-MM-DD`.")


class HandoffBlock(ClientBlock):
    kind: Literal["handoff"]
    ticketId: str
    ticketNumber: str


class Suggestion(BaseModel):
    model_config = ConfigDict(frozen=True, extra="allow")

    label: str
    prompt: str = Field(description="Sent as the next user message when chosen.")


class ActionsBlock(ClientBlock):
    kind: Literal["actions"]
    suggestions: list[Suggestion]


class ErrorBlock(ClientBlock):
    kind: Literal["error"]
    code: str
    message: str | None = Field(default=None, description="Localized; absent or null: none.")


KINDS = (
    snapshot("text", TextBlock),
    snapshot("delivery_slots", DeliverySlotsBlock),
    snapshot("handoff", HandoffBlock),
    snapshot("actions", ActionsBlock),
    snapshot("error", ErrorBlock),
)
