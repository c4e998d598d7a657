"""Customer notifications in MongoDB, numbered per customer so streams can resume exactly.

Ordering. A stream resumes from `Last-Event-ID` by asking for "everything after the one I
saw", so the order must be one that every hub agrees on, and a notification must never
become visible *behind* one a client has already been sent. ObjectIds or timestamps fail
the first rule across processes within one second; a counter document (`$inc`) fails the
second, because the number is handed out before the insert lands: hub A takes 5, hub B
takes 6 and inserts it first, the client receives 6 and reconnects, and 5 appears later
behind its cursor and is never sent.

So each notification carries `seq`, a per-customer number claimed by the insert itself
under a unique `(customerId, seq)` index: a writer reads the customer's highest `seq`,
inserts the next one, and on a duplicate-key error reads again and retries. Inserts are
ordered, so a writer only ever inserts `k` once `k - 1` is visible (it read it, or inserted
it just before). Hence the numbers are dense, and when `k` is visible every lower number is
too: resuming with "`seq` greater than the cursor's" never skips one, and a subscriber that
receives `k` while its last was `j < k - 1` can read the gap from storage at once.

The public id (`_id`, an ObjectId) stays opaque; `seq` never leaves the hub.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol, TypedDict

from bson import ObjectId
from pymongo import ASCENDING, DESCENDING
from pymongo.errors import BulkWriteError

from storage.database import Document, storage_call

if TYPE_CHECKING:
    from typing_extensions import ReadOnly

# Rows read in one go when a stream resumes or fills a gap.
READ_BATCH = 200
MAX_CLAIM_ROUNDS = 50


# The records below are NamedTuples: as immutable as a frozen dataclass, built in half its
# time or less (it sets each field through `object.__setattr__`), and a campaign builds one
# of each per notification.


class NewNotification(NamedTuple):
    customer_id: str
    type: str
    title: dict[str, str]
    body: dict[str, str]
    data: dict[str, Any]
    dedupe_key: str | None = None

    def document(self, seq: int, created_at: Any, notification_id: Any = None) -> Document:
        """The stored form, as the `seq`-th notification of its customer; a new ObjectId
        unless `notification_id` is given."""
        doc: Document = {
            "_id": ObjectId() if notification_id is None else notification_id,
            "customerId": self.customer_id,
            "seq": seq,
            "type": self.type,
            "status": "unread",
            "title": self.title,
            "body": self.body,
            "data": self.data,
            "createdAt": created_at,
        }
        if self.dedupe_key is not None:
            doc["dedupeKey"] = self.dedupe_key
        return doc


class NotificationRow(TypedDict):
    """A notification as clients see it (listed, marked read, sent live) and as it crosses
    the bus between hubs: a JSON object by nature, so a read-only typed dict rather than a
    model, built once and sent as it is. A field a stored document lacks or got wrong is
    None (the inbox leaves such a row out); `title` and `body` are `{en, ar}` texts, `data`
    the producer's free-form deep-link payload."""

    _id: ReadOnly[str]
    type: ReadOnly[str | None]
    status: ReadOnly[str | None]
    title: ReadOnly[dict[str, str] | None]
    body: ReadOnly[dict[str, str] | None]
    data: ReadOnly[dict[str, Any]]
    createdAt: ReadOnly[str | None]


class StoredNotification(NamedTuple):
    """A stored notification: its inbox row as clients see it, plus its place in the order."""

    customer_id: str
    seq: int
    row: NotificationRow


class Created(NamedTuple):
    notification: StoredNotification
    created: bool  # False: an earlier notification with the same dedupe key was answered


def iso(moment: datetime) -> str:
    return moment.astimezone(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def now_ms() -> datetime:
    """Now, cut to what MongoDB stores, so a row sent live equals the row read back later."""
    moment = datetime.now(UTC)
    return moment.replace(microsecond=moment.microsecond // 1000 * 1000)


def parse_id(notification_id: str) -> ObjectId | None:
    return ObjectId(notification_id) if ObjectId.is_valid(notification_id) else None


def _stored(doc: Document, created_text: str | None = None) -> StoredNotification:
    """The row of a stored document, as far as it has one.

    A document another writer got wrong (a field missing, a date that is not a date) still
    becomes a row, with `None` where it fails, so that one bad document never fails the
    read of a whole page: the inbox leaves such rows out (`hub.notifications.inbox`).
    """
    created = doc.get("createdAt")
    if created_text is None:  # a batch written at one moment formats it once
        created_text = iso(created) if isinstance(created, datetime) else None
    row: NotificationRow = {
        "_id": str(doc.get("_id")),
        "type": doc.get("type"),
        "status": doc.get("status"),
        "title": doc.get("title"),
        "body": doc.get("body"),
        "data": doc.get("data") or {},
        "createdAt": created_text,
    }
    return StoredNotification(doc["customerId"], int(doc["seq"]), row)


class NotificationRepository(Protocol):
    """Notification storage; `MongoNotificationRepository` and the embedded
    `storage.notification_memory.MemoryNotificationRepository` answer alike."""

    async def ensure_indexes(self) -> None: ...

    async def create_many(self, drafts: list[NewNotification]) -> list[Created]:
        """Store `drafts` in order; a dedupe key already used by the customer answers the first."""
        ...

    async def mark_read(
        self, customer_id: str, notification_id: str
    ) -> tuple[StoredNotification, bool] | None:
        """The notification, read, and whether this call changed it; None if it is unknown."""
        ...

    async def mark_all_read(self, customer_id: str) -> int: ...

    async def page(
        self, customer_id: str, *, status: str | None, skip: int, limit: int
    ) -> tuple[list[StoredNotification], int]:
        """Newest first, and the number of rows the filter matches."""
        ...

    async def unread_count(self, customer_id: str) -> int: ...

    async def highest_seq(self, customer_id: str) -> int:
        """The customer's latest number; 0 before their first notification."""
        ...

    async def seq_of(self, customer_id: str, notification_id: str) -> int | None:
        """Where a customer's own notification stands in their order (None: not theirs)."""
        ...

    async def between(
        self, customer_id: str, after: int, before: int | None = None, limit: int = READ_BATCH
    ) -> list[StoredNotification]:
        """Oldest first: numbers greater than `after` and (if given) less than `before`."""
        ...


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
                existing[(doc["customerId"], doc["dedupeKey"])] = _stored(doc)
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
            results[i] = Created(_stored(doc, created_text), created=True)
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
        return _stored(doc), changed.modified_count == 1

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
        return [_stored(doc) async for doc in cursor], total

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
        return [_stored(doc) async for doc in cursor]


@dataclass(frozen=True, slots=True)
class _Repeat:
    """A draft repeating the dedupe key of an earlier draft in the same batch."""

    index: int
