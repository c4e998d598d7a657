"""Customer notifications, numbered per customer so streams can resume exactly: the records and
the Protocol both backends keep (MongoDB's in `storage/mongo/notifications.py`).

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

from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol, TypedDict

from bson import ObjectId

from storage.documents import Document

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


def stored_notification(doc: Document, created_text: str | None = None) -> StoredNotification:
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
