"""`POST /internal/v1/notifications`: producers (order, loyalty, marketing systems) publish here.

A batch is all or nothing at validation: one bad entry rejects the batch with every
problem listed (`notifications.3.type`), so a producer never has to work out which half
of a batch went through.
"""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field

from handlers.base import HubHandler
from hub.errors import ValidationFailed
from hub.notifications.service import Draft
from hub.notifications.types import NotificationType
from hub.validation import bounded_json, parse_json_object, validate

# 500 notifications with their own texts in two languages do not fit the 64 KiB that
# customer routes accept; producers are trusted callers behind the internal token.
MAX_PUBLISH_BYTES = 2 * 1024 * 1024
MAX_BATCH = 500
# A deep-link payload: a few ids and a URL, sent again on every inbox read and stream.
MAX_DATA_DEPTH = 8
MAX_DATA_BYTES = 16 * 1024


class LocalizedText(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)

    en: str = Field(min_length=1, max_length=2000)
    ar: str = Field(min_length=1, max_length=2000)


class NotificationIn(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)

    customerId: str = Field(min_length=1, max_length=64)
    type: NotificationType
    title: LocalizedText | None = None
    body: LocalizedText | None = None
    data: Annotated[dict[str, Any], bounded_json(MAX_DATA_DEPTH, MAX_DATA_BYTES)] = Field(
        default_factory=dict
    )
    dedupeKey: str | None = Field(default=None, min_length=1, max_length=200)

    def draft(self, dedupe_key: str | None = None) -> Draft:
        """`dedupe_key`: the key when the notification names none (an ingest entry's id)."""
        return Draft(
            customer_id=self.customerId,
            type=self.type,
            data=self.data,
            title=self.title.model_dump() if self.title is not None else None,
            body=self.body.model_dump() if self.body is not None else None,
            dedupe_key=self.dedupeKey if self.dedupeKey is not None else dedupe_key,
        )


class BatchIn(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)

    notifications: list[NotificationIn] = Field(min_length=1, max_length=MAX_BATCH)


class PublishHandler(HubHandler):
    max_body_bytes = MAX_PUBLISH_BYTES

    def prepare(self) -> None:
        self.operator(self.hub.settings.internal_token)

    async def post(self) -> None:
        try:
            entries = self._entries()
        except ValidationFailed:
            self.hub.metrics.notifications_dropped.labels("invalid").inc()
            raise
        rows = await self.hub.notifications.create([entry.draft() for entry in entries])
        self.reply({"notifications": rows}, "CREATED")

    def _entries(self) -> list[NotificationIn]:
        raw = parse_json_object(self.body, max_bytes=self.max_body_bytes)
        if "notifications" in raw:
            return validate(BatchIn, raw).notifications
        return [validate(NotificationIn, raw)]
