"""What a route declares about itself for the API description, and the shapes every route
shares (the envelope's failure body, pagination, localized text).

A route's failure statusMessages are mostly implied by what it declares (who may call it,
whether it reads a body or a query, whether it is rate limited, whether its path names a
resource); `failures` adds the ones only the route knows (for example `FORBIDDEN` for an
owner-only route).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field

# Security schemes, by the name the document gives them.
CUSTOMER = "customerToken"
GUEST = "guestKey"
TICKET = "streamTicket"
INTERNAL = "internalToken"
DEBUG = "debugToken"
DEV_ONLY = "devOnly"  # not a scheme: the route exists only on a dev hub

SECURITY_SCHEMES: dict[str, dict[str, Any]] = {
    CUSTOMER: {
        "type": "http",
        "scheme": "bearer",
        "bearerFormat": "JWT",
        "description": "A customer access token (HS256 JWT, `sub` = customer id).",
    },
    GUEST: {
        "type": "apiKey",
        "in": "header",
        "name": "X-Assistant-Guest",
        "description": "A guest key: 32 hexadecimal characters the app generates once.",
    },
    TICKET: {
        "type": "apiKey",
        "in": "query",
        "name": "ticket",
        "description": "A single-use stream ticket from `POST /v1/notifications/sse-ticket`, "
        "valid 60 seconds, for a browser `EventSource`.",
    },
    INTERNAL: {
        "type": "http",
        "scheme": "bearer",
        "description": "The operator token `HUB_INTERNAL_TOKEN`; routes are off without it.",
    },
    DEBUG: {
        "type": "http",
        "scheme": "bearer",
        "description": "The debug token `HUB_DEBUG_TOKEN` (open on a dev hub without one).",
    },
}

Timestamp = Annotated[datetime, Field(description="ISO 8601, UTC")]


@dataclass(frozen=True)
class Operation:
    """One method of one route, as the API description shows it.

    `results` is the model of the envelope's `results` (None: `results` is null); `stream`
    names the AsyncAPI channel of a route that answers `text/event-stream`; `content` is
    the media type of a route that answers neither (a page, a picture).
    """

    summary: str
    tag: str
    auth: tuple[str, ...] = ()
    results: type[BaseModel] | None = None
    success: tuple[str, ...] = ("SUCCESS",)
    failures: tuple[str, ...] = ()
    body: type[BaseModel] | None = None
    body_required: bool = True
    query: type[BaseModel] | None = None
    path: tuple[str, ...] = ()
    rate_limited: bool = False
    stream: str | None = None
    content: str | None = None
    description: str = ""


class Localized(BaseModel):
    """A text in both languages; the client picks one by its language."""

    en: str
    ar: str


class Pagination(BaseModel):
    total: int = Field(ge=0)
    page: int = Field(ge=1)
    limit: int = Field(ge=1, le=100)
    hasMore: bool


class FieldError(BaseModel):
    model_config = ConfigDict(extra="forbid")

    field: str = Field(description="The body field, query argument or header at fault.")
    message: str = Field(description="Localized; show it next to the field.")


class ErrorBody(BaseModel):
    model_config = ConfigDict(extra="forbid")

    message: str = Field(description="Localized; clients show it, never branch on it.")
    data: list[FieldError]


class StreamError(BaseModel):
    """The terminal `error` event of a stream (and the body of a refused stream request)."""

    model_config = ConfigDict(extra="forbid")

    code: str = Field(description="A statusMessage, such as RATE_LIMITED.")
    message: str = Field(description="Localized.")
