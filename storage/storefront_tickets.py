"""Support tickets of the embedded storefront, numbered from one shared counter.

Ticket numbers come from a counter document advanced with `$inc` in one atomic
find-and-modify, so any number of hubs on one database hand out distinct numbers without
coordinating. A unique index on the number makes a collision impossible rather than unlikely.
"""

from __future__ import annotations

from typing import Protocol

from hub.record import Record
from storage.memory import copy_document


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
