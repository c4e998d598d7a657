"""The hub's URL map for the routes every hub has; features add their own."""

from __future__ import annotations

from tornado.web import RequestHandler

from handlers.debug import (
    ActorDetailHandler,
    ActorListHandler,
    ActorStopHandler,
    MetricsHandler,
)
from handlers.internal import SettingsHandler
from handlers.openapi import OpenApiHandler
from handlers.system import HealthHandler, InitHandler, ReadyHandler


def core_routes() -> list[tuple[str, type[RequestHandler]]]:
    return [
        (r"/v1/init", InitHandler),
        (r"/healthz", HealthHandler),
        (r"/readyz", ReadyHandler),
        (r"/openapi.json", OpenApiHandler),
        (r"/metrics", MetricsHandler),
        (r"/internal/v1/settings", SettingsHandler),
        (r"/debug/actors", ActorListHandler),
        (r"/debug/actors/([^/]+)/stop", ActorStopHandler),
        (r"/debug/actors/([^/]+)", ActorDetailHandler),
    ]
