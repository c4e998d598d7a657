"""The two HTML pages and their static files.

Pages carry a Content-Security-Policy that allows only this origin: the page renders what
the hub sends with `textContent`, and the policy is the second line of defence should a
server string ever reach the DOM as markup.

Caching: a page is revalidated on every load (`no-cache` plus ETag, so an unchanged page
costs a 304), and names its files under the current version (`hub.web.assets`); a file
under the current version is cached for a year. A file asked for without a version, or
under another one (a page from a hub running other code), is served fresh and revalidated.
Text is gzipped when the client accepts it.
"""

from __future__ import annotations

from typing import Any

from handlers.base import HubHandler
from hub.errors import NotFound
from hub.web import ASSETS
from hub.web.assets import Asset

CONTENT_SECURITY_POLICY = (
    "default-src 'self'; img-src 'self' data:; connect-src 'self'; "
    "object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'"
)
REVALIDATE = "no-cache"
FOREVER = "public, max-age=31536000, immutable"


class AssetHandler(HubHandler):
    """Answers GET and HEAD with one in-memory asset; errors still answer with the envelope."""

    def set_default_headers(self) -> None:
        """Content type comes from the asset, not the JSON default."""
        self.set_request_id()

    def send_asset(self, asset: Asset, cache_control: str) -> None:
        self.set_header("Content-Type", asset.content_type)
        self.set_header("Content-Security-Policy", CONTENT_SECURITY_POLICY)
        self.set_header("X-Content-Type-Options", "nosniff")
        self.set_header("Referrer-Policy", "no-referrer")
        self.set_header("Cache-Control", cache_control)
        self.set_header("ETag", asset.etag)
        body = asset.body
        if asset.gzipped is not None:
            self.set_header("Vary", "Accept-Encoding")
            if "gzip" in self.request.headers.get("Accept-Encoding", ""):
                self.set_header("Content-Encoding", "gzip")
                body = asset.gzipped
        if self.check_etag_header():
            self.set_status(304)
            self.finish()
            return
        self.set_header("Content-Length", len(body))
        if self.request.method == "HEAD":
            self.finish()
        else:
            self.finish(body)

    def compute_etag(self) -> str | None:
        """The asset's own ETag is set before the check; no hash of the written body."""
        return None


class PageHandler(AssetHandler):
    page: str

    async def get(self) -> None:
        asset = ASSETS.page(self.page)
        if asset is None:  # a broken install, not a client mistake
            raise NotFound()
        self.send_asset(asset, REVALIDATE)

    async def head(self) -> None:
        await self.get()


class StorefrontPageHandler(PageHandler):
    page = "index.html"


class InspectorPageHandler(PageHandler):
    """Served openly: its data calls go to `/debug/actors`, which checks the debug token."""

    page = "inspector.html"


class AppStaticHandler(AssetHandler):
    """`/static/app/[<version>/]<file>`: only files that exist under `static/` are ever found."""

    async def get(self, version: str | None, name: str) -> None:
        asset = ASSETS.get(name)
        if asset is None:
            raise NotFound(message_key="route_not_found")
        self.send_asset(asset, FOREVER if version == ASSETS.version else REVALIDATE)

    async def head(self, *args: Any) -> None:
        await self.get(*args)
