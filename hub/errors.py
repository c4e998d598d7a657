"""Domain errors: the one way any layer says "this request fails, and here is why".

Every failure a client can see is a `HubError` carrying a spec `statusMessage`. Handlers never
build error bodies themselves; `hub.envelope` renders these exceptions into the JSON envelope
and the assistant stream renders them into its terminal `error` event. The HTTP status is
derived from the statusMessage, so the two can never disagree.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

STATUS_CODES: dict[str, int] = {
    "SUCCESS": 200,
    "CREATED": 200,
    "UPDATED": 200,
    "DELETED": 200,
    "DATA_LOADED": 200,
    "VALIDATION_ERROR": 400,
    "SLUG_TAKEN": 400,
    "OUT_OF_STOCK": 400,
    "CART_EMPTY": 400,
    "INVALID_CREDENTIALS": 401,
    "INVALID_TOKEN": 401,
    "TOKEN_EXPIRED": 401,
    "AUTHENTICATION_REQUIRED": 401,
    "UNAUTHENTICATED": 401,
    "FORBIDDEN": 403,
    "ACCESS_DENIED": 403,
    "RESOURCE_NOT_FOUND": 404,
    "RESOURCE_EXISTS": 409,
    "RATE_LIMITED": 429,
    "HEADERS_TOO_LARGE": 431,
    "TOO_MANY_ATTEMPTS": 429,
    "INTERNAL_ERROR": 500,
    "SERVICE_UNAVAILABLE": 503,
}


@dataclass
class FieldProblem:
    """One entry of `error.data` for a validation failure.

    `message_key` names a catalogue entry so the text follows the caller's language; `detail`
    carries values substituted into it (a limit, an allowed set).
    """

    field: str
    message_key: str
    detail: dict[str, Any] = dataclasses.field(default_factory=dict)


class HubError(Exception):
    """A failure with a spec statusMessage.

    `message_key` selects the localized `error.message` (defaults to the statusMessage's own
    entry in the catalogue); `problems` become `error.data`.
    """

    status_message: str = "INTERNAL_ERROR"

    def __init__(
        self,
        status_message: str | None = None,
        *,
        message_key: str | None = None,
        problems: list[FieldProblem] | None = None,
        retry_after: int | None = None,
        detail: dict[str, Any] | None = None,
    ) -> None:
        if status_message is not None:
            self.status_message = status_message
        if self.status_message not in STATUS_CODES:
            raise ValueError(f"unknown statusMessage {self.status_message!r}")
        self.message_key = message_key or self.status_message
        self.problems = problems or []
        self.retry_after = retry_after
        self.detail = detail or {}
        super().__init__(self.status_message)

    @property
    def status_code(self) -> int:
        return STATUS_CODES[self.status_message]


class ValidationFailed(HubError):
    status_message = "VALIDATION_ERROR"


class NotFound(HubError):
    status_message = "RESOURCE_NOT_FOUND"


class Forbidden(HubError):
    status_message = "FORBIDDEN"


class AuthenticationRequired(HubError):
    status_message = "AUTHENTICATION_REQUIRED"


class InvalidToken(HubError):
    status_message = "INVALID_TOKEN"


class TokenExpired(HubError):
    status_message = "TOKEN_EXPIRED"


class Unauthenticated(HubError):
    status_message = "UNAUTHENTICATED"


class RateLimited(HubError):
    status_message = "RATE_LIMITED"


class InternalError(HubError):
    status_message = "INTERNAL_ERROR"


class ServiceUnavailable(HubError):
    status_message = "SERVICE_UNAVAILABLE"


class StorageUnavailable(ServiceUnavailable):
    """The database did not answer. Storage raises it in place of its driver's errors, so no
    layer above `storage/` knows which database is behind it; handlers count it."""


def invalid(field_name: str, message_key: str, **detail: Any) -> ValidationFailed:
    """Shorthand for the common single-field validation failure."""
    return ValidationFailed(problems=[FieldProblem(field_name, message_key, detail)])
