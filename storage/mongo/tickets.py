"""Support tickets on MongoDB, numbered from one counter document advanced with `$inc`."""

from __future__ import annotations

from typing import Any

from pymongo import ReturnDocument
from pymongo.errors import DuplicateKeyError

from hub.record import Record
from storage.mongo.database import storage_call

TICKET_COUNTER = "ticket"


class MongoTicketRepository:
    def __init__(self, db: Any) -> None:
        self._tickets = db["storefront_tickets"]
        self._counters = db["storefront_counters"]

    @storage_call
    async def ensure_indexes(self) -> None:
        await self._tickets.create_index("ticketNumber", unique=True)
        await self._tickets.create_index([("owner", 1), ("createdAt", -1)])

    @storage_call
    async def next_number(self) -> int:
        # Two first-ever upserts can race on a real server; the loser retries and increments.
        for _ in range(5):
            try:
                counter = await self._counters.find_one_and_update(
                    {"_id": TICKET_COUNTER},
                    {"$inc": {"seq": 1}},
                    upsert=True,
                    return_document=ReturnDocument.AFTER,
                )
            except DuplicateKeyError:
                continue
            return int(counter["seq"])
        raise RuntimeError("the ticket counter could not be advanced")

    @storage_call
    async def insert(self, ticket: Record) -> None:
        await self._tickets.insert_one(ticket)

    @storage_call
    async def newest_open(self, owner: str) -> Record | None:
        found = (
            self._tickets.find({"owner": owner, "status": "open"})
            .sort([("createdAt", -1), ("ticketNumber", -1)])
            .limit(1)
        )
        rows = await found.to_list(length=1)
        return rows[0] if rows else None

    @storage_call
    async def ticket(self, ticket_id: str) -> Record | None:
        found: Record | None = await self._tickets.find_one({"_id": ticket_id})
        return found
