"""The storefront as a hub capability: its start-up and shutdown."""

from __future__ import annotations

from hub.storefront.embedded import EmbeddedStorefront
from storage.stores import Storage


class StorefrontFeature:
    """Owns the hub's `EmbeddedStorefront`; other capabilities are handed it as `Storefront`."""

    def __init__(self, storage: Storage, *, dev: bool) -> None:
        self._dev = dev
        self.storefront = EmbeddedStorefront(storage)

    async def start(self) -> None:
        """Indexes, the demo grocery in dev mode, then the search index."""
        await self.storefront.start(seed_demo=self._dev)

    async def stop(self) -> None:
        await self.storefront.stop()
