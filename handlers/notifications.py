"""The customer's inbox (`/v1/notifications`), its live stream, and the dev demo order."""

from __future__ import annotations

import asyncio
import logging
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field
from tornado.iostream import StreamClosedError

from actors.inbox import Attach, Detach, ListInbox, MarkAllRead, MarkRead, inbox_key
from handlers.base import HubHandler
from handlers.stream_tickets import stream_caller
from hub.errors import NotFound
from hub.notifications.demo import DEFAULT_INTERVAL_SECONDS
from hub.ratelimit import NOTIFICATION_LIST
from hub.validation import PageQuery

log = logging.getLogger("hub.notifications")

ASK_TIMEOUT = 15.0


class ListQuery(PageQuery):
    status: Literal["unread", "read"] | None = None


class NotificationListHandler(HubHandler):
    async def get(self) -> None:
        caller = self.customer()
        await self.limit(NOTIFICATION_LIST, caller)
        query = self.query_as(ListQuery)
        key = inbox_key(caller.customer_id or "")
        results = await self.hub.directory.ask(
            key, ListInbox(query.page, query.limit, query.status), ASK_TIMEOUT
        )
        self.reply(results, "DATA_LOADED")


class ReadOneHandler(HubHandler):
    async def patch(self, notification_id: str) -> None:
        caller = self.customer()
        key = inbox_key(caller.customer_id or "")
        results = await self.hub.directory.ask(key, MarkRead(notification_id), ASK_TIMEOUT)
        self.reply(results, "UPDATED")


class ReadAllHandler(HubHandler):
    async def patch(self) -> None:
        caller = self.customer()
        key = inbox_key(caller.customer_id or "")
        results = await self.hub.directory.ask(key, MarkAllRead(), ASK_TIMEOUT)
        self.reply(results, "UPDATED")


class HandlerStream:
    """One device's open stream, as the inbox actor and the registry see it.

    Writes go straight to the connection; a write that finds it closed detaches the stream,
    as does Tornado noticing the hang-up, whichever comes first.
    """

    __slots__ = ("_handler", "done", "key", "last")

    def __init__(self, handler: NotificationStreamHandler, key: str) -> None:
        self._handler = handler
        self.key = key
        self.last = 0
        self.done: asyncio.Future[None] = asyncio.get_running_loop().create_future()

    def send(self, frame: str) -> None:
        if self.done.done():
            return
        handler = self._handler
        try:
            handler.write(frame)
            handler.flush()
        except (StreamClosedError, RuntimeError):
            self.hang_up()

    def end(self) -> None:
        """The hub is shutting down: finish the response so the client reconnects."""
        if not self.done.done():
            self._handler.finish_quietly()
        self.hang_up()

    def hang_up(self) -> None:
        if self.done.done():
            return
        self.done.set_result(None)
        hub = self._handler.hub
        hub.notifications.streams.discard(self)
        ref = hub.directory.get(self.key)
        if ref is not None:
            ref.tell(Detach(self))


class NotificationStreamHandler(HubHandler):
    _stream: HandlerStream | None = None

    async def get(self) -> None:
        caller = await stream_caller(self)
        after_id = self.request.headers.get("Last-Event-ID") or self.get_query_argument(
            "lastEventId", None
        )
        self.set_event_stream_headers()
        self.flush()
        key = inbox_key(caller.customer_id or "")
        stream = self._stream = HandlerStream(self, key)
        self.hub.notifications.streams.add(stream)
        try:
            await self.hub.directory.ask(key, Attach(stream, after_id), ASK_TIMEOUT)
        except Exception as exc:
            # The status line is sent already: all that is left is to end the stream.
            log.warning("could not attach a stream for %s: %r", key, exc)
            stream.end()
            return
        await stream.done
        self.finish_quietly()

    def on_connection_close(self) -> None:
        if self._stream is not None:
            self._stream.hang_up()


class DemoOrderBody(BaseModel):
    model_config = ConfigDict(extra="forbid")

    intervalSeconds: float = Field(default=DEFAULT_INTERVAL_SECONDS, ge=0, le=60)


class DemoOrderHandler(HubHandler):
    """Dev mode only: a made-up order walks through its statuses in the caller's inbox."""

    async def post(self) -> None:
        if not self.hub.settings.dev:
            raise NotFound(message_key="route_not_found")
        caller = self.customer()
        body = self.body_as(DemoOrderBody, empty_allowed=True)
        started = self.hub.notifications.demo.start(caller.customer_id or "", body.intervalSeconds)
        self.reply(started, "CREATED")
