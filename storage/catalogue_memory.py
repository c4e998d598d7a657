"""The embedded default's catalogue, held in process memory.

Lookups by id are dictionary reads and lists are kept in seed order, so a turn that shows a
dozen products costs nothing noticeable. Records are handed out as stored, not copied:
callers treat catalogue records as read-only, and `update_product` replaces a record rather
than changing it, so a record a caller already holds never changes under it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from hub.record import Record
from storage.storefront_catalogue import ContentKind


class _Kind:
    def __init__(self) -> None:
        self.by_id: dict[str, Record] = {}
        self.order: dict[str, tuple[int, str]] = {}  # id -> (position, id)
        self.listed: list[Record] | None = None  # in order, rebuilt after a change

    def records(self) -> list[Record]:
        if self.listed is None:
            ids = sorted(self.order, key=self.order.__getitem__)
            self.listed = [self.by_id[i] for i in ids]
        return self.listed


class MemoryCatalogueRepository:
    def __init__(self) -> None:
        self._kinds: dict[str, _Kind] = {}

    def _of(self, kind: ContentKind) -> _Kind:
        found = self._kinds.get(kind)
        if found is None:
            found = self._kinds[kind] = _Kind()
        return found

    async def ensure_indexes(self) -> None:
        """Nothing to build: the dictionaries are the indexes."""

    async def insert_missing(self, kind: ContentKind, records: Sequence[Record]) -> int:
        stored = self._of(kind)
        inserted = 0
        for position, record in enumerate(records):
            if record["_id"] in stored.by_id:
                continue
            stored.by_id[record["_id"]] = {k: v for k, v in record.items() if k != "position"}
            stored.order[record["_id"]] = (position, record["_id"])
            inserted += 1
        if inserted:
            stored.listed = None
        return inserted

    async def all(self, kind: ContentKind) -> list[Record]:
        return list(self._of(kind).records())

    async def by_ids(self, kind: ContentKind, ids: Iterable[str]) -> dict[str, Record]:
        index = self._of(kind).by_id
        return {i: index[i] for i in dict.fromkeys(ids) if i in index}

    async def products_where(
        self, *, category_id: str | None = None, brand_id: str | None = None, limit: int
    ) -> list[Record]:
        found = [
            product
            for product in self._of("products").records()
            if (category_id is None or product.get("categoryId") == category_id)
            and (brand_id is None or product.get("brandId") == brand_id)
        ]
        return found[:limit] if limit else found

    async def offer_by_coupon(self, coupon_code: str) -> Record | None:
        for offer in self._of("offers").records():
            if offer.get("couponCode") == coupon_code:
                return offer
        return None

    async def update_product(self, product_id: str, changes: Record) -> Record | None:
        products = self._of("products")
        current = products.by_id.get(product_id)
        if current is None:
            return None
        changes = {key: value for key, value in changes.items() if key not in ("_id", "position")}
        if changes:
            products.by_id[product_id] = {**current, **changes}
            products.listed = None
        return products.by_id[product_id]
