"""Two hubs in one process, one real redis-server, one database: delivery between them."""

from __future__ import annotations

import asyncio
import logging
from typing import Any

import pytest
import redis.asyncio as redis

from hub.app import Hub
from tests.client import HubClient
from tests.conftest import customer_token
from tests.handlers.test_notifications import (
    eventually,
    inbox,
    note,
    open_stream,
    publish,
    subscriber_count,
)

PREFIX = "storefront-hub:"


@pytest.fixture
def redis_client(redis_server, io_loop) -> Any:
    client = redis.from_url(redis_server.url)
    yield client
    io_loop.run_sync(client.aclose)


async def two_hubs(hub_factory, redis_server, monkeypatch) -> tuple[Hub, Hub]:
    """Hubs sharing one store, as hubs behind one load balancer share one MongoDB."""
    first = await hub_factory(redis_url=redis_server.url)
    second = await hub_factory(
        redis_url=redis_server.url, mongo_db=first.settings.mongo_db, shared_storage=first.storage
    )
    return first, second


async def listened(redis_client: Any, customer: str, hubs: int = 1) -> None:
    """Wait until `hubs` hubs have subscribed the customer's channel on Redis."""

    async def check() -> bool:
        try:
            counts = dict(await redis_client.pubsub_numsub(f"{PREFIX}inbox:{customer}"))
        except redis.ConnectionError:  # the test's own connection did not survive a restart
            return False
        return counts.get(f"{PREFIX}inbox:{customer}".encode(), 0) == hubs

    await eventually(check)


async def test_a_notification_made_on_one_hub_reaches_streams_on_both(
    hub_factory, redis_server, monkeypatch, client_for, redis_client
):
    hub_a, hub_b = await two_hubs(hub_factory, redis_server, monkeypatch)
    a, b = client_for(hub_a), client_for(hub_b)
    on_a = await open_stream(a, "traveller")
    on_b = await open_stream(b, "traveller")
    try:
        await listened(redis_client, "traveller", hubs=2)
        (row,) = await publish(a, note("traveller", data={"orderNumber": "X-1"}))
        assert (await on_a.next_event()).data == row
        assert (await on_b.next_event()).data == row
        (back,) = await publish(b, note("traveller", "order.confirmed"))
        assert (await on_a.next_event()).id == back["_id"]
        assert (await on_b.next_event()).id == back["_id"]
    finally:
        on_a.close()
        on_b.close()


async def test_hubs_listen_only_for_the_customers_connected_to_them(
    hub_factory, redis_server, monkeypatch, client_for, redis_client
):
    hub_a, hub_b = await two_hubs(hub_factory, redis_server, monkeypatch)
    b = client_for(hub_b)
    stream = await open_stream(b, "routed")
    await listened(redis_client, "routed")
    channels = await redis_client.pubsub_channels(f"{PREFIX}inbox:*")
    assert channels == [f"{PREFIX}inbox:routed".encode()]
    await publish(client_for(hub_a), note("not-connected-anywhere"))
    assert hub_a.directory.get("inbox:not-connected-anywhere") is None
    stream.close()
    await eventually(lambda: _unsubscribed(b, "routed"))
    await listened(redis_client, "routed", hubs=0)


async def test_a_subscription_that_fails_on_the_way_is_redone(
    hub_factory, redis_server, monkeypatch, client_for, redis_client, caplog
):
    """A SUBSCRIBE lost to a Redis error (the connection itself survives) must not leave the
    customer unheard from other hubs until some reconnect."""
    hub_a, hub_b = await two_hubs(hub_factory, redis_server, monkeypatch)
    await eventually(lambda: _connected(hub_b))
    pubsub = hub_b.bus._pubsub  # type: ignore[attr-defined]
    subscribe = pubsub.subscribe
    failed: list[str] = []

    async def first_one_fails(*channels: str) -> None:
        if not failed:
            failed.append(channels[0])
            raise redis.ConnectionError("lost on the way")
        await subscribe(*channels)

    monkeypatch.setattr(pubsub, "subscribe", first_one_fails)
    stream = await open_stream(client_for(hub_b), "unlucky")
    await listened(redis_client, "unlucky")
    assert failed == [f"{PREFIX}inbox:unlucky"]
    assert "a subscription change failed" in caplog.text
    (made,) = await publish(client_for(hub_a), note("unlucky"))
    assert (await stream.next_event()).id == made["_id"]
    stream.close()


async def _connected(hub: Hub) -> bool:
    return bool(getattr(hub.bus, "connected", False))


async def _unsubscribed(client: HubClient, customer: str) -> bool:
    return await subscriber_count(client, customer) == 0


async def test_read_state_changed_on_one_hub_is_what_the_other_reports(
    hub_factory, redis_server, monkeypatch, client_for, redis_client
):
    hub_a, hub_b = await two_hubs(hub_factory, redis_server, monkeypatch)
    a, b = client_for(hub_a), client_for(hub_b)
    rows = await publish(a, *[note("reader") for _ in range(3)])
    assert (await inbox(b, "reader"))["unreadCount"] == 3  # hub B's inbox actor is warm now
    stream = await open_stream(b, "reader")
    try:
        await listened(redis_client, "reader")
        token = customer_token("reader")
        reply = await a.patch(f"/v1/notifications/{rows[0]['_id']}/read", token=token)
        assert reply.results["unreadCount"] == 2
        assert (await inbox(b, "reader"))["unreadCount"] == 2
        event = await stream.next_event()
        assert event.event == "inbox"
        assert event.data == {"unreadCount": 2, "readIds": [rows[0]["_id"]]}
        assert (await a.patch("/v1/notifications/read-all", token=token)).results["updated"] == 2
        assert (await stream.next_event()).data == {"unreadCount": 0, "readAll": True}
        assert (await inbox(b, "reader"))["unreadCount"] == 0
        await publish(a, note("reader"))
        assert (await inbox(b, "reader"))["unreadCount"] == 1
    finally:
        stream.close()


async def test_notifications_made_on_both_hubs_at_once_arrive_in_one_order(
    hub_factory, redis_server, monkeypatch, client_for, redis_client
):
    hub_a, hub_b = await two_hubs(hub_factory, redis_server, monkeypatch)
    a, b = client_for(hub_a), client_for(hub_b)
    stream = await open_stream(b, "busy")
    await listened(redis_client, "busy")
    batches = await asyncio.gather(
        *(publish(a if n % 2 else b, note("busy", data={"n": n})) for n in range(20))
    )
    made = {row["_id"] for batch in batches for row in batch}
    live = [await stream.next_event() for _ in range(20)]
    assert {e.id for e in live} == made and len(live) == 20
    listed = (await inbox(b, "busy", "?limit=100"))["data"]
    in_order = [row["_id"] for row in reversed(listed)]
    assert [e.id for e in live] == in_order
    stream.close()
    await eventually(lambda: _unsubscribed(b, "busy"))
    more = await asyncio.gather(*(publish(a if n % 2 else b, note("busy")) for n in range(6)))
    resumed = await open_stream(a, "busy", last_event_id=live[9].id)
    try:
        caught = [await resumed.next_event() for _ in range(16)]
        listed = (await inbox(a, "busy", "?limit=100"))["data"]
        assert [e.id for e in caught] == [row["_id"] for row in reversed(listed)][10:]
        assert {row["_id"] for batch in more for row in batch} <= {e.id for e in caught}
    finally:
        resumed.close()


async def test_redis_going_away_and_coming_back(
    hub_factory, redis_server, monkeypatch, client_for, redis_client, caplog
):
    hub_a, hub_b = await two_hubs(hub_factory, redis_server, monkeypatch)
    a, b = client_for(hub_a), client_for(hub_b)
    token = customer_token("weathered")
    on_a = await open_stream(a, "weathered")
    on_b = await open_stream(b, "weathered")
    await listened(redis_client, "weathered", hubs=2)
    (before,) = await publish(a, note("weathered"))
    assert (await on_b.next_event()).id == before["_id"]
    assert (await on_a.next_event()).id == before["_id"]

    caplog.set_level(logging.WARNING, logger="hub.bus")
    redis_server.stop()
    during = await publish(a, note("weathered"), note("weathered"))
    for row in during:  # hub A keeps delivering its own
        assert (await on_a.next_event()).id == row["_id"]
    during += await publish(a, note("weathered"))
    assert (await on_a.next_event()).id == during[2]["_id"]
    # each hub says once that it lost Redis, however many publishes and retries followed
    lost = [r.getMessage() for r in caplog.records if "lost" in r.getMessage()]
    hubs = sorted(f"redis bus {h.bus.hub_id[:8]} lost" for h in (hub_a, hub_b))
    assert sorted(message.split(" (")[0] for message in lost) == hubs
    # a read on hub A: its own streams hear it at once, hub B's cannot
    read = await a.patch(f"/v1/notifications/{before['_id']}/read", token=token)
    assert read.results["unreadCount"] == 3
    assert (await on_a.next_event()).data == {"unreadCount": 3, "readIds": [before["_id"]]}

    redis_server.start()
    await listened(redis_client, "weathered", hubs=2)  # both hubs resubscribed by themselves
    # the device that stayed connected to hub B gets what it missed, in order, then the
    # unread count as it is now (reads made elsewhere were unheard too), so its badge is right
    assert [(await on_b.next_event()).id for _ in during] == [row["_id"] for row in during]
    assert (await on_b.next_event()).data == {"unreadCount": 3, "readIds": []}
    assert (await on_a.next_event()).data == {"unreadCount": 3, "readIds": []}
    # ... one that reconnects to hub B catches up through Last-Event-ID ...
    resumed = await open_stream(b, "weathered", last_event_id=before["_id"])
    assert [(await resumed.next_event()).id for _ in during] == [row["_id"] for row in during]
    # ... and live delivery between the hubs is back
    (after,) = await publish(a, note("weathered"))
    for stream in (on_a, on_b, resumed):
        assert (await stream.next_event()).id == after["_id"]
    reconnected = [r for r in caplog.records if "reconnected" in r.getMessage()]
    assert len(reconnected) == 2
    for stream in (on_a, on_b, resumed):
        stream.close()


async def test_a_stream_that_stayed_open_through_an_outage_fills_the_gap(
    hub_factory, redis_server, monkeypatch, client_for, redis_client
):
    hub_a, hub_b = await two_hubs(hub_factory, redis_server, monkeypatch)
    a, b = client_for(hub_a), client_for(hub_b)
    on_b = await open_stream(b, "steady")
    await listened(redis_client, "steady")
    redis_server.restart()
    # made on hub A while hub B's subscription is gone; nothing is published after them
    during = await publish(a, note("steady"), note("steady"))
    events = [await on_b.next_event() for _ in during]
    assert [e.id for e in events] == [row["_id"] for row in during]
    assert [e.data for e in events] == during
    assert (await on_b.next_event()).data == {"unreadCount": 2, "readIds": []}
    (after,) = await publish(a, note("steady"))
    assert (await on_b.next_event()).id == after["_id"]
    on_b.close()


async def publishes(redis_client: Any) -> int:
    """PUBLISH commands Redis has run so far."""
    stats = await redis_client.info("commandstats")
    return int(stats.get("cmdstat_publish", {}).get("calls", 0))


async def test_a_customer_connected_to_one_hub_only_costs_no_bus_traffic(
    hub_factory, redis_server, monkeypatch, client_for, redis_client
):
    hub_a, hub_b = await two_hubs(hub_factory, redis_server, monkeypatch)
    a = client_for(hub_a)
    at_home = await open_stream(a, "homebody")
    on_b = None
    try:
        await listened(redis_client, "homebody")

        async def delivered_without_publishing() -> bool:
            before = await publishes(redis_client)
            (row,) = await publish(a, note("homebody"))
            assert (await at_home.next_event()).data == row
            return await publishes(redis_client) == before

        # Once the hub has heard Redis confirm its own subscription, it stops publishing.
        await eventually(delivered_without_publishing)
        on_b = await open_stream(client_for(hub_b), "homebody")
        await listened(redis_client, "homebody", hubs=2)
        before = await publishes(redis_client)
        (row,) = await publish(a, note("homebody", "order.confirmed"))
        assert (await at_home.next_event()).data == row
        assert (await on_b.next_event()).data == row
        assert await publishes(redis_client) > before
    finally:
        at_home.close()
        if on_b is not None:
            on_b.close()
