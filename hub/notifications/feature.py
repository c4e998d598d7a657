"""Notifications as a hub capability: inbox actors, producers, streams and push tokens.

Producers (the internal route, the assistant's handoff, the dev demo) all come through
`NotificationsFeature.create`: notifications are stored first, in one ordered write per
batch, and only then announced on the bus channel of each customer. The bus delivers in
this process to the customer's inbox actor if it has streams here, and through Redis to
the hubs that have streams for that customer; hubs with none hear nothing.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tornado.web import RequestHandler

from actors.inbox import KIND, InboxActor, created_message, inbox_channel
from hub.notifications.demo import DemoOrders
from hub.notifications.streams import StreamRegistry
from hub.notifications.templates import render
from hub.notifications.tickets import open_stream_tickets
from hub.notifications.types import NOTIFICATION_TYPES
from storage.notification_memory import notification_repository
from storage.notification_repository import NewNotification, NotificationRepository
from storage.push_repository import PushRepository
from storage.warmup import StorageWarmup

if TYPE_CHECKING:
    from hub.app import Hub

log = logging.getLogger("hub.notifications")


@dataclass(frozen=True, slots=True)
class Draft:
    """What a producer asks for; missing texts are rendered from the type's templates."""

    customer_id: str
    type: str
    data: Mapping[str, Any] | None = None
    title: Mapping[str, str] | None = None
    body: Mapping[str, str] | None = None
    dedupe_key: str | None = None

    def complete(self) -> NewNotification:
        if self.type not in NOTIFICATION_TYPES:
            raise ValueError(f"unknown notification type {self.type!r}")
        data = dict(self.data or {})
        title, body = render(self.type, data)
        return NewNotification(
            customer_id=self.customer_id,
            type=self.type,
            title=dict(self.title) if self.title is not None else title,
            body=dict(self.body) if self.body is not None else body,
            data=data,
            dedupe_key=self.dedupe_key,
        )


class NotificationsFeature:
    def __init__(self, hub: Hub) -> None:
        self._hub = hub
        self.repository: NotificationRepository = notification_repository(
            hub.db, embedded=hub.settings.embedded_storage
        )
        self.push_tokens = PushRepository(hub.db)
        self.streams = StreamRegistry(hub.settings.sse_keepalive_seconds)
        self.demo = DemoOrders(self)
        self.tickets = open_stream_tickets(hub.settings.jwt_secret or "", hub.settings.redis_url)
        self._warmup = StorageWarmup("notification indexes", self._ensure_indexes)
        hub.directory.register_kind(KIND, self._make_inbox)

    def _make_inbox(self, customer_id: str) -> InboxActor:
        return InboxActor(customer_id, self.repository, self._hub.bus)

    def routes(self) -> list[tuple[str, type[RequestHandler]]]:
        from handlers.internal_notifications import PublishHandler
        from handlers.notifications import (
            DemoOrderHandler,
            NotificationListHandler,
            NotificationStreamHandler,
            ReadAllHandler,
            ReadOneHandler,
        )
        from handlers.push import PushRegisterHandler
        from handlers.stream_tickets import StreamTicketHandler

        return [
            (r"/v1/notifications", NotificationListHandler),
            (r"/v1/notifications/sse", NotificationStreamHandler),
            (r"/v1/notifications/sse-ticket", StreamTicketHandler),
            (r"/v1/notifications/read-all", ReadAllHandler),
            (r"/v1/notifications/([^/]+)/read", ReadOneHandler),
            (r"/v1/push/register", PushRegisterHandler),
            (r"/v1/dev/demo-order", DemoOrderHandler),
            (r"/internal/v1/notifications", PublishHandler),
        ]

    async def start(self) -> None:
        await self._warmup.start()
        self.streams.start()

    async def _ensure_indexes(self) -> None:
        await self.repository.ensure_indexes()
        await self.push_tokens.ensure_indexes()

    async def stop(self) -> None:
        """End every stream (clients reconnect elsewhere) and any demo still walking."""
        self.demo.cancel_all()
        await self.streams.stop()
        await self._warmup.stop()
        await self.tickets.close()

    # -- producing -------------------------------------------------------------------

    async def create(self, drafts: list[Draft], source: str = "hub") -> list[dict[str, Any]]:
        """Store and deliver; returns the inbox rows in the order of `drafts`.

        A draft whose dedupe key the customer already has answers that first notification,
        and nothing is stored or sent for it. `source` labels the published count (`http`,
        `stream`, or `hub` for the hub's own producers).
        """
        stored = await self.repository.create_many([d.complete() for d in drafts])
        created = [entry.notification for entry in stored if entry.created]
        self._hub.metrics.notifications_published.labels(source=source).inc(len(created))
        await self._hub.bus.publish_many(
            [(inbox_channel(n.customer_id), created_message(n)) for n in created]
        )
        return [entry.notification.row for entry in stored]

    async def publish(
        self,
        customer_id: str,
        type: str,
        data: Mapping[str, Any] | None = None,
        *,
        dedupe_key: str | None = None,
        title: Mapping[str, str] | None = None,
        body: Mapping[str, str] | None = None,
    ) -> dict[str, Any]:
        """One notification for one customer (see `hub.notifications.publish_notification`)."""
        if not 1 <= len(customer_id) <= 64:
            raise ValueError("customer ids are 1 to 64 characters")
        draft = Draft(customer_id, type, data, title, body, dedupe_key)
        (row,) = await self.create([draft])
        return row
