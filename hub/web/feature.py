"""The demo storefront page and the actor inspector as a hub capability.

The pages are plain files under `static/` (ES modules, no build step, nothing fetched from
outside), served by this hub so they talk to it same-origin: no CORS, and the page is the
reference client of the service spec. The dev token route is here too because only these
pages need it: there is no other way for a browser to get a customer token from a dev hub.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from tornado.web import RequestHandler

from hub.web.assets import StaticAssets

if TYPE_CHECKING:
    from hub.app import Hub

STATIC_DIR = Path(__file__).parent / "static"
ASSETS = StaticAssets(STATIC_DIR)  # the same files for every hub in the process


class WebFeature:
    def __init__(self, hub: Hub) -> None:
        self.hub = hub

    def routes(self) -> list[tuple[str, type[RequestHandler]]]:
        from handlers.dev_token import DevTokenHandler
        from handlers.pages import AppStaticHandler, InspectorPageHandler, StorefrontPageHandler

        return [
            (r"/", StorefrontPageHandler),
            (r"/debug", InspectorPageHandler),
            (r"/static/app/(?:([0-9a-f]{12})/)?(.+)", AppStaticHandler),
            (r"/v1/dev/token", DevTokenHandler),
        ]

    async def start(self) -> None:
        """Nothing to bring up: the pages are files."""

    async def stop(self) -> None:
        """Nothing to take down."""
