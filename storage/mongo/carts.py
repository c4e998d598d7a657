"""Carts of the embedded storefront on MongoDB, one document per owner, written whole under
its `version`."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from pymongo import ASCENDING
from pymongo.errors import DuplicateKeyError

from storage.mongo.database import storage_call
from storage.storefront_carts import CartState, cart_document, cart_of

CARTS = "storefront_carts"


class MongoCartRepository:
    def __init__(self, db: Any) -> None:
        self._carts = db[CARTS]

    @storage_call
    async def ensure_indexes(self) -> None:
        """Carts are read by owner (`_id`); `updatedAt` lets operators expire stale ones."""
        await self._carts.create_index([("updatedAt", ASCENDING)])

    @storage_call
    async def load(self, owner: str) -> CartState:
        doc = await self._carts.find_one({"_id": owner})
        return cart_of(doc) if doc else CartState()

    @storage_call
    async def save(self, owner: str, state: CartState) -> bool:
        """Write `state` if the stored cart is still the version it was read at."""
        document = cart_document(state)
        if state.version == 0:
            try:
                await self._carts.insert_one({"_id": owner, **document, "version": 1})
            except DuplicateKeyError:
                return False
            return True
        result = await self._carts.update_one(
            {"_id": owner, "version": state.version},
            {"$set": {**document, "version": state.version + 1}},
        )
        changed: bool = result.matched_count == 1
        return changed

    @storage_call
    async def take(self, owner: str) -> CartState | None:
        """Remove the owner's cart and return what it held."""
        doc = await self._carts.find_one_and_delete({"_id": owner})
        return cart_of(doc) if doc else None

    @storage_call
    async def expire_guests(self, cutoff: datetime) -> int:
        # Owners are `guest:<key>` and `customer:<id>`; ';' is the character after ':'.
        stale = {"_id": {"$gte": "guest:", "$lt": "guest;"}, "updatedAt": {"$lt": cutoff}}
        return int((await self._carts.delete_many(stale)).deleted_count)
