"""Customer notifications on MongoDB: each insert claims the customer's next `seq` under a
unique index (why, in `storage.notification_repository`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pymongo import ASCENDING, DESCENDING
from pymongo.errors import BulkWriteError

from storage.documents import Document
from storage.mongo.database import storage_call
from storage.notification_repository import (
    MAX_CLAIM_ROUNDS,
    READ_BATCH,
    Created,
    NewNotification,
    StoredNotification,
    iso,
    now_ms,
    parse_id,
    stored_notification,
)


class MongoNotificationRepository:
    def __init__(self, db: Any) -> None:
        self._notifications = db["notifications"]

    @storage_call
    async def ensure_indexes(self) -> None:
        await self._notifications.create_index(
            [("customerId", ASCENDING), ("seq", ASCENDING)], unique=True, name="customer_seq"
        )
        await self._notifications.create_index(
            [("customerId", ASCENDING), ("dedupeKey", ASCENDING)],
            unique=True,
            partialFilterExpression={"dedupeKey": {"$exists": True}},
            name="customer_dedupe",
        )
        await self._notifications.create_index(
            [("customerId", ASCENDING), ("status", ASCENDING), ("seq", DESCENDING)],
            name="customer_status_seq",
        )

    # -- writing -----------------------------------------------------------------------

    @storage_call
    async def create_many(self, drafts: list[NewNotification]) -> list[Created]:
        """Store `drafts` in order; a dedupe key already used by the customer answers the first.

        Returns one entry per draft, in the order given.
        """
        results: list[Created | None] = [None] * len(drafts)
        pending = await self._resolve_duplicates(drafts, range(len(drafts)), results)
        for _ in range(MAX_CLAIM_ROUNDS):
            if not pending:
                return [r for r in results if r is not None]
            pending = await self._claim(drafts, pending, results)
        raise RuntimeError("notification numbers could not be claimed; too much contention")

    async def _resolve_duplicates(
        self, drafts: list[NewNotification], indexes: Any, results: list[Created | None]
    ) -> list[int]:
        """Answer drafts whose dedupe key is stored (or repeated earlier in the batch)."""
        keyed = [i for i in indexes if drafts[i].dedupe_key is not None]
        existing: dict[tuple[str, str], StoredNotification] = {}
        if keyed:
            cursor = self._notifications.find(
                {
                    "customerId": {"$in": sorted({drafts[i].customer_id for i in keyed})},
                    "dedupeKey": {"$in": sorted({drafts[i].dedupe_key for i in keyed})},
                }
            )
            async for doc in cursor:
                existing[(doc["customerId"], doc["dedupeKey"])] = stored_notification(doc)
        pending: list[int] = []
        first_in_batch: dict[tuple[str, str], int] = {}
        for i in indexes:
            key = drafts[i].dedupe_key
            if key is None:
                pending.append(i)
                continue
            pair = (drafts[i].customer_id, key)
            if pair in existing:
                results[i] = Created(existing[pair], created=False)
            elif pair in first_in_batch:
                results[i] = _Repeat(first_in_batch[pair])  # type: ignore[call-overload]
            else:
                first_in_batch[pair] = i
                pending.append(i)
        return pending

    async def _claim(
        self, drafts: list[NewNotification], pending: list[int], results: list[Created | None]
    ) -> list[int]:
        """One round: number the pending drafts after each customer's highest and insert them.

        Returns the drafts still to store (after a duplicate-key error).
        """
        highest = await self._highest({drafts[i].customer_id for i in pending})
        docs: list[Document] = []
        created_at = now_ms()
        for i in pending:
            draft = drafts[i]
            seq = highest.get(draft.customer_id, 0) + 1
            highest[draft.customer_id] = seq
            docs.append(draft.document(seq, created_at))
        try:
            await self._notifications.insert_many(docs, ordered=True)
            inserted = len(docs)
        except BulkWriteError as exc:
            inserted = int(exc.details.get("nInserted", 0))
            errors = exc.details.get("writeErrors") or []
            if not errors or errors[0].get("code") != 11000:
                raise
        created_text = iso(created_at)
        for i, doc in zip(pending[:inserted], docs[:inserted], strict=True):
            results[i] = Created(stored_notification(doc, created_text), created=True)
        self._settle_repeats(results)
        rest = pending[inserted:]
        if not rest:
            return []
        # The first of the rest hit a duplicate: its dedupe key (stored meanwhile by another
        # writer) or its number (taken by another writer). Re-resolving keys tells which.
        rest = await self._resolve_duplicates(drafts, rest, results)
        self._settle_repeats(results)
        return rest

    @staticmethod
    def _settle_repeats(results: list[Created | None]) -> None:
        for i, result in enumerate(results):
            if isinstance(result, _Repeat):
                first = results[result.index]
                if isinstance(first, Created):
                    results[i] = Created(first.notification, created=False)

    async def _highest(self, customer_ids: set[str]) -> dict[str, int]:
        if len(customer_ids) == 1:
            (customer_id,) = customer_ids
            seq = await self.highest_seq(customer_id)
            return {customer_id: seq}
        cursor = self._notifications.aggregate(
            [
                {"$match": {"customerId": {"$in": sorted(customer_ids)}}},
                {"$group": {"_id": "$customerId", "seq": {"$max": "$seq"}}},
            ]
        )
        return {doc["_id"]: int(doc["seq"]) async for doc in cursor}

    @storage_call
    async def mark_read(
        self, customer_id: str, notification_id: str
    ) -> tuple[StoredNotification, bool] | None:
        """The notification, read, and whether this call changed it; None if it is unknown.

        Belonging to another customer is the caller's check (`customer_id` is not filtered
        on here, so that the caller can tell FORBIDDEN from RESOURCE_NOT_FOUND).
        """
        oid = parse_id(notification_id)
        if oid is None:
            return None
        changed = await self._notifications.update_one(
            {"_id": oid, "customerId": customer_id, "status": "unread"},
            {"$set": {"status": "read", "readAt": now_ms()}},
        )
        doc = await self._notifications.find_one({"_id": oid})
        if doc is None:
            return None
        return stored_notification(doc), changed.modified_count == 1

    @storage_call
    async def mark_all_read(self, customer_id: str) -> int:
        result = await self._notifications.update_many(
            {"customerId": customer_id, "status": "unread"},
            {"$set": {"status": "read", "readAt": now_ms()}},
        )
        return int(result.modified_count)

    # -- reading -----------------------------------------------------------------------

    @storage_call
    async def page(
        self, customer_id: str, *, status: str | None, skip: int, limit: int
    ) -> tuple[list[StoredNotification], int]:
        """Newest first, and the number of rows the filter matches."""
        query: Document = {"customerId": customer_id}
        if status is not None:
            query["status"] = status
        total = await self._notifications.count_documents(query)
        if skip >= total:
            return [], total
        cursor = self._notifications.find(query).sort("seq", DESCENDING).skip(skip).limit(limit)
        return [stored_notification(doc) async for doc in cursor], total

    @storage_call
    async def unread_count(self, customer_id: str) -> int:
        return int(
            await self._notifications.count_documents(
                {"customerId": customer_id, "status": "unread"}
            )
        )

    @storage_call
    async def highest_seq(self, customer_id: str) -> int:
        """The customer's latest number; 0 before their first notification."""
        doc = await self._notifications.find_one(
            {"customerId": customer_id}, {"seq": 1}, sort=[("seq", DESCENDING)]
        )
        return int(doc["seq"]) if doc else 0

    @storage_call
    async def seq_of(self, customer_id: str, notification_id: str) -> int | None:
        """Where a customer's own notification stands in their order (None: not theirs)."""
        oid = parse_id(notification_id)
        if oid is None:
            return None
        doc = await self._notifications.find_one(
            {"_id": oid, "customerId": customer_id}, {"seq": 1}
        )
        return int(doc["seq"]) if doc else None

    @storage_call
    async def between(
        self, customer_id: str, after: int, before: int | None = None, limit: int = READ_BATCH
    ) -> list[StoredNotification]:
        """Oldest first: numbers greater than `after` and (if given) less than `before`."""
        seq: Document = {"$gt": after}
        if before is not None:
            seq["$lt"] = before
        cursor = (
            self._notifications.find({"customerId": customer_id, "seq": seq})
            .sort("seq", ASCENDING)
            .limit(limit)
        )
        return [stored_notification(doc) async for doc in cursor]


@dataclass(frozen=True, slots=True)
class _Repeat:
    """A draft repeating the dedupe key of an earlier draft in the same batch."""

    index: int
