"""Support tickets of the embedded storefront, numbered from one shared counter.

Ticket numbers come from a counter document advanced with `$inc` in one atomic
find-and-modify, so any number of hubs on one database hand out distinct numbers without
coordinating. A unique index on the number makes a collision impossible rather than unlikely.
"""

from __future__ import annotations

from typing import Any, Protocol

from pymongo import ReturnDocument
from pymongo.errors import DuplicateKeyError

from hub.record import Record
from storage.database import storage_call
from storage.memory import copy_document

TICKET_COUNTER = "ticket"


class TicketRepository(Protocol):
    async def ensure_indexes(self) -> None: ...

    async def next_number(self) -> int:
        """The next ticket number: 1, 2, 3... never the same twice."""
        ...

    async def insert(self, ticket: Record) -> None: ...

    async def newest_open(self, owner: str) -> Record | None:
        """The owner's most recent ticket whose status is still `open`."""
        ...

    async def ticket(self, ticket_id: str) -> Record | None: ...


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


class MemoryTicketRepository:
    def __init__(self) -> None:
        self._tickets: dict[str, Record] = {}
        self._last_number = 0

    async def ensure_indexes(self) -> None:
        """Nothing to index."""

    async def next_number(self) -> int:
        self._last_number += 1
        return self._last_number

    async def insert(self, ticket: Record) -> None:
        self._tickets[ticket["_id"]] = copy_document(ticket)

    async def newest_open(self, owner: str) -> Record | None:
        mine = [
            t for t in self._tickets.values() if t.get("owner") == owner and t["status"] == "open"
        ]
        if not mine:
            return None
        return copy_document(max(mine, key=lambda t: (t["createdAt"], t["ticketNumber"])))

    async def ticket(self, ticket_id: str) -> Record | None:
        found = self._tickets.get(ticket_id)
        return copy_document(found) if found is not None else None
