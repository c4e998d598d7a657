"""The composition root: one `Hub` is one running hub, with everything it owns.

Nothing here is module-level state, so tests can run two hubs in one process (for example
two hubs sharing one Redis). `Hub.start()` brings the parts up in dependency order and
`Hub.stop()` takes them down in reverse, ending streams so clients reconnect elsewhere.
"""

from __future__ import annotations

import asyncio
import logging
import socket
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

import tornado.httpserver
import tornado.netutil
import tornado.web

from actors.directory import ActorDirectory
from hub.metrics import HubMetrics
from hub.ratelimit import RateLimiter, open_rate_limiter
from hub.settings import HubSettings
from hub.store_settings import StoreSettings
from hub.storefront.port import Storefront
from storage.bus import LocalBus, open_bus
from storage.database import open_database, ping
from storage.settings_repository import SettingsRepository

if TYPE_CHECKING:
    from hub.assistant.service import Assistant
    from hub.notifications.feature import NotificationsFeature

log = logging.getLogger("hub")

# Bodies above the 64 KiB contract limit still reach the handler (and get an envelope);
# only absurd ones are cut off by the server itself.
MAX_ACCEPTED_BODY = 4 * 1024 * 1024

RouteSpec = tuple[str, type[tornado.web.RequestHandler]]


class Hub:
    storefront: Storefront  # set by create_hub; every capability that sells reads it
    notifications: NotificationsFeature  # set by create_hub; producers publish through it
    assistant: Assistant  # set by create_hub; the assistant routes talk to it

    def __init__(self, settings: HubSettings) -> None:
        settings.check_production()
        self.settings = settings
        self.metrics = HubMetrics()
        self.db = open_database(settings)
        self.bus: LocalBus = open_bus(settings.redis_url)
        self.rate_limiter: RateLimiter = open_rate_limiter(settings.redis_url)
        self.directory = ActorDirectory()
        self.store_settings = StoreSettings(settings, SettingsRepository(self.db), self.bus)
        self.port: int | None = None
        self._server: tornado.httpserver.HTTPServer | None = None
        self._startups: list[Callable[[], Awaitable[None]]] = []
        self._shutdowns: list[Callable[[], Awaitable[None]]] = []
        self._features: list[Any] = []

    # -- composition -----------------------------------------------------------------

    def add_feature(self, feature: Any) -> None:
        """A capability (assistant, notifications, ...) with `routes()`, `start()`, `stop()`."""
        self._features.append(feature)

    def routes(self) -> list[RouteSpec]:
        from handlers.routes import core_routes

        specs = core_routes()
        for feature in self._features:
            specs.extend(feature.routes())
        return specs

    def make_app(self) -> tornado.web.Application:
        from handlers.base import NotFoundHandler

        handlers = [(path, cls, {"hub": self}) for path, cls in self.routes()]
        return tornado.web.Application(
            handlers,
            default_handler_class=NotFoundHandler,
            default_handler_args={"hub": self},
            compress_response=False,
        )

    # -- lifecycle -------------------------------------------------------------------

    async def start(self, sockets: list[socket.socket] | None = None) -> None:
        await self.bus.start()
        await self.store_settings.start()
        for feature in self._features:
            await feature.start()
        self.directory.start(
            sweep_interval=min(30.0, self.settings.actor_idle_seconds / 2),
            idle_after=self.settings.actor_idle_seconds,
        )
        self._server = tornado.httpserver.HTTPServer(
            self.make_app(), max_body_size=MAX_ACCEPTED_BODY, idle_connection_timeout=3600
        )
        if sockets is None:
            sockets = tornado.netutil.bind_sockets(self.settings.port, self.settings.host)
        self._server.add_sockets(sockets)
        self.port = sockets[0].getsockname()[1]
        log.info(
            "Storefront Hub listening on http://%s:%s (storage: %s; bus: %s; %s mode)",
            self.settings.host,
            self.port,
            self.settings.storage_label,
            self.settings.bus_label,
            "dev" if self.settings.dev else "production",
        )

    async def stop(self) -> None:
        if self._server is not None:
            self._server.stop()
        for feature in reversed(self._features):
            await feature.stop()
        await self.directory.stop_all()
        if self._server is not None:
            await asyncio.wait_for(self._server.close_all_connections(), 5)
        await self.store_settings.stop()
        await self.bus.close()
        closer = getattr(self.rate_limiter, "close", None)
        if closer is not None:
            await closer()

    async def check_dependencies(self) -> dict[str, bool | None]:
        """Readiness: `None` means "not configured", which is not a failure."""
        return {"mongodb": await ping(self.db), "redis": await self.bus.ping()}

    @property
    def url(self) -> str:
        return f"http://{self.settings.host}:{self.port}"


def create_hub(settings: HubSettings) -> Hub:
    """A hub with every capability this code base has."""
    from hub.assistant.feature import AssistantFeature
    from hub.notifications.feature import NotificationsFeature
    from hub.storefront.feature import StorefrontFeature
    from hub.web.feature import WebFeature

    hub = Hub(settings)
    storefront = StorefrontFeature(hub)
    hub.storefront = storefront.storefront
    hub.add_feature(storefront)
    hub.notifications = NotificationsFeature(hub)
    hub.add_feature(hub.notifications)
    assistant = AssistantFeature(hub)
    hub.assistant = assistant.assistant
    hub.add_feature(assistant)
    hub.add_feature(WebFeature(hub))
    if settings.ingest_stream:
        from hub.notifications.ingest import StreamIngest

        hub.add_feature(StreamIngest(hub))
    return hub
