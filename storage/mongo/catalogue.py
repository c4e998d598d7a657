"""The embedded storefront's catalogue on MongoDB: a collection per kind of record, listed in
the seed's order (`position`, never returned)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from pymongo import ASCENDING
from pymongo.errors import BulkWriteError

from hub.record import Record
from storage.mongo.database import storage_call
from storage.storefront_catalogue import ContentKind

_COLLECTIONS: dict[str, str] = {
    "products": "storefront_products",
    "categories": "storefront_categories",
    "brands": "storefront_brands",
    "offers": "storefront_offers",
    "recipes": "storefront_recipes",
    "faq": "storefront_faq",
    "branches": "storefront_branches",
    "zones": "storefront_zones",
    "areas": "storefront_areas",
}

_HIDDEN = {"position": 0}
_ORDER = [("position", ASCENDING), ("_id", ASCENDING)]
_DUPLICATE_KEY = 11000


class MongoCatalogueRepository:
    def __init__(self, db: Any) -> None:
        self._collections = {kind: db[name] for kind, name in _COLLECTIONS.items()}

    def _of(self, kind: ContentKind) -> Any:
        return self._collections[kind]

    @storage_call
    async def ensure_indexes(self) -> None:
        for collection in self._collections.values():
            await collection.create_index(_ORDER)
        products = self._of("products")
        await products.create_index([("categoryId", ASCENDING), ("position", ASCENDING)])
        await products.create_index([("brandId", ASCENDING), ("position", ASCENDING)])
        await self._of("offers").create_index("couponCode")

    @storage_call
    async def insert_missing(self, kind: ContentKind, records: Sequence[Record]) -> int:
        """Insert the records whose `_id` is not stored yet; never overwrite a stored one.

        Two hubs seeding at once both get here: the loser's duplicates are expected and
        ignored, so seeding stays idempotent without a lock.
        """
        collection = self._of(kind)
        wanted = [record["_id"] for record in records]
        stored = {doc["_id"] async for doc in collection.find({"_id": {"$in": wanted}}, {"_id": 1})}
        documents = [
            {**record, "position": position}
            for position, record in enumerate(records)
            if record["_id"] not in stored
        ]
        if not documents:
            return 0
        try:
            result = await collection.insert_many(documents, ordered=False)
        except BulkWriteError as exc:
            errors = exc.details.get("writeErrors", [])
            if any(error.get("code") != _DUPLICATE_KEY for error in errors):
                raise
            return int(exc.details.get("nInserted", 0))
        return len(result.inserted_ids)

    @storage_call
    async def all(self, kind: ContentKind) -> list[Record]:
        rows: list[Record] = await self._of(kind).find({}, _HIDDEN).sort(_ORDER).to_list(None)
        return rows

    @storage_call
    async def by_ids(self, kind: ContentKind, ids: Iterable[str]) -> dict[str, Record]:
        wanted = list(dict.fromkeys(ids))
        if not wanted:
            return {}
        cursor = self._of(kind).find({"_id": {"$in": wanted}}, _HIDDEN)
        return {doc["_id"]: doc async for doc in cursor}

    @storage_call
    async def products_where(
        self, *, category_id: str | None = None, brand_id: str | None = None, limit: int
    ) -> list[Record]:
        query: Record = {}
        if category_id is not None:
            query["categoryId"] = category_id
        if brand_id is not None:
            query["brandId"] = brand_id
        cursor = self._of("products").find(query, _HIDDEN).sort(_ORDER).limit(limit)
        rows: list[Record] = await cursor.to_list(None)
        return rows

    @storage_call
    async def offer_by_coupon(self, coupon_code: str) -> Record | None:
        found: Record | None = await self._of("offers").find_one(
            {"couponCode": coupon_code}, _HIDDEN
        )
        return found

    @storage_call
    async def update_product(self, product_id: str, changes: Record) -> Record | None:
        """Set top-level fields of one product; the stored product after the change."""
        changes = {key: value for key, value in changes.items() if key not in ("_id", "position")}
        if changes:
            await self._of("products").update_one({"_id": product_id}, {"$set": changes})
        found: Record | None = await self._of("products").find_one({"_id": product_id}, _HIDDEN)
        return found
