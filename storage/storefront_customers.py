"""Customers of the embedded storefront (loyalty points, wallet, addresses) and their orders.

Orders are their own collection, keyed by order id and indexed by customer and placement
time, so "my last orders" is one indexed query however many orders a customer has.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from hub.record import Record
from storage.memory import copy_document


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
