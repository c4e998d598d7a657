"""The catalogue held in memory, for the embedded (in-process) store only.

The embedded default keeps its collections in this process (mongomock), where every query
is a scan of the whole collection with a deep copy of every match: looking up the dozen
products a turn shows cost more than the rest of the turn. In that setting the only writer
of the catalogue is this process, through `update_product` and the start-up seed, so a copy
kept in memory and dropped on those writes is exact, never stale.

With a real MongoDB the hub does not use this: several hubs (and the store's own back
office) may write the catalogue, and MongoDB answers these lookups from indexes anyway.
Records are shared, not copied: callers treat catalogue records as read-only.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from storage.storefront_catalogue import CatalogueRepository, ContentKind

Record = dict[str, Any]


class CachedCatalogue:
    """`CatalogueRepository`'s read methods answered from memory; writes pass through."""

    def __init__(self, inner: CatalogueRepository) -> None:
        self._inner = inner
        self._lists: dict[str, list[Record]] = {}
        self._by_id: dict[str, dict[str, Record]] = {}

    def __getattr__(self, name: str) -> Any:
        return getattr(self._inner, name)

    def clear(self, kind: str | None = None) -> None:
        if kind is None:
            self._lists.clear()
            self._by_id.clear()
        else:
            self._lists.pop(kind, None)
            self._by_id.pop(kind, None)

    async def _load(self, kind: ContentKind) -> list[Record]:
        records = self._lists.get(kind)
        if records is None:
            records = await self._inner.all(kind)
            self._lists[kind] = records
            self._by_id[kind] = {record["_id"]: record for record in records}
        return records

    async def all(self, kind: ContentKind) -> list[Record]:
        return list(await self._load(kind))

    async def by_ids(self, kind: ContentKind, ids: Iterable[str]) -> dict[str, Record]:
        await self._load(kind)
        index = self._by_id[kind]
        return {i: index[i] for i in dict.fromkeys(ids) if i in index}

    async def products_where(
        self, *, category_id: str | None = None, brand_id: str | None = None, limit: int
    ) -> list[Record]:
        found = [
            product
            for product in await self._load("products")
            if (category_id is None or product.get("categoryId") == category_id)
            and (brand_id is None or product.get("brandId") == brand_id)
        ]
        return found[:limit] if limit else found

    async def offer_by_coupon(self, coupon_code: str) -> Record | None:
        for offer in await self._load("offers"):
            if offer.get("couponCode") == coupon_code:
                return offer
        return None

    async def update_product(self, product_id: str, changes: Record) -> Record | None:
        self.clear("products")
        return await self._inner.update_product(product_id, changes)
