"""Notifications as a hub capability: its routes, its inbox actors, its storage at start-up."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tornado.web import RequestHandler

from actors.inbox import KIND, InboxActor
from hub.notifications.service import Notifications
from hub.notifications.tickets import open_stream_tickets
from storage.warmup import StorageWarmup

if TYPE_CHECKING:
    from hub.app import Hub


class NotificationsFeature:
    """Owns the hub's `Notifications` (reached as `hub.notifications`) and its inbox actors."""

    def __init__(self, hub: Hub) -> None:
        self._hub = hub
        self.notifications = Notifications(
            hub.storage.notifications,
            hub.storage.push_tokens,
            hub.directory,
            hub.bus,
            hub.metrics,
        )
        self.notifications.tickets = open_stream_tickets(
            hub.settings.jwt_secret or "", hub.redis_pool
        )
        self._warmup = StorageWarmup("notification indexes", self._ensure_indexes)
        hub.directory.register_kind(KIND, self._make_inbox)

    def _make_inbox(self, customer_id: str) -> InboxActor:
        return InboxActor(
            customer_id, self.notifications.repository, self._hub.bus, self._hub.metrics
        )

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

    async def _ensure_indexes(self) -> None:
        await self.notifications.repository.ensure_indexes()
        await self.notifications.push_tokens.ensure_indexes()

    async def stop(self) -> None:
        """Stop any demo order still walking; the hub has ended the streams already."""
        self.notifications.demo.cancel_all()
        await self._warmup.stop()
        await self.notifications.tickets.close()
