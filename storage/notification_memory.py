"""Notifications for the embedded default (`HUB_STORAGE=memory`), indexed in process memory.

Documents are kept in per-customer lists (a customer's `seq` is its list position) with the
dedupe keys and ids beside them, so every operation costs what MongoDB's indexes make it
cost with `MongoNotificationRepository`, which it answers exactly as (the storage tests run
against both). Nothing survives a restart.
"""

from __future__ import annotations

import itertools
import os
import random
import time
from dataclasses import dataclass, field

from storage.documents import Document
from storage.notification_repository import (
    READ_BATCH,
    Created,
    NewNotification,
    StoredNotification,
    iso,
    now_ms,
    parse_id,
    stored_notification,
)


@dataclass(slots=True)
class _Customer:
    docs: list[Document] = field(default_factory=list)  # docs[k - 1] has seq k
    by_dedupe_key: dict[str, Document] = field(default_factory=dict)
    unread: int = 0


class ObjectIds:
    """ObjectIds as their hex text, made as MongoDB makes them (the second, five random bytes
    per process, a counter from a random start) without building an `ObjectId` and printing
    it, which took as long as the rest of storing a notification."""

    def __init__(self) -> None:
        self._process = os.urandom(5).hex()
        self._counter = itertools.count(random.getrandbits(24))

    def next(self) -> str:
        second, count = int(time.time()) & 0xFFFFFFFF, next(self._counter) & 0xFFFFFF
        return f"{second:08x}{self._process}{count:06x}"


class MemoryNotificationRepository:
    def __init__(self) -> None:
        self._customers: dict[str, _Customer] = {}
        self._by_id: dict[str, Document] = {}
        self._ids = ObjectIds()

    async def ensure_indexes(self) -> None:
        """Nothing to build: the dictionaries are the indexes."""

    def _customer(self, customer_id: str) -> _Customer:
        customer = self._customers.get(customer_id)
        if customer is None:
            customer = self._customers[customer_id] = _Customer()
        return customer

    def _find(self, notification_id: str) -> Document | None:
        oid = parse_id(notification_id)
        return self._by_id.get(str(oid)) if oid is not None else None

    async def create_many(self, drafts: list[NewNotification]) -> list[Created]:
        created_at = now_ms()
        created_text = iso(created_at)
        results: list[Created] = []
        for draft in drafts:
            customer = self._customer(draft.customer_id)
            key = draft.dedupe_key
            if key is not None and key in customer.by_dedupe_key:
                results.append(
                    Created(stored_notification(customer.by_dedupe_key[key]), created=False)
                )
                continue
            # The id as its string: a document of strings, numbers and dates is one the
            # garbage collector stops tracking, so an inbox of thousands costs no full
            # collection any time (see `hub.heap`).
            doc = draft.document(len(customer.docs) + 1, created_at, self._ids.next())
            if key is not None:
                customer.by_dedupe_key[key] = doc
            customer.docs.append(doc)
            customer.unread += 1
            self._by_id[doc["_id"]] = doc
            results.append(Created(stored_notification(doc, created_text), created=True))
        return results

    async def mark_read(
        self, customer_id: str, notification_id: str
    ) -> tuple[StoredNotification, bool] | None:
        doc = self._find(notification_id)
        if doc is None:
            return None
        changed = doc["customerId"] == customer_id and doc["status"] == "unread"
        if changed:
            doc["status"] = "read"
            doc["readAt"] = now_ms()
            self._customers[customer_id].unread -= 1
        return stored_notification(doc), changed

    async def mark_all_read(self, customer_id: str) -> int:
        customer = self._customers.get(customer_id)
        if customer is None or not customer.unread:
            return 0
        moment = now_ms()
        updated = 0
        for doc in customer.docs:
            if doc["status"] == "unread":
                doc["status"] = "read"
                doc["readAt"] = moment
                updated += 1
        customer.unread = 0
        return updated

    async def page(
        self, customer_id: str, *, status: str | None, skip: int, limit: int
    ) -> tuple[list[StoredNotification], int]:
        customer = self._customers.get(customer_id)
        if customer is None:
            return [], 0
        matching = customer.docs
        if status is not None:
            matching = [doc for doc in matching if doc["status"] == status]
        return [stored_notification(doc) for doc in matching[::-1][skip : skip + limit]], len(
            matching
        )

    async def unread_count(self, customer_id: str) -> int:
        customer = self._customers.get(customer_id)
        return customer.unread if customer is not None else 0

    async def highest_seq(self, customer_id: str) -> int:
        customer = self._customers.get(customer_id)
        return len(customer.docs) if customer is not None else 0

    async def seq_of(self, customer_id: str, notification_id: str) -> int | None:
        doc = self._find(notification_id)
        if doc is None or doc["customerId"] != customer_id:
            return None
        return int(doc["seq"])

    async def between(
        self, customer_id: str, after: int, before: int | None = None, limit: int = READ_BATCH
    ) -> list[StoredNotification]:
        customer = self._customers.get(customer_id)
        if customer is None:
            return []
        end = len(customer.docs) if before is None else min(before - 1, len(customer.docs))
        end = min(end, max(after, 0) + limit)
        return [stored_notification(doc) for doc in customer.docs[max(after, 0) : end]]
