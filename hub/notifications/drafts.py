"""What a producer asks for: one notification for one customer, before it is numbered.

Every producer (the internal route, the ingest stream, the assistant's handoff, the dev
demo) hands `Notifications.publish` a list of these; texts it leaves out are rendered from
the type's templates in English and Arabic.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NamedTuple

from hub.notifications.templates import render
from hub.notifications.types import NOTIFICATION_TYPES
from storage.notification_repository import NewNotification

KNOWN_TYPES = frozenset(NOTIFICATION_TYPES)  # a lookup, where the tuple was scanned


class Draft(NamedTuple):
    """What a producer asks for; missing texts are rendered from the type's templates.

    A NamedTuple, as immutable as a frozen dataclass and built in half its time or less: a
    campaign builds one per notification."""

    customer_id: str
    type: str
    data: Mapping[str, Any] | None = None
    title: Mapping[str, str] | None = None
    body: Mapping[str, str] | None = None
    dedupe_key: str | None = None

    def complete(self) -> NewNotification:
        if not 1 <= len(self.customer_id) <= 64:
            raise ValueError("customer ids are 1 to 64 characters")
        if self.type not in KNOWN_TYPES:
            raise ValueError(f"unknown notification type {self.type!r}")
        data = dict(self.data or {})
        if self.title is not None and self.body is not None:  # a campaign's own texts
            title, body = dict(self.title), dict(self.body)
        else:
            rendered_title, rendered_body = render(self.type, data)
            title = dict(self.title) if self.title is not None else rendered_title
            body = dict(self.body) if self.body is not None else rendered_body
        return NewNotification(
            customer_id=self.customer_id,
            type=self.type,
            title=title,
            body=body,
            data=data,
            dedupe_key=self.dedupe_key,
        )
