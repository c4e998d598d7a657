"""The operators' window into a running hub: live actors (`/debug/actors`) and `/metrics`."""

from __future__ import annotations

from prometheus_client import CONTENT_TYPE_LATEST

from handlers.base import HubHandler
from hub.errors import NotFound


class DebugHandler(HubHandler):
    def prepare(self) -> None:
        settings = self.hub.settings
        self.operator(settings.debug_token, open_without_token=settings.debug_open())


class ActorListHandler(DebugHandler):
    async def get(self) -> None:
        kind = self.get_query_argument("kind", None)
        actors = self.hub.directory.describe_all()
        if kind:
            actors = [a for a in actors if a["kind"] == kind]
        self.reply({"actors": actors}, "DATA_LOADED")


class ActorDetailHandler(DebugHandler):
    async def get(self, key: str) -> None:
        actor = self.hub.directory.describe(key)
        if actor is None:
            raise NotFound()
        self.reply({"actor": actor}, "DATA_LOADED")


class MetricsHandler(DebugHandler):
    """Prometheus text format, from this hub's own registry."""

    async def get(self) -> None:
        self.set_header("Content-Type", CONTENT_TYPE_LATEST)
        self.finish(self.hub.metrics.render())
