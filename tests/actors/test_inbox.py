"""InboxActor on its own: attaching streams, ordering, gaps, read state, the bus channel."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from typing import Any, cast

import pytest
import tornado.ioloop
from bson import ObjectId
from mongomock_motor import AsyncMongoMockClient

from actors.directory import ActorDirectory
from hub.errors import Forbidden, NotFound
from hub.metrics import HubMetrics
from hub.notifications.inbox import (
    Attach,
    Detach,
    Heard,
    InboxActor,
    ListInbox,
    MarkAllRead,
    MarkRead,
    created_message,
    inbox_channel,
    read_message,
)
from hub.sse import EventStream
from storage.bus import RESYNC, LocalBus
from storage.mongo.notifications import MongoNotificationRepository
from storage.notification_memory import MemoryNotificationRepository
from storage.notification_repository import NewNotification, NotificationRepository

ASK_SECONDS = 5.0  # every ask has a timeout, as the hub's services give theirs

TEXT = {"en": "Hi", "ar": "أهلاً"}


class FakeStream:
    """Records what the inbox writes, as `hub.sse.EventStream` would send it."""

    def __init__(self) -> None:
        self.frames: list[str] = []
        self.is_closed = False
        self._on_close: list[Any] = []

    def write(self, frame: str) -> bool:
        self.frames.append(frame)
        return True

    def on_close(self, callback: Any) -> None:
        self._on_close.append(callback)

    def close(self) -> None:
        self.is_closed = True
        for callback in self._on_close:
            callback(self)

    @property
    def ids(self) -> list[str]:
        return [
            line.removeprefix("id: ")
            for frame in self.frames
            for line in frame.splitlines()
            if line.startswith("id: ")
        ]

    @property
    def events(self) -> list[str]:
        return [
            line.removeprefix("event: ")
            for frame in self.frames
            for line in frame.splitlines()
            if line.startswith("event: ")
        ]


class Setup:
    def __init__(self) -> None:
        self.repository: NotificationRepository = MemoryNotificationRepository()
        self.bus = LocalBus()
        self.metrics = HubMetrics()
        self.directory = ActorDirectory()
        self.directory.register_kind(
            "inbox", lambda ident: InboxActor(ident, self.repository, self.bus, self.metrics)
        )

    async def store(self, customer: str, count: int) -> list[Any]:
        drafts = [NewNotification(customer, "order.placed", TEXT, TEXT, {}) for _ in range(count)]
        return [c.notification for c in await self.repository.create_many(drafts)]

    async def settle(self, key: str) -> None:
        """Wait until the actor has handled everything told so far."""
        await self.directory.ask(key, Detach(cast("EventStream", FakeStream())), ASK_SECONDS)


@pytest.fixture
def setup(io_loop: tornado.ioloop.IOLoop) -> Iterator[Setup]:
    world = Setup()
    io_loop.run_sync(world.repository.ensure_indexes)
    yield world
    io_loop.run_sync(world.directory.stop_all)


async def test_a_stream_listens_on_the_bus_only_while_attached(setup):
    stream = FakeStream()
    await setup.directory.ask("inbox:c1", Attach(stream), ASK_SECONDS)
    assert setup.bus.channels == [inbox_channel("c1")]
    actor = setup.directory.get("inbox:c1").actor_inbox.actor
    assert actor.subscriber_count() == 1 and not actor.is_idle()
    assert actor.describe()["state"] == "streaming"
    stream.close()  # the client hung up: the stream leaves the inbox by itself
    await setup.settle("inbox:c1")
    assert setup.bus.channels == []
    assert actor.subscriber_count() == 0 and actor.is_idle()


async def test_catch_up_then_live_without_duplicates(setup):
    stored = await setup.store("c2", 3)
    stream = FakeStream()
    await setup.directory.ask("inbox:c2", Attach(stream, stored[0].row["_id"]), ASK_SECONDS)
    assert stream.ids == [n.row["_id"] for n in stored[1:]]
    # the bus message of a notification the catch-up already sent arrives late
    await setup.bus.publish(inbox_channel("c2"), created_message(stored[2]))
    (newer,) = await setup.store("c2", 1)
    await setup.bus.publish(inbox_channel("c2"), created_message(newer))
    await setup.settle("inbox:c2")
    assert stream.ids == [n.row["_id"] for n in stored[1:]] + [newer.row["_id"]]


async def test_a_gap_is_filled_from_storage_in_order(setup):
    stream = FakeStream()
    await setup.directory.ask("inbox:c3", Attach(stream), ASK_SECONDS)
    stored = await setup.store("c3", 4)
    # only the last one's bus message arrives (the others went out while Redis was away)
    await setup.bus.publish(inbox_channel("c3"), created_message(stored[3]))
    await setup.bus.publish(inbox_channel("c3"), created_message(stored[1]))
    await setup.settle("inbox:c3")
    assert stream.ids == [n.row["_id"] for n in stored]


async def test_streams_attached_at_different_points_each_get_what_they_lack(setup):
    early, late = FakeStream(), FakeStream()
    await setup.directory.ask("inbox:c4", Attach(early), ASK_SECONDS)
    first = await setup.store("c4", 2)
    await setup.directory.ask("inbox:c4", Attach(late), ASK_SECONDS)  # starts after the first two
    (third,) = await setup.store("c4", 1)
    await setup.bus.publish(inbox_channel("c4"), created_message(third))
    await setup.settle("inbox:c4")
    assert early.ids == [n.row["_id"] for n in [*first, third]]
    assert late.ids == [third.row["_id"]]


async def test_read_state_from_another_hub_reaches_every_stream_with_a_fresh_count(setup):
    stored = await setup.store("c5", 3)
    phone, tablet = FakeStream(), FakeStream()
    for stream in (phone, tablet):
        await setup.directory.ask("inbox:c5", Attach(stream), ASK_SECONDS)
    # another hub marked one read: storage changed there, and its bus message arrives here
    await setup.repository.mark_read("c5", stored[0].row["_id"])
    await setup.bus.publish(inbox_channel("c5"), read_message([stored[0].row["_id"]]))
    await setup.settle("inbox:c5")
    expected = f'data: {{"unreadCount":2,"readIds":["{stored[0].row["_id"]}"]}}'
    for stream in (phone, tablet):
        assert stream.events == ["inbox"] and expected in stream.frames[0]


async def test_marking_read_here_tells_the_streams(setup):
    stored = await setup.store("c6", 2)
    stream = FakeStream()
    await setup.directory.ask("inbox:c6", Attach(stream), ASK_SECONDS)
    answer = await setup.directory.ask("inbox:c6", MarkRead(stored[1].row["_id"]), ASK_SECONDS)
    assert answer["unreadCount"] == 1 and answer["notification"]["status"] == "read"
    assert await setup.directory.ask("inbox:c6", MarkAllRead(), ASK_SECONDS) == {
        "updated": 1,
        "unreadCount": 0,
    }
    await setup.settle("inbox:c6")
    assert stream.events == ["inbox", "inbox"]
    assert '"readAll":true' in stream.frames[1]
    with pytest.raises(NotFound):
        await setup.directory.ask("inbox:c6", MarkRead("missing"), ASK_SECONDS)
    with pytest.raises(Forbidden):
        await setup.directory.ask("inbox:someone", MarkRead(stored[0].row["_id"]), ASK_SECONDS)


async def test_a_crash_keeps_the_streams_attached(setup):
    stream = FakeStream()
    await setup.directory.ask("inbox:c7", Attach(stream), ASK_SECONDS)
    setup.bus.subscribe(inbox_channel("c7"), lambda message: None)
    await setup.bus.publish(inbox_channel("c7"), {"kind": "created"})  # malformed: no seq
    (later,) = await setup.store("c7", 1)
    await setup.bus.publish(inbox_channel("c7"), created_message(later))
    await setup.settle("inbox:c7")
    assert stream.ids == [later.row["_id"]]
    assert setup.directory.get("inbox:c7").actor_inbox.actor.subscriber_count() == 1


async def test_an_idle_inbox_is_passivated_and_a_streaming_one_is_not(setup):
    stream = FakeStream()
    await setup.directory.ask("inbox:busy", Attach(stream), ASK_SECONDS)
    await setup.directory.ask("inbox:quiet", MarkAllRead(), ASK_SECONDS)
    setup.directory._idle_after = 0
    await asyncio.sleep(0.01)
    assert setup.directory.sweep() == 1
    await asyncio.sleep(0.01)
    assert setup.directory.keys() == ["inbox:busy"]


async def test_a_resubscribed_bus_sends_each_stream_what_was_stored_meanwhile(setup):
    phone, tablet = FakeStream(), FakeStream()
    await setup.directory.ask("inbox:c8", Attach(phone), ASK_SECONDS)
    first = await setup.store("c8", 1)
    await setup.directory.ask("inbox:c8", Attach(tablet), ASK_SECONDS)  # starts after the first
    rest = await setup.store("c8", 2)  # stored on another hub while Redis was away
    setup.directory.tell("inbox:c8", Heard(RESYNC))
    await setup.settle("inbox:c8")
    assert phone.ids == [n.row["_id"] for n in [*first, *rest]]
    assert tablet.ids == [n.row["_id"] for n in rest]
    setup.directory.tell("inbox:c8", Heard(RESYNC))  # nothing new: nothing sent twice
    await setup.settle("inbox:c8")
    assert len(phone.ids) == 3 and len(tablet.ids) == 2


async def test_a_malformed_stored_document_is_skipped_and_the_rest_carries_on(setup):
    db = AsyncMongoMockClient(tz_aware=True)["inbox_malformed"]
    setup.repository = MongoNotificationRepository(db)  # where another writer can reach
    (first,) = await setup.store("c9", 1)
    # Another writer left a document without its type, texts or date.
    await db["notifications"].insert_one(
        {"_id": ObjectId(), "customerId": "c9", "seq": 2, "status": "unread"}
    )
    (third,) = await setup.store("c9", 1)
    page = await setup.directory.ask("inbox:c9", ListInbox(1, 20), ASK_SECONDS)
    assert [row["_id"] for row in page["data"]] == [third.row["_id"], first.row["_id"]]
    stream = FakeStream()
    await setup.directory.ask("inbox:c9", Attach(stream, first.row["_id"]), ASK_SECONDS)
    assert stream.ids == [third.row["_id"]]
    assert setup.metrics.registry.get_sample_value("hub_notifications_skipped_total") == 1


async def test_a_stream_far_behind_after_an_outage_is_told_to_refetch(setup, monkeypatch):
    monkeypatch.setattr("hub.notifications.inbox.REPLAY_LIMIT", 3)
    phone = FakeStream()
    await setup.directory.ask("inbox:c10", Attach(phone), ASK_SECONDS)
    await setup.store("c10", 5)  # stored elsewhere while this hub heard nothing
    setup.directory.tell("inbox:c10", Heard(RESYNC))
    await setup.settle("inbox:c10")
    assert phone.events == ["inbox"] and '"refetch":true' in phone.frames[0]
    (later,) = await setup.store("c10", 1)
    await setup.bus.publish(inbox_channel("c10"), created_message(later))
    await setup.settle("inbox:c10")
    assert phone.ids == [later.row["_id"]]
