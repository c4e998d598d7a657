"""What a handler may reach of its hub, and what a route is: the handlers' side of the
composition root.

The handlers sit below `hub.app`, which builds the hub and mounts them, so they never import
it; they name the parts they use here, and `Hub` (checked by mypy where it mounts them)
provides them. A route is one row of the one table (`handlers.routes.ROUTES`): its pattern,
the handler class that serves it and what each method takes and answers.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Protocol

from tornado.web import RequestHandler

from actors.directory import ActorDirectory
from hub.assistant.service import Assistant
from hub.auth import TokenVerifier
from hub.drain import Drain
from hub.guests import GuestGate
from hub.metrics import HubMetrics
from hub.notifications.service import Notifications
from hub.openapi.operation import Operation
from hub.ratelimit import RateLimiter
from hub.settings import HubSettings
from hub.sse import StreamRegistry
from hub.store_settings import StoreSettings
from hub.storefront.port import Storefront


@dataclass(frozen=True)
class Route:
    """One route: `operations` (by lower-case method) describe it in `GET /openapi.json`."""

    pattern: str
    handler: type[RequestHandler]
    operations: Mapping[str, Operation] = field(default_factory=dict)


class HubContext(Protocol):
    """The parts of one running hub that its handlers talk to."""

    @property
    def settings(self) -> HubSettings: ...

    @property
    def metrics(self) -> HubMetrics: ...

    @property
    def directory(self) -> ActorDirectory: ...

    @property
    def drain(self) -> Drain: ...

    @property
    def streams(self) -> StreamRegistry: ...

    @property
    def guests(self) -> GuestGate: ...

    @property
    def tokens(self) -> TokenVerifier: ...

    @property
    def rate_limiter(self) -> RateLimiter: ...

    @property
    def store_settings(self) -> StoreSettings: ...

    @property
    def storefront(self) -> Storefront: ...

    @property
    def notifications(self) -> Notifications: ...

    @property
    def assistant(self) -> Assistant: ...

    @property
    def routes(self) -> Sequence[Route]: ...

    async def check_dependencies(self) -> dict[str, bool | None]: ...
