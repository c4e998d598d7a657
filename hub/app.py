"""The composition root: one `Hub` is one running hub, with everything it owns.

The only module that sees every layer: it builds the parts (storage, bus, actor directory),
the features on them, and mounts the one route table (`handlers.routes.ROUTES`) with itself
as each handler's `HubContext`. Nothing here is module-level state, so tests can run two
hubs in one process (for example two hubs sharing one Redis). `Hub.start()` brings the parts
up in dependency order and `Hub.stop()` takes them down in reverse, ending streams so
clients reconnect elsewhere.
"""

from __future__ import annotations

import asyncio
import logging
import socket
from collections.abc import Sequence
from typing import Any, Protocol

import tornado.httpserver
import tornado.httputil
import tornado.netutil
import tornado.web

from actors.directory import ActorDirectory
from handlers.base import HeadersTooLargeHandler, NotFoundHandler
from handlers.context import HubContext, Route
from handlers.routes import ROUTES
from hub.assistant.feature import AssistantFeature
from hub.assistant.service import Assistant
from hub.auth import TokenVerifier
from hub.bus_metrics import count_bus_traffic
from hub.drain import Drain
from hub.guests import GuestGate
from hub.logs import log_request
from hub.metrics import HubMetrics, LiveSample, LoopLagProbe
from hub.notifications.feature import NotificationsFeature
from hub.notifications.ingest import StreamIngest
from hub.notifications.service import Notifications
from hub.ratelimit import RateLimiter, open_rate_limiter
from hub.request_bodies import BodyFirst
from hub.settings import HubSettings
from hub.sse import StreamRegistry
from hub.store_settings import StoreSettings
from hub.storefront.feature import StorefrontFeature
from hub.storefront.port import Storefront
from storage.bus import LocalBus, open_bus
from storage.configured import open_storage
from storage.guest_expiry import GuestExpiry
from storage.redis_pool import open_redis_pool
from storage.stores import Storage

log = logging.getLogger("hub")

# Handlers keep a body only up to their own limit and answer a larger one with the envelope
# (see `handlers.base.HubHandler`); past this the server itself cuts the connection.
MAX_ACCEPTED_BODY = 256 * 1024 * 1024

# A request line and headers past MAX_HEADER_BYTES are answered 431 in the envelope; to
# answer, the server reads them whole, up to MAX_READ_HEADER_BYTES (past that it can only
# close the connection: Tornado's stream closes itself on a read it cannot satisfy).
MAX_HEADER_BYTES = 64 * 1024
MAX_READ_HEADER_BYTES = 256 * 1024


class Feature(Protocol):
    """A capability of the hub (the storefront, notifications, the assistant, the ingest
    stream): started after the parts it stands on, stopped before them."""

    async def start(self) -> None: ...

    async def stop(self) -> None: ...


def header_bytes(request: tornado.httputil.HTTPServerRequest) -> int:
    """About the bytes of the request line and headers as the client sent them."""
    size = len(request.uri or "") + 16
    for name, value in request.headers.get_all():
        size += len(name) + len(value) + 4
    return size


class HubApplication(tornado.web.Application):
    """The hub's routes, with one answer for headers too large for any route, and bodies
    read as `hub.request_bodies.BodyFirst` reads them."""

    def __init__(self, handlers: list[Any], *, body_timeout: float, **settings: Any) -> None:
        super().__init__(handlers, **settings)
        self.body_timeout = body_timeout

    def get_handler_delegate(
        self,
        request: tornado.httputil.HTTPServerRequest,
        target_class: type[tornado.web.RequestHandler],
        target_kwargs: dict[str, Any] | None = None,
        path_args: list[bytes] | None = None,
        path_kwargs: dict[str, bytes] | None = None,
    ) -> tornado.web._HandlerDelegate:
        return BodyFirst(
            self,
            request,
            target_class,
            target_kwargs,
            path_args,
            path_kwargs,
            body_timeout=self.body_timeout,
        )

    def find_handler(
        self, request: tornado.httputil.HTTPServerRequest, **kwargs: Any
    ) -> tornado.web._HandlerDelegate:  # Tornado names its return type privately
        if header_bytes(request) > MAX_HEADER_BYTES:
            return self.get_handler_delegate(
                request, HeadersTooLargeHandler, self.settings["default_handler_args"]
            )
        return super().find_handler(request, **kwargs)


# How long a stopping hub waits for the requests it is answering before it stops their parts.
REQUESTS_SETTLE_SECONDS = 5.0

# The client-facing surface whose streams each kind of actor holds.
STREAM_SURFACES = {"conversation": "assistant", "inbox": "notifications"}


class Hub:
    """A hub with every capability this code base has, built whole."""

    def __init__(
        self,
        settings: HubSettings,
        storage: Storage | None = None,
        *,
        routes: Sequence[Route] = ROUTES,
    ) -> None:
        """`storage`: another hub's, to run two hubs on one store (as on one MongoDB).
        `routes`: the table to mount, which a test may extend with probe routes."""
        settings.check_production()
        self.settings = settings
        self.metrics = HubMetrics()
        self.storage = storage if storage is not None else open_storage(settings)
        self._owns_storage = storage is None  # a store lent by another hub is its to close
        self.redis_pool: Any = open_redis_pool(settings)
        self.bus: LocalBus = open_bus(self.redis_pool)
        count_bus_traffic(self.bus, self.metrics.bus_published, self.metrics.bus_received)
        self.rate_limiter: RateLimiter = open_rate_limiter(self.redis_pool)
        self.directory = ActorDirectory()
        self.guests = GuestGate(self.rate_limiter, settings.new_guests_per_minute)
        self.tokens = TokenVerifier(settings.jwt_secret or "", settings.jwt_leeway_seconds)
        self.guest_expiry = GuestExpiry(
            self.storage.conversations, self.storage.carts, settings.guest_ttl_days
        )
        self.streams = StreamRegistry(
            self.metrics,
            keepalive_seconds=settings.sse_keepalive_seconds,
            retry_ms=settings.sse_retry_ms,
            max_buffer_bytes=settings.sse_max_buffer_bytes,
            max_streams_per_owner=settings.sse_max_streams_per_customer,
        )
        self.drain = Drain(settings.drain_seconds)
        self._loop_lag = LoopLagProbe(self.metrics.loop_lag_seconds)
        self._watch_live_state()
        self.store_settings = StoreSettings(settings, self.storage.settings, self.bus)
        self.port: int | None = None
        self._server: tornado.httpserver.HTTPServer | None = None
        self.routes: tuple[Route, ...] = tuple(routes)

        storefront = StorefrontFeature(self.storage, dev=bool(settings.dev))
        notifications = NotificationsFeature(
            settings, self.storage, self.directory, self.bus, self.redis_pool, self.metrics
        )
        assistant = AssistantFeature(
            settings,
            self.storage.conversations,
            storefront.storefront,
            self.store_settings,
            notifications.notifications,
            self.directory,
            self.metrics,
        )
        self.storefront: Storefront = storefront.storefront
        self.notifications: Notifications = notifications.notifications
        self.assistant: Assistant = assistant.assistant
        self.ingest: StreamIngest | None = None
        if settings.ingest_stream:
            self.ingest = StreamIngest(settings, self.notifications, self.redis_pool, self.metrics)
        ingest: tuple[Feature, ...] = (self.ingest,) if self.ingest is not None else ()
        # Started in this order, stopped in the reverse one.
        self.features: tuple[Feature, ...] = (storefront, notifications, assistant, *ingest)

    def _watch_live_state(self) -> None:
        """Gauges read from the parts that own the state, at every scrape."""
        census = self.directory.census

        def actors() -> list[LiveSample]:
            return [({"kind": kind}, c.actors) for kind, c in census().items()]

        def mailboxes() -> list[LiveSample]:
            return [({"kind": kind}, c.mailbox) for kind, c in census().items()]

        def streams() -> list[LiveSample]:
            counts = dict.fromkeys(STREAM_SURFACES.values(), 0)
            for kind, c in census().items():
                if kind in STREAM_SURFACES:
                    counts[STREAM_SURFACES[kind]] += c.subscribers
            return [({"surface": surface}, n) for surface, n in counts.items()]

        metrics = self.metrics
        metrics.watch("hub_actors", "Live actors", ["kind"], actors)
        metrics.watch(
            "hub_actor_mailbox_depth", "Messages waiting, by actor kind", ["kind"], mailboxes
        )
        metrics.watch("hub_streams_open", "Open client streams", ["surface"], streams)
        metrics.watch(
            "hub_turns_in_flight",
            "Assistant turns running now",
            [],
            lambda: [({}, self.drain.turns_in_flight)],
        )
        metrics.bus_connected.set_function(lambda: float(getattr(self.bus, "connected", True)))

    def population(self) -> tuple[int, int]:
        """(held, ended): the actors, streams and turns alive now, and how many have ended."""
        held = len(self.directory) + len(self.streams) + self.drain.turns_in_flight
        ended = self.directory.stopped_count + self.streams.closed + self.drain.turns_finished
        return held, ended

    def make_app(self) -> tornado.web.Application:
        context: HubContext = self  # what the handlers may reach of this hub
        handlers = [
            (route.pattern, route.handler, {"hub": context, "route": route.pattern})
            for route in self.routes
        ]
        return HubApplication(
            handlers,
            default_handler_class=NotFoundHandler,
            default_handler_args={"hub": context},
            compress_response=False,
            log_function=log_request,
            body_timeout=self.settings.body_timeout_seconds,
        )

    # -- lifecycle -------------------------------------------------------------------

    async def start(self, sockets: list[socket.socket] | None = None) -> None:
        self._loop_lag.start()
        await self.bus.start()
        await self.store_settings.start()
        for feature in self.features:
            await feature.start()
        self.streams.start()
        await self.guest_expiry.start()
        self.directory.start(
            sweep_interval=min(30.0, self.settings.actor_idle_seconds / 2),
            idle_after=self.settings.actor_idle_seconds,
        )
        self._server = tornado.httpserver.HTTPServer(
            self.make_app(),
            max_body_size=MAX_ACCEPTED_BODY,
            max_header_size=MAX_READ_HEADER_BYTES,
            idle_connection_timeout=self.settings.header_timeout_seconds,
            # No `body_timeout`: the application keeps that deadline (`BodyFirst`).
        )
        if sockets is None:
            sockets = tornado.netutil.bind_sockets(self.settings.port, self.settings.host)
        self._server.add_sockets(sockets)
        self.port = sockets[0].getsockname()[1]
        log.info(
            "Storefront Hub listening on http://%s:%s (storage: %s; bus: %s; %s mode)",
            self.settings.host,
            self.port,
            self.storage.label,
            self.settings.bus_label,
            "dev" if self.settings.dev else "production",
        )
        if self.settings.storage == "memory" and not self.settings.dev:
            log.warning(
                "production hub on in-memory storage (HUB_STORAGE=memory): nothing survives a restart"
            )

    async def stop(self) -> None:
        if self._server is not None:
            self._server.stop()
        await self.streams.stop()
        await self.drain.close(REQUESTS_SETTLE_SECONDS)
        for feature in reversed(self.features):
            await feature.stop()
        await self.directory.stop_all()
        await self.guest_expiry.stop()
        if self._server is not None:
            await asyncio.wait_for(self._server.close_all_connections(), 5)
        await self.store_settings.stop()
        await self.bus.close()
        closer = getattr(self.rate_limiter, "close", None)
        if closer is not None:
            await closer()
        if self.redis_pool is not None:
            await self.redis_pool.aclose()
        if self._owns_storage:
            self.storage.close()
        self._loop_lag.stop()

    async def check_dependencies(self) -> dict[str, bool | None]:
        """Readiness: `None` means "not configured", which is not a failure."""
        mongodb = await self.storage.ping() if self.settings.storage == "mongo" else None
        ingest = self.ingest.reading if self.ingest is not None else None
        return {"mongodb": mongodb, "redis": await self.bus.ping(), "ingest": ingest}

    @property
    def url(self) -> str:
        return f"http://{self.settings.host}:{self.port}"
