"""Notifications in storage: per-customer numbering, dedupe, reads.

The behaviour tests run against both implementations (see `tests.storage.backends`); the
concurrency tests, against MongoDB's, which several hubs write at once.
"""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from storage.mongo.notifications import MongoNotificationRepository
from storage.notification_repository import NewNotification
from tests.storage.backends import BACKENDS, mongo_database, storage_on

TEXT = {"en": "Hello", "ar": "مرحبا"}


def draft(customer: str, dedupe_key: str | None = None, **data: Any) -> NewNotification:
    return NewNotification(customer, "order.placed", TEXT, TEXT, dict(data), dedupe_key)


async def repository(kind: str = "mongo") -> Any:
    return (await storage_on(kind)).notifications


both = pytest.mark.parametrize("kind", BACKENDS)


@both
async def test_numbers_are_per_customer_dense_and_in_batch_order(kind):
    repo = await repository(kind)
    first = await repo.create_many([draft("a", n=1), draft("b", n=1), draft("a", n=2)])
    second = await repo.create_many([draft("a", n=3)])
    numbers = [(c.notification.customer_id, c.notification.seq) for c in first + second]
    assert numbers == [("a", 1), ("b", 1), ("a", 2), ("a", 3)]
    assert all(c.created for c in first + second)
    ids = {c.notification.row["_id"] for c in first + second}
    assert len(ids) == 4
    assert await repo.highest_seq("a") == 3
    assert await repo.highest_seq("nobody") == 0
    row = second[0].notification.row
    assert row["status"] == "unread" and row["data"] == {"n": 3}
    assert await repo.seq_of("a", row["_id"]) == 3
    assert await repo.seq_of("b", row["_id"]) is None
    assert await repo.seq_of("a", "not-an-id") is None


async def test_a_writer_with_a_stale_view_takes_the_next_free_number():
    repo = await repository()
    await repo.create_many([draft("race"), draft("race")])

    class Stale(MongoNotificationRepository):
        calls = 0

        async def _highest(self, customer_ids: set[str]) -> dict[str, int]:
            self.calls += 1
            if self.calls == 1:
                return dict.fromkeys(customer_ids, 0)  # as if read before the other writer
            return await super()._highest(customer_ids)

    stale = Stale.__new__(Stale)
    stale.__dict__.update(repo.__dict__)
    created = await stale.create_many([draft("race", n=1), draft("race", n=2), draft("other")])
    assert [(c.notification.customer_id, c.notification.seq) for c in created] == [
        ("race", 3),
        ("race", 4),
        ("other", 1),
    ]
    rows = await repo.between("race", 0)
    assert [n.seq for n in rows] == [1, 2, 3, 4]


async def test_concurrent_writers_leave_no_gap_and_no_duplicate():
    db = mongo_database()
    writers = [MongoNotificationRepository(db) for _ in range(4)]
    await writers[0].ensure_indexes()
    batches = await asyncio.gather(
        *(w.create_many([draft("busy", n=n) for n in range(5)]) for w in writers)
    )
    seqs = sorted(c.notification.seq for batch in batches for c in batch)
    assert seqs == list(range(1, 21))
    assert [n.seq for n in await writers[0].between("busy", 0)] == list(range(1, 21))


@both
async def test_a_dedupe_key_answers_the_first_notification_per_customer(kind):
    repo = await repository(kind)
    (first,) = await repo.create_many([draft("d", "k1")])
    again = await repo.create_many(
        [draft("d", "k1"), draft("d", "k2"), draft("d", "k2"), draft("e", "k1"), draft("d")]
    )
    assert again[0].notification == first.notification and not again[0].created
    assert again[1].created and not again[2].created
    assert again[2].notification == again[1].notification
    assert again[3].created and again[3].notification.customer_id == "e"
    assert again[4].created
    assert [n.seq for n in await repo.between("d", 0)] == [1, 2, 3]


async def test_a_dedupe_key_stored_meanwhile_by_another_writer_is_answered():
    repo = await repository()

    class Blind(MongoNotificationRepository):
        calls = 0

        async def _resolve_duplicates(self, drafts, indexes, results):
            self.calls += 1
            if self.calls == 1:
                return list(indexes)  # the other writer's insert was not visible yet
            return await super()._resolve_duplicates(drafts, indexes, results)

    (first,) = await repo.create_many([draft("late", "same")])
    blind = Blind.__new__(Blind)
    blind.__dict__.update(repo.__dict__)
    outcome = await blind.create_many([draft("late", "same"), draft("late", "new")])
    assert outcome[0].notification == first.notification and not outcome[0].created
    assert outcome[1].created and outcome[1].notification.seq == 2


@both
async def test_pages_counts_and_read_state(kind):
    repo = await repository(kind)
    created = await repo.create_many([draft("p", n=n) for n in range(7)] + [draft("q")])
    rows, total = await repo.page("p", status=None, skip=0, limit=3)
    assert total == 7 and [n.row["data"]["n"] for n in rows] == [6, 5, 4]
    rows, _ = await repo.page("p", status=None, skip=6, limit=3)
    assert [n.row["data"]["n"] for n in rows] == [0]
    assert await repo.page("p", status=None, skip=7, limit=3) == ([], 7)
    target = created[2].notification.row["_id"]
    read, changed = await repo.mark_read("p", target)
    assert changed and read.row["status"] == "read"
    _, changed_again = await repo.mark_read("p", target)
    assert not changed_again
    others, changed = await repo.mark_read("q", target)
    assert not changed and others.customer_id == "p"
    assert await repo.mark_read("p", "0123456789abcdef01234567") is None
    assert await repo.mark_read("p", "garbage") is None
    assert await repo.unread_count("p") == 6
    unread, total = await repo.page("p", status="unread", skip=0, limit=10)
    assert total == 6 and target not in {n.row["_id"] for n in unread}
    assert await repo.mark_all_read("p") == 6
    assert await repo.unread_count("p") == 0 and await repo.unread_count("q") == 1


@both
async def test_reading_a_range_oldest_first(kind):
    repo = await repository(kind)
    await repo.create_many([draft("r", n=n) for n in range(10)])
    assert [n.seq for n in await repo.between("r", 3, 7)] == [4, 5, 6]
    assert [n.seq for n in await repo.between("r", 8)] == [9, 10]
    assert [n.seq for n in await repo.between("r", 0, limit=2)] == [1, 2]
    assert await repo.between("r", 10) == []
