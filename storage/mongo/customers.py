"""Customers of the embedded storefront and their orders on MongoDB."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pymongo import ASCENDING, DESCENDING
from pymongo.errors import BulkWriteError

from hub.record import Record
from storage.mongo.database import storage_call

_DUPLICATE_KEY = 11000
_NEWEST_FIRST = [("placedAt", DESCENDING), ("orderNumber", DESCENDING)]


class MongoCustomerRepository:
    def __init__(self, db: Any) -> None:
        self._customers = db["storefront_customers"]
        self._orders = db["storefront_orders"]

    @storage_call
    async def ensure_indexes(self) -> None:
        await self._orders.create_index([("customerId", ASCENDING), *_NEWEST_FIRST])
        await self._orders.create_index("orderNumber", unique=True)

    @storage_call
    async def insert_missing(self, customers: Sequence[Record], orders: Sequence[Record]) -> None:
        """Insert the customers and orders not stored yet; stored ones are left as they are."""
        for collection, records in ((self._customers, customers), (self._orders, orders)):
            ids = [record["_id"] for record in records]
            stored = {
                doc["_id"] async for doc in collection.find({"_id": {"$in": ids}}, {"_id": 1})
            }
            missing = [record for record in records if record["_id"] not in stored]
            if not missing:
                continue
            try:
                await collection.insert_many(missing, ordered=False)
            except BulkWriteError as exc:
                if any(e.get("code") != _DUPLICATE_KEY for e in exc.details.get("writeErrors", [])):
                    raise

    @storage_call
    async def customer(self, customer_id: str) -> Record | None:
        found: Record | None = await self._customers.find_one({"_id": customer_id})
        return found

    @storage_call
    async def orders(self, customer_id: str, limit: int) -> list[Record]:
        cursor = self._orders.find({"customerId": customer_id}).sort(_NEWEST_FIRST).limit(limit)
        rows: list[Record] = await cursor.to_list(None)
        return rows

    @storage_call
    async def order(self, customer_id: str, order_id: str) -> Record | None:
        found: Record | None = await self._orders.find_one(
            {"_id": order_id, "customerId": customer_id}
        )
        return found
