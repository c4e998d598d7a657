"""The storefront as a hub capability: its routes, and its start-up and shutdown."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tornado.web import RequestHandler

from hub.storefront.embedded import EmbeddedStorefront

if TYPE_CHECKING:
    from hub.app import Hub


class StorefrontFeature:
    """Owns the hub's `EmbeddedStorefront`; other capabilities reach it as `hub.storefront`."""

    def __init__(self, hub: Hub) -> None:
        self._dev = bool(hub.settings.dev)
        self.storefront = EmbeddedStorefront(hub.storage)

    def routes(self) -> list[tuple[str, type[RequestHandler]]]:
        from handlers.cart import CartHandler, ProductImageHandler

        return [
            (r"/v1/cart", CartHandler),
            (r"/static/products/([^/]+)\.svg", ProductImageHandler),
        ]

    async def start(self) -> None:
        """Indexes, the demo grocery in dev mode, then the search index."""
        await self.storefront.start(seed_demo=self._dev)

    async def stop(self) -> None:
        await self.storefront.stop()
