"""Customers of the embedded storefront (loyalty points, wallet, addresses) and their orders.

Orders are their own collection, keyed by order id and indexed by customer and placement
time, so "my last orders" is one indexed query however many orders a customer has.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from pymongo import ASCENDING, DESCENDING
from pymongo.errors import BulkWriteError

from hub.record import Record
from storage.database import storage_call
from storage.memory import copy_document

_DUPLICATE_KEY = 11000
_NEWEST_FIRST = [("placedAt", DESCENDING), ("orderNumber", DESCENDING)]


class CustomerRepository(Protocol):
    async def ensure_indexes(self) -> None: ...

    async def insert_missing(self, customers: Sequence[Record], orders: Sequence[Record]) -> None:
        """Insert the customers and orders not stored yet; stored ones are left as they are."""
        ...

    async def customer(self, customer_id: str) -> Record | None: ...

    async def orders(self, customer_id: str, limit: int) -> list[Record]:
        """The customer's orders, newest first (by `placedAt`, then `orderNumber`)."""
        ...

    async def order(self, customer_id: str, order_id: str) -> Record | None:
        """One of the customer's own orders."""
        ...


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


class MemoryCustomerRepository:
    def __init__(self) -> None:
        self._customers: dict[str, Record] = {}
        self._orders: dict[str, Record] = {}

    async def ensure_indexes(self) -> None:
        """Nothing to index."""

    async def insert_missing(self, customers: Sequence[Record], orders: Sequence[Record]) -> None:
        for store, records in ((self._customers, customers), (self._orders, orders)):
            for record in records:
                store.setdefault(record["_id"], copy_document(record))

    async def customer(self, customer_id: str) -> Record | None:
        found = self._customers.get(customer_id)
        return copy_document(found) if found is not None else None

    async def orders(self, customer_id: str, limit: int) -> list[Record]:
        own = [o for o in self._orders.values() if o["customerId"] == customer_id]
        own.sort(key=lambda order: (order["placedAt"], order["orderNumber"]), reverse=True)
        return copy_document(own[:limit] if limit else own)

    async def order(self, customer_id: str, order_id: str) -> Record | None:
        found = self._orders.get(order_id)
        if found is None or found["customerId"] != customer_id:
            return None
        return copy_document(found)
