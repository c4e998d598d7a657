"""`POST /internal/v1/notifications`: producers (order, loyalty, marketing systems) publish here.

A batch is all or nothing at validation: one bad entry rejects the batch with every
problem listed (`notifications.3.type`), so a producer never has to work out which half
of a batch went through.
"""

from __future__ import annotations

from typing import Any

import ujson
from pydantic import BaseModel, ConfigDict, Field

from handlers.base import HubHandler
from hub.errors import invalid
from hub.notifications.feature import Draft
from hub.notifications.types import NotificationType
from hub.validation import validate

# 500 notifications with their own texts in two languages do not fit the 64 KiB that
# customer routes accept; producers are trusted callers behind the internal token.
MAX_PUBLISH_BYTES = 2 * 1024 * 1024
MAX_BATCH = 500


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
    data: dict[str, Any] = Field(default_factory=dict)
    dedupeKey: str | None = Field(default=None, min_length=1, max_length=200)

    def draft(self) -> Draft:
        return Draft(
            customer_id=self.customerId,
            type=self.type,
            data=self.data,
            title=self.title.model_dump() if self.title is not None else None,
            body=self.body.model_dump() if self.body is not None else None,
            dedupe_key=self.dedupeKey,
        )


class BatchIn(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)

    notifications: list[NotificationIn] = Field(min_length=1, max_length=MAX_BATCH)


class PublishHandler(HubHandler):
    def prepare(self) -> None:
        self.operator(self.hub.settings.internal_token)

    async def post(self) -> None:
        raw = self._json_object()
        if "notifications" in raw:
            entries = validate(BatchIn, raw).notifications
        else:
            entries = [validate(NotificationIn, raw)]
        rows = await self.hub.notifications.create(
            [entry.draft() for entry in entries], source="http"
        )
        self.reply({"notifications": rows}, "CREATED")

    def _json_object(self) -> dict[str, Any]:
        body = self.request.body
        if len(body) > MAX_PUBLISH_BYTES:
            raise invalid("body", "body_too_large", limit=MAX_PUBLISH_BYTES)
        try:
            data = ujson.loads(body) if body.strip() else None
        except (ValueError, UnicodeDecodeError) as exc:
            raise invalid("body", "body_not_json") from exc
        if not isinstance(data, dict):
            raise invalid("body", "body_not_json")
        return data
