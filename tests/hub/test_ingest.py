"""Notifications from a Redis stream, against a real redis-server and real hubs.

Includes a hub in a process of its own, killed with entries it had taken but not stored:
another hub claims them and stores each once.
"""

from __future__ import annotations

import asyncio
import base64
import json
import os
import socket
import subprocess
import sys
import textwrap
import uuid
from collections.abc import Awaitable
from pathlib import Path
from typing import Any

import pytest
import redis.asyncio as redis
import tornado.netutil

from hub.app import Hub
from hub.notifications.ingest import GROUP, StreamIngest
from hub.settings import SettingsError
from tests.conftest import JWT_SECRET, hub_settings
from tests.handlers.test_metrics import scrape, value
from tests.handlers.test_notifications import eventually, inbox, note, open_stream, publish
from tests.services import RedisServer

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def redis_client(redis_server, io_loop) -> Any:
    client = redis.from_url(redis_server.url, decode_responses=True)
    yield client
    io_loop.run_sync(client.aclose)


@pytest.fixture
def stream_name() -> str:
    return f"ingest-{uuid.uuid4().hex[:8]}"


async def add(redis_client: Any, stream: str, entry: Any) -> str:
    raw = entry if isinstance(entry, str) else json.dumps(entry)
    return await redis_client.xadd(stream, {"notification": raw})


async def pending(redis_client: Any, stream: str) -> int:
    return (await redis_client.xpending(stream, GROUP))["pending"]


async def ingesting_hub(hub_factory, redis_server, stream: str, **overrides: Any):
    return await hub_factory(redis_url=redis_server.url, ingest_stream=stream, **overrides)


async def test_entries_become_notifications_delivered_live_and_are_acked(
    hub_factory, redis_server, redis_client, stream_name, client_for
):
    hub = await ingesting_hub(hub_factory, redis_server, stream_name)
    client = client_for(hub)
    stream = await open_stream(client, "streamed")
    try:
        await add(redis_client, stream_name, note("streamed", data={"orderNumber": "S-1"}))
        event = await stream.next_event()
        assert event.event == "notification"
        assert event.data["type"] == "order.placed"
        assert event.data["data"] == {"orderNumber": "S-1"}
    finally:
        stream.close()
    assert (await inbox(client, "streamed"))["data"][0]["_id"] == event.id
    await eventually(lambda: _none_pending(redis_client, stream_name))
    sample = hub.metrics.registry.get_sample_value
    assert sample("hub_notifications_published_total", {"source": "stream"}) == 1


async def _none_pending(redis_client: Any, stream: str) -> bool:
    return await pending(redis_client, stream) == 0


async def test_bad_entries_go_to_the_dead_letter_stream_with_the_reason(
    hub_factory, redis_server, redis_client, stream_name, client_for
):
    hub = await ingesting_hub(hub_factory, redis_server, stream_name)
    bad = [
        "not json",
        json.dumps(["a", "list"]),
        json.dumps(note("deadletter", "order.teleported")),
        json.dumps({"type": "order.placed"}),
        json.dumps({"notifications": [note("deadletter")]}),
    ]
    for raw in bad[:3]:
        await add(redis_client, stream_name, raw)
    good = await add(redis_client, stream_name, note("deadletter", "order.confirmed"))
    for raw in bad[3:]:
        await add(redis_client, stream_name, raw)
    await redis_client.xadd(stream_name, {"other": "field"})

    async def all_dead() -> bool:
        return await redis_client.xlen(f"{stream_name}:dead") == len(bad) + 1

    await eventually(all_dead)
    dead = [fields for _, fields in await redis_client.xrange(f"{stream_name}:dead")]
    assert [d.get("notification") for d in dead] == [*bad, None]
    assert dead[5]["other"] == "field"
    assert all(d["error"].startswith("VALIDATION_ERROR: ") for d in dead)
    assert "body: The request body must be a JSON object." in dead[0]["error"]
    assert dead[2]["error"].startswith("VALIDATION_ERROR: type: Must be one of: ")
    assert "customerId: This field is required." in dead[3]["error"]
    assert "notifications: This field is not accepted." in dead[4]["error"]
    assert dead[5]["error"] == "VALIDATION_ERROR: notification: This field is required."
    rows = (await inbox(client_for(hub), "deadletter"))["data"]
    assert [row["type"] for row in rows] == ["order.confirmed"]
    await eventually(lambda: _none_pending(redis_client, stream_name))
    assert good
    assert value(await scrape(client_for(hub)), "hub_ingest_dead_letters_total") == len(bad) + 1


async def test_a_dead_letter_keeps_every_field_of_the_entry_and_says_which_hub(
    hub_factory, redis_server, redis_client, stream_name
):
    await ingesting_hub(hub_factory, redis_server, stream_name)
    raw = redis.from_url(redis_server.url)  # bytes in, bytes out
    try:
        await raw.xadd(
            stream_name,
            {"notification": b'{"customerId": "x", "type": "order.\xff"}', "source": "erp-7"},
        )
        await raw.xadd(
            stream_name,
            {"notification": "[]", "error": "theirs", "hub": "also theirs", "blob": b"\x00\xfe"},
        )

        async def both_dead() -> bool:
            return await raw.xlen(f"{stream_name}:dead") == 2

        await eventually(both_dead)
        first, second = [fields for _, fields in await raw.xrange(f"{stream_name}:dead")]
    finally:
        await raw.aclose()
    consumer = first[b"hub"]
    assert consumer.startswith(f"{socket.gethostname()}:{os.getpid()}:".encode())
    assert set(first) == {b"notification_b64", b"source", b"error", b"hub"}
    assert (
        base64.b64decode(first[b"notification_b64"]) == b'{"customerId": "x", "type": "order.\xff"}'
    )
    assert first[b"source"] == b"erp-7"
    assert first[b"error"].startswith(b"VALIDATION_ERROR: ")
    assert second == {
        b"notification": b"[]",
        b"entry_error": b"theirs",
        b"entry_hub": b"also theirs",
        b"blob_b64": base64.b64encode(b"\x00\xfe"),
        b"error": b"VALIDATION_ERROR: body: The request body must be a JSON object.",
        b"hub": consumer,
    }
    await eventually(lambda: _none_pending(redis_client, stream_name))


async def test_the_dead_letter_stream_is_bounded(
    hub_factory, redis_server, redis_client, stream_name
):
    await ingesting_hub(hub_factory, redis_server, stream_name, ingest_dead_maxlen=10)
    async with redis_client.pipeline(transaction=False) as pipe:
        for n in range(600):
            pipe.xadd(stream_name, {"notification": f"bad {n}"})
        await pipe.execute()
    dead = f"{stream_name}:dead"

    async def newest_dead() -> str | None:
        newest = await redis_client.xrevrange(dead, count=1)
        return newest[0][1]["notification"] if newest else None

    await eventually(lambda: _is(newest_dead(), "bad 599"), timeout=10)
    # Approximate, as Redis trims whole nodes (100 entries each by default).
    assert 10 <= await redis_client.xlen(dead) <= 10 + 200


async def _is(value: Awaitable[Any], expected: Any) -> bool:
    return await value == expected


async def test_the_stream_is_trimmed_only_below_what_the_group_still_owes(
    redis_server, redis_client, stream_name
):
    hub = Hub(
        hub_settings(redis_url=redis_server.url, ingest_stream=stream_name, ingest_maxlen=100)
    )
    ingest = StreamIngest(hub.settings, hub.notifications, hub.redis_pool, hub.metrics)
    # its own reader is not running: the test reads as the group
    await ingest.connect()
    try:
        await redis_client.xgroup_create(stream_name, GROUP, id="0", mkstream=True)
        async with redis_client.pipeline(transaction=False) as pipe:
            for n in range(1000):
                pipe.xadd(stream_name, {"notification": str(n)})
            ids = await pipe.execute()

        async def take(count: int) -> list[str]:
            reply = await redis_client.xreadgroup(GROUP, "reader", {stream_name: ">"}, count=count)
            return [entry_id for entry_id, _ in reply[0][1]]

        # Nothing delivered yet: nothing may go, however long the stream.
        assert await ingest.trim() == 0
        # 600 delivered, the 300th to 400th still pending: the cut is the oldest pending.
        taken = await take(600)
        await redis_client.xack(stream_name, GROUP, *taken[:300], *taken[400:])
        removed = await ingest.trim()
        assert 0 < removed <= 300
        kept = [entry_id for entry_id, _ in await redis_client.xrange(stream_name)]
        assert set(taken[300:400]) <= set(kept) and set(ids[600:]) <= set(kept)
        # Everything acked: trimmed to about the bound, never below it.
        await redis_client.xack(stream_name, GROUP, *taken[300:400])
        await redis_client.xack(stream_name, GROUP, *await take(400))
        await ingest.trim()
        assert 100 <= await redis_client.xlen(stream_name) <= 100 + 100
        assert (await redis_client.xrevrange(stream_name, count=1))[0][0] == ids[-1]
    finally:
        await ingest.stop()


async def test_a_redelivered_entry_creates_nothing_twice(
    hub_factory, redis_server, redis_client, stream_name, client_for, monkeypatch
):
    """Stored, then the ack is lost: the entry is read again and answers the first row."""
    failures = []
    ack = StreamIngest.ack

    async def lose_first_ack(self: StreamIngest, entry_ids: list[str]) -> None:
        if not failures:
            failures.append(entry_ids)
            raise ConnectionError("ack lost")
        await ack(self, entry_ids)

    monkeypatch.setattr(StreamIngest, "ack", lose_first_ack)
    hub = await ingesting_hub(hub_factory, redis_server, stream_name)
    client = client_for(hub)
    (by_http,) = await publish(client, note("twice", dedupeKey="order-9:placed"))
    async with redis_client.pipeline(transaction=True) as both:  # one batch: one lost ack
        for entry in (note("twice", "order.confirmed"), note("twice", dedupeKey="order-9:placed")):
            both.xadd(stream_name, {"notification": json.dumps(entry)})
        await both.execute()
    await eventually(lambda: _none_pending(redis_client, stream_name))
    assert len(failures) == 1 and len(failures[0]) == 2
    rows = (await inbox(client, "twice"))["data"]
    assert sorted(row["type"] for row in rows) == ["order.confirmed", "order.placed"]
    assert by_http["_id"] in {row["_id"] for row in rows}


STALLED_HUB = textwrap.dedent(
    """
    import asyncio

    from hub.app import Hub
    from hub.settings import HubSettings


    async def main():
        hub = Hub(HubSettings())

        async def stall(drafts, source="hub"):
            print("taken", len(drafts), flush=True)
            await asyncio.Event().wait()

        hub.notifications.publish = stall  # storage hangs: nothing taken is ever stored
        await hub.start()
        print("ready", flush=True)
        await asyncio.Event().wait()


    asyncio.run(main())
    """
)


async def test_entries_of_a_killed_hub_are_claimed_and_stored_once(
    hub_factory, redis_server, redis_client, stream_name, client_for, monkeypatch
):
    env = {
        **os.environ,
        "PYTHONPATH": str(ROOT),
        "HUB_PORT": "0",
        "HUB_DEV": "1",
        "HUB_JWT_SECRET": JWT_SECRET,
        "HUB_REDIS_URL": redis_server.url,
        "HUB_INGEST_STREAM": stream_name,
    }
    stalled = subprocess.Popen(
        [sys.executable, "-c", STALLED_HUB], env=env, stdout=subprocess.PIPE, text=True
    )

    async def line() -> str:
        """The child's next line, or "" once it has exited. No deadline of its own: its start
        (imports, the shipped model, the catalogue's index) takes seconds on an idle machine
        and several times that on a loaded one, so any fixed allowance fails now and then;
        a child that hangs is caught by the test's timeout."""
        assert stalled.stdout is not None
        return await asyncio.to_thread(stalled.stdout.readline)

    try:
        assert (await line()).strip() == "ready"
        async with redis_client.pipeline(transaction=True) as batch:  # read as one batch
            for n in range(20):
                entry = note(f"orphan-{n % 4}", data={"n": n})
                batch.xadd(stream_name, {"notification": json.dumps(entry)})
            await batch.execute()
        assert (await line()).split() == ["taken", "20"]
        assert await pending(redis_client, stream_name) == 20
        for n in range(20, 25):  # behind the stuck batch: never read by the stalled hub
            await add(redis_client, stream_name, note(f"orphan-{n % 4}", data={"n": n}))
    finally:
        stalled.kill()
        stalled.wait(10)

    monkeypatch.setattr(StreamIngest, "claim_idle_seconds", 0.2)
    monkeypatch.setattr(StreamIngest, "claim_every_seconds", 0.1)
    hub = await ingesting_hub(hub_factory, redis_server, stream_name)
    await eventually(lambda: _none_pending(redis_client, stream_name), timeout=10)
    client = client_for(hub)
    numbers = []
    for customer in range(4):
        rows = (await inbox(client, f"orphan-{customer}"))["data"]
        numbers += [row["data"]["n"] for row in rows]
    assert sorted(numbers) == list(range(25))


async def _ready(client: Any, ingest: bool) -> bool:
    reply = await client.get("/readyz")
    if ingest:
        return reply.status == 200 and reply.results["checks"]["ingest"] is True
    return reply.status == 503 and {"field": "ingest", "message": "Not reachable."} in [
        {"field": p["field"], "message": p["message"]} for p in reply.json["error"]["data"]
    ]


async def test_ingest_resumes_by_itself_after_redis_restarts_without_persistence(
    hub_factory, stream_name, client_for
):
    """The group and the stream are gone after the restart; nobody restarts the hub."""
    server = RedisServer()  # its own: a restart empties it
    server.start()
    try:
        hub = await ingesting_hub(hub_factory, server, stream_name)
        client = client_for(hub)
        producer = redis.from_url(server.url, decode_responses=True)
        try:
            await add(producer, stream_name, note("restarted", data={"n": 0}))
            await eventually(lambda: _has(client, "restarted", 1))
            await asyncio.to_thread(server.restart)
            await producer.aclose()  # its connection went with the server
            producer = redis.from_url(server.url, decode_responses=True)
            assert await producer.exists(stream_name) == 0  # nothing survived the restart
            await eventually(lambda: _ready(client, ingest=False), timeout=10)
            # Before any producer adds again: the hub makes the stream and the group itself.
            await eventually(lambda: _ready(client, ingest=True), timeout=10)
            assert [g["name"] for g in await producer.xinfo_groups(stream_name)] == [GROUP]
            for n in range(1, 4):
                await add(producer, stream_name, note("restarted", data={"n": n}))
            await eventually(lambda: _has(client, "restarted", 4), timeout=15)
            await eventually(lambda: _ready(client, ingest=True), timeout=10)
            await eventually(lambda: _none_pending(producer, stream_name))
        finally:
            await producer.aclose()
        rows = (await inbox(client, "restarted"))["data"]
        assert sorted(row["data"]["n"] for row in rows) == [0, 1, 2, 3]
        errors = await scrape(client)
        assert value(errors, "hub_ingest_errors_total", error="ResponseError") >= 1
    finally:
        server.stop()


async def _has(client: Any, customer: str, count: int) -> bool:
    return len((await inbox(client, customer))["data"]) == count


async def test_a_stalled_consumer_shows_in_metrics_and_readyz_until_it_recovers(
    hub_factory, redis_server, redis_client, stream_name, client_for
):
    await redis_client.xgroup_create(stream_name, GROUP, id="0", mkstream=True)
    hub = await ingesting_hub(hub_factory, redis_server, stream_name)
    client = client_for(hub)
    publish = hub.notifications.publish

    async def storage_down(drafts: Any, source: str = "hub") -> Any:
        raise ConnectionError("storage down")

    hub.notifications.publish = storage_down  # type: ignore[method-assign]
    async with redis_client.pipeline(transaction=True) as batch:  # one read takes all three
        for n in range(3):
            batch.xadd(stream_name, {"notification": json.dumps(note("stalled", data={"n": n}))})
        await batch.execute()
    await eventually(lambda: _is(pending(redis_client, stream_name), 3))
    for n in range(3, 5):  # never delivered while the first three are retried
        await add(redis_client, stream_name, note("stalled", data={"n": n}))
    # A deleted entry past the group's position: the server no longer knows the lag, the
    # hub counts it.
    await redis_client.xdel(stream_name, await add(redis_client, stream_name, "withdrawn"))
    assert (await redis_client.xinfo_groups(stream_name))[0]["lag"] is None
    await eventually(lambda: _ready(client, ingest=False))

    async def stalled_in_metrics() -> bool:
        samples = await scrape(client)
        return (
            value(samples, "hub_ingest_pending") == 3
            and value(samples, "hub_ingest_lag") == 2
            and value(samples, "hub_ingest_errors_total", error="ConnectionError") >= 1
        )

    await eventually(stalled_in_metrics)
    hub.notifications.publish = publish  # type: ignore[method-assign]
    await eventually(lambda: _has(client, "stalled", 5))
    await eventually(lambda: _ready(client, ingest=True))

    async def caught_up() -> bool:
        samples = await scrape(client)
        return value(samples, "hub_ingest_pending") == 0 and value(samples, "hub_ingest_lag") == 0

    await eventually(caught_up)


async def _consumers(redis_client: Any, stream: str) -> list[str]:
    return sorted(c["name"] for c in await redis_client.xinfo_consumers(stream, GROUP))


async def test_a_hub_stopped_cleanly_leaves_no_consumer_behind(
    redis_server, redis_client, stream_name
):
    await redis_client.xgroup_create(stream_name, GROUP, id="0", mkstream=True)
    for n in range(3):
        hub = Hub(hub_settings(redis_url=redis_server.url, ingest_stream=stream_name))
        await hub.start(tornado.netutil.bind_sockets(0, "127.0.0.1"))
        try:
            entry = await add(redis_client, stream_name, note("cleanly", data={"n": n}))
            assert hub.ingest is not None
            own = [hub.ingest.consumer]
            await eventually(lambda o=own: _is(_consumers(redis_client, stream_name), o))
            await eventually(lambda e=entry: _is(_last_delivered(redis_client, stream_name), e))
            await eventually(lambda: _none_pending(redis_client, stream_name))
        finally:
            await hub.stop()
        assert await _consumers(redis_client, stream_name) == []


async def test_a_hub_stopping_with_entries_it_could_not_store_leaves_them_to_be_claimed(
    redis_server, redis_client, stream_name
):
    await redis_client.xgroup_create(stream_name, GROUP, id="0", mkstream=True)
    hub = Hub(hub_settings(redis_url=redis_server.url, ingest_stream=stream_name))

    async def storage_down(drafts: Any, source: str = "hub") -> Any:
        raise ConnectionError("storage down")

    hub.notifications.publish = storage_down  # type: ignore[method-assign]
    await hub.start(tornado.netutil.bind_sockets(0, "127.0.0.1"))
    try:
        await add(redis_client, stream_name, note("held-at-stop"))
        await eventually(lambda: _is(pending(redis_client, stream_name), 1))
    finally:
        await hub.stop()
    assert hub.ingest is not None
    (consumer,) = await redis_client.xinfo_consumers(stream_name, GROUP)
    assert consumer["name"] == hub.ingest.consumer and consumer["pending"] == 1


async def _last_delivered(redis_client: Any, stream: str) -> str:
    (group,) = await redis_client.xinfo_groups(stream)
    return group["last-delivered-id"]


async def test_live_hubs_forget_consumers_that_are_gone_but_not_those_holding_entries(
    hub_factory, redis_server, redis_client, stream_name, monkeypatch
):
    await redis_client.xgroup_create(stream_name, GROUP, id="$", mkstream=True)
    await redis_client.xreadgroup(GROUP, "gone", {stream_name: ">"}, count=1)  # nothing to read
    await add(redis_client, stream_name, note("held", data={"n": 0}))
    await redis_client.xreadgroup(GROUP, "holder", {stream_name: ">"}, count=1)
    monkeypatch.setattr(StreamIngest, "forget_idle_seconds", 0.2)
    monkeypatch.setattr(StreamIngest, "claim_every_seconds", 0.1)
    hub = await ingesting_hub(hub_factory, redis_server, stream_name)
    assert hub.ingest is not None
    own = hub.ingest.consumer

    async def gone_forgotten() -> bool:
        return await _consumers(redis_client, stream_name) == sorted(["holder", own])

    await eventually(gone_forgotten)
    assert await pending(redis_client, stream_name) == 1  # its entry waits to be claimed


def test_the_ingest_stream_needs_redis():
    with pytest.raises(SettingsError, match="HUB_REDIS_URL"):
        Hub(hub_settings(ingest_stream="orders"))
