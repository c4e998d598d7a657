"""`POST /internal/v1/notifications`: producers (order, loyalty, marketing systems) publish here.

A batch is all or nothing at validation: one bad entry rejects the batch with every
problem listed (`notifications.3.type`), so a producer never has to work out which half
of a batch went through.
"""

from __future__ import annotations

from handlers.base import HubHandler
from hub.errors import ValidationFailed
from hub.notifications.requests import MAX_PUBLISH_BYTES, BatchIn, NotificationIn
from hub.validation import parse_json_object, validate


class PublishHandler(HubHandler):
    max_body_bytes = MAX_PUBLISH_BYTES

    def prepare(self) -> None:
        super().prepare()
        self.operator(self.hub.settings.internal_token)

    async def post(self) -> None:
        try:
            entries = self._entries()
        except ValidationFailed:
            self.hub.metrics.notifications_dropped.labels("invalid").inc()
            raise
        rows = await self.hub.notifications.publish(
            [entry.draft() for entry in entries], source="http"
        )
        self.reply({"notifications": rows}, "CREATED")

    def _entries(self) -> list[NotificationIn]:
        raw = parse_json_object(self.body, max_bytes=self.max_body_bytes)
        if "notifications" in raw:
            return validate(BatchIn, raw).notifications
        return [validate(NotificationIn, raw)]
