"""The operators' window into a running hub: live actors (`/debug/actors`) and `/metrics`."""

from __future__ import annotations

import logging
from typing import Annotated

from prometheus_client import CONTENT_TYPE_LATEST
from pydantic import BaseModel, BeforeValidator, ConfigDict, Field

from actors.directory import ActorQuery
from actors.index import Sort
from handlers.base import HubHandler
from hub.errors import NotFound
from hub.validation import QueryInt

MAX_ROWS = 500

log = logging.getLogger("hub.debug")


def _flag(value: object) -> object:
    """A filter switch is on as `1` or `true`, off as `0`, `false` or empty."""
    if isinstance(value, str):
        lowered = value.strip().lower()
        if lowered in ("", "0", "false"):
            return False
        if lowered in ("1", "true"):
            return True
    return value


QueryFlag = Annotated[bool, BeforeValidator(_flag)]


class ActorListQuery(BaseModel):
    """`/debug/actors?q=&kind=&state=&busy=1&mailbox=1&sort=activity|mailbox|age&limit=`.

    `mailbox=1` keeps actors with at least one message waiting. Unknown arguments are ignored.
    """

    model_config = ConfigDict(extra="ignore")

    q: str = Field(default="", max_length=200)
    kind: str = Field(default="", max_length=64)
    state: str = Field(default="", max_length=64)
    busy: QueryFlag = False
    mailbox: QueryFlag = False
    sort: Sort = "activity"
    limit: QueryInt = Field(default=50, ge=1, le=MAX_ROWS)


class DebugHandler(HubHandler):
    def prepare(self) -> None:
        super().prepare()
        settings = self.hub.settings
        self.operator(settings.debug_token, open_without_token=settings.debug_open())


class ActorListHandler(DebugHandler):
    async def get(self) -> None:
        query = self.query_as(ActorListQuery)
        directory = self.hub.directory
        page = directory.query(
            ActorQuery(
                search=query.q,
                kind=query.kind,
                state=query.state,
                busy=query.busy,
                queued=query.mailbox,
                sort=query.sort,
                limit=query.limit,
            )
        )
        results = {
            "actors": [actor.describe() for actor in page.actors],
            "hasMore": page.has_more,
            "counts": directory.counts(),
        }
        self.reply(results, "DATA_LOADED")


class ActorDetailHandler(DebugHandler):
    async def get(self, key: str) -> None:
        actor = self.hub.directory.describe(key)
        if actor is None:
            raise NotFound()
        self.reply({"actor": actor}, "DATA_LOADED")


class ActorStopHandler(DebugHandler):
    """`POST /debug/actors/conversation:<id>/stop`: a developer ends a stuck turn from the
    inspector. The turn ends as the owner's Stop ends it (the partial reply saved, its
    streams ended with it); every use is logged. Another kind of actor, or one no longer
    live on this hub, is a 404."""

    async def post(self, key: str) -> None:
        kind, _, conversation_id = key.partition(":")
        if kind != "conversation" or self.hub.directory.describe(key) is None:
            raise NotFound()
        result = await self.hub.assistant.stop_turn(conversation_id, self.language)
        # the log line carries the request id (hub.logs), as every line of a request does
        log.warning("stop of %s from the debug routes: stopped=%s", key, result["stopped"])
        self.reply(result)


class MetricsHandler(DebugHandler):
    """Prometheus text format, from this hub's own registry."""

    async def get(self) -> None:
        self.set_header("Content-Type", CONTENT_TYPE_LATEST)
        self.finish(self.hub.metrics.render())
