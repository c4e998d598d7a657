"""Notifications as a hub capability: its inbox actors, and its storage at start-up."""

from __future__ import annotations

from typing import Any

from actors.directory import ActorDirectory
from hub.metrics import HubMetrics
from hub.notifications.inbox import KIND, InboxActor
from hub.notifications.service import Notifications
from hub.notifications.tickets import open_stream_tickets
from hub.settings import HubSettings
from storage.bus import LocalBus
from storage.stores import Storage
from storage.warmup import StorageWarmup


class NotificationsFeature:
    """Owns the hub's `Notifications` and its inbox actors."""

    def __init__(
        self,
        settings: HubSettings,
        storage: Storage,
        directory: ActorDirectory,
        bus: LocalBus,
        redis_pool: Any,
        metrics: HubMetrics,
    ) -> None:
        self._bus = bus
        self._metrics = metrics
        self.notifications = Notifications(
            storage.notifications,
            storage.push_tokens,
            open_stream_tickets(settings.jwt_secret or "", redis_pool),
            directory,
            bus,
            metrics,
        )
        self._warmup = StorageWarmup("notification indexes", self._ensure_indexes)
        directory.register_kind(KIND, self._make_inbox)

    def _make_inbox(self, customer_id: str) -> InboxActor:
        return InboxActor(customer_id, self.notifications.repository, self._bus, self._metrics)

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
