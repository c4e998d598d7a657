"""The customer's inbox (`/v1/notifications`), its live stream, and the dev demo order."""

from __future__ import annotations

import logging
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from handlers.base import HubHandler
from handlers.stream_tickets import stream_caller
from hub.errors import NotFound
from hub.notifications.demo import DEFAULT_INTERVAL_SECONDS
from hub.ratelimit import (
    DEMO_ORDER,
    NOTIFICATION_LIST,
    NOTIFICATION_READ,
    NOTIFICATION_READ_ALL,
    NOTIFICATION_STREAM,
)
from hub.sse import EventStream
from hub.validation import PageQuery

log = logging.getLogger("hub.notifications")

SURFACE = "notifications"


class ListQuery(PageQuery):
    status: Literal["unread", "read"] | None = None


class NotificationListHandler(HubHandler):
    async def get(self) -> None:
        caller = self.customer()
        await self.limit(NOTIFICATION_LIST, caller)
        query = self.query_as(ListQuery)
        results = await self.hub.notifications.list_inbox(
            caller.customer_id or "", query.page, query.limit, query.status
        )
        self.reply(results, "DATA_LOADED")


class ReadOneHandler(HubHandler):
    async def patch(self, notification_id: str) -> None:
        caller = self.customer()
        await self.limit(NOTIFICATION_READ, caller)
        results = await self.hub.notifications.mark_read(caller.customer_id or "", notification_id)
        self.reply(results, "UPDATED")


class ReadAllHandler(HubHandler):
    async def patch(self) -> None:
        caller = self.customer()
        await self.limit(NOTIFICATION_READ_ALL, caller)
        results = await self.hub.notifications.mark_all_read(caller.customer_id or "")
        self.reply(results, "UPDATED")


class NotificationStreamHandler(HubHandler):
    """`GET /v1/notifications/sse`: headers go out as soon as the caller is accepted."""

    _stream: EventStream | None = None
    long_lived = True

    async def get(self) -> None:
        self.hub.drain.refuse_new_work()
        caller = await stream_caller(self)
        await self.limit(NOTIFICATION_STREAM, caller)
        # The request lives as long as the stream, and nothing reads its token again.
        self.request.headers.pop("Authorization", None)
        customer_id = caller.customer_id or ""
        after_id = self.request.headers.get("Last-Event-ID") or self.get_query_argument(
            "lastEventId", None
        )
        stream = self._stream = self.hub.streams.open(self, SURFACE, caller.owner)
        try:
            await self.hub.notifications.attach(customer_id, stream, after_id)
        except Exception as exc:
            # The status line is sent already: all that is left is to end the stream.
            log.warning("could not attach a stream for %s: %r", customer_id, exc)
            stream.close("error")
            return
        await stream.closed

    def on_connection_close(self) -> None:
        super().on_connection_close()
        if self._stream is not None:
            self._stream.close("client_gone")


class DemoOrderBody(BaseModel):
    model_config = ConfigDict(extra="forbid")

    intervalSeconds: float = Field(default=DEFAULT_INTERVAL_SECONDS, ge=0, le=60)


class DemoOrderHandler(HubHandler):
    """Dev mode only: a made-up order walks through its statuses in the caller's inbox."""

    async def post(self) -> None:
        if not self.hub.settings.dev:
            raise NotFound(message_key="route_not_found")
        caller = self.customer()
        await self.limit(DEMO_ORDER, caller)
        body = self.body_as(DemoOrderBody, empty_allowed=True)
        started = self.hub.notifications.demo.start(caller.customer_id or "", body.intervalSeconds)
        self.reply(started, "CREATED")
