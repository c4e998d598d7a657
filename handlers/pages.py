"""The two HTML pages and their static files.

Pages carry a Content-Security-Policy that allows only this origin: the page renders what
the hub sends with `textContent`, and the policy is the second line of defence should a
server string ever reach the DOM as markup. Files are revalidated on every load
(`no-cache` plus ETag) so a page never runs against an older copy of its modules.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tornado.web import HTTPError, StaticFileHandler

from handlers.base import HubHandler
from hub.errors import NotFound
from hub.web.feature import STATIC_DIR

if TYPE_CHECKING:
    from hub.app import Hub

CONTENT_SECURITY_POLICY = (
    "default-src 'self'; img-src 'self' data:; connect-src 'self'; "
    "object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'"
)


def _page_headers(handler: Any) -> None:
    handler.set_header("Content-Security-Policy", CONTENT_SECURITY_POLICY)
    handler.set_header("X-Content-Type-Options", "nosniff")
    handler.set_header("Referrer-Policy", "no-referrer")
    handler.set_header("Cache-Control", "no-cache")


class PageHandler(HubHandler):
    """One HTML file from `static/`; errors still answer with the envelope."""

    page: str

    async def get(self) -> None:
        try:
            html = (STATIC_DIR / self.page).read_bytes()
        except FileNotFoundError as exc:  # a broken install, not a client mistake
            raise NotFound() from exc
        self.set_header("Content-Type", "text/html; charset=UTF-8")
        _page_headers(self)
        self.finish(html)


class StorefrontPageHandler(PageHandler):
    page = "index.html"


class InspectorPageHandler(PageHandler):
    """Served openly: its data calls go to `/debug/actors`, which checks the debug token."""

    page = "inspector.html"


class AppStaticHandler(HubHandler, StaticFileHandler):
    """`/static/app/<file>`: tornado's file serving (ETag, ranges, no path escapes)."""

    def initialize(self, hub: Hub) -> None:  # type: ignore[override]
        self.hub = hub
        StaticFileHandler.initialize(self, path=str(STATIC_DIR))

    def set_default_headers(self) -> None:
        """Content type comes from the file, not the JSON default."""
        self.set_request_id()

    async def get(self, path: str, include_body: bool = True) -> None:
        if not path.isprintable():  # a NUL or control character names no file
            raise NotFound(message_key="route_not_found")
        try:
            await super().get(path, include_body)
        except HTTPError as exc:  # a directory or a path outside static/: nothing here
            raise NotFound(message_key="route_not_found") from exc

    def set_extra_headers(self, path: str) -> None:
        _page_headers(self)

    def get_content_type(self) -> str:
        # Some systems map .js to text/plain; module scripts need a JavaScript type.
        path = self.absolute_path or ""
        if path.endswith((".js", ".mjs")):
            return "text/javascript; charset=UTF-8"
        if path.endswith(".css"):
            return "text/css; charset=UTF-8"
        return super().get_content_type()
