"""The shapes of the routes every hub has: store init, health, readiness, store settings,
and the debug view of live actors."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field


class AssistantSwitches(BaseModel):
    enabled: bool
    allowGuests: bool


class StoreSettingsView(BaseModel):
    assistant: AssistantSwitches
    maintenance: bool


class Init(BaseModel):
    store: StoreSettingsView = Field(description="Hide chat when `assistant.enabled` is false.")


class Health(BaseModel):
    status: str


class Ready(BaseModel):
    ready: bool
    checks: dict[str, bool | None] = Field(description="None: not configured.")


class Actor(BaseModel):
    kind: str
    key: str = Field(description="`conversation:<id>` or `inbox:<customerId>`.")
    state: str
    mailbox: int
    subscribers: int
    inFlight: dict[str, Any] | None = Field(description="What it is handling right now.")
    lastActivity: str


class ActorList(BaseModel):
    actors: list[Actor]


class ActorStream(BaseModel):
    kind: str = Field(description="`turn`, `reattach` (assistant) or `notifications`.")
    since: str = Field(description="When the stream opened.")
    lastEventId: str | None = Field(description="The last event id written to it.")
    bufferedBytes: int = Field(description="Bytes written to it that the client has not read.")


class ActorDetailView(Actor):
    streams: list[ActorStream] = Field(description="The streams it feeds now.")
    history: list[dict[str, Any]] = Field(description="The last messages it handled.")
    lastDecision: dict[str, Any] | None = Field(
        default=None,
        description="Conversations: how the assistant read the last message (request, model"
        " confidence, off-domain score, product groundings, what it proposed).",
    )


class ActorDetail(BaseModel):
    actor: ActorDetailView


class ActorQuery(BaseModel):
    kind: str | None = Field(default=None, description="Only actors of this kind (`inbox`...).")
