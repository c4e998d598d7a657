"""Redis stopped and restarted while two hubs sharing storage are busy: nothing lost or doubled.

A real `redis-server` is taken away in the middle of traffic, as an operator's failover
would, while notifications are produced on both hubs and devices stream from both. After it
returns, every stream holds every notification exactly once, in the one stored order; a
settings change made during the outage is what both hubs answer; rate limits are counted
across the hubs again.
"""

from __future__ import annotations

import asyncio

from tests.client import SSEStream
from tests.conftest import INTERNAL_TOKEN, customer_token
from tests.handlers.test_base import assert_failure
from tests.handlers.test_notifications import eventually, inbox, note, open_stream, publish
from tests.handlers.test_notifications_across_hubs import listened, redis_client, two_hubs

INTERNAL = {"Authorization": f"Bearer {INTERNAL_TOKEN}"}
__all__ = ["redis_client"]  # the fixture, shared with the cross-hub delivery tests


async def produce(client, customer: str, count: int, made: list[str]) -> None:
    """Publish one at a time, retrying what the hub refuses while its storage is fine."""
    for _ in range(count):
        (row,) = await publish(client, note(customer))
        made.append(row["_id"])
        await asyncio.sleep(0.005)


async def received_ids(stream: SSEStream, expected: int) -> list[str]:
    ids: list[str] = []
    while len(ids) < expected:
        event = await stream.next_event(timeout=15)
        assert event is not None, f"the stream ended after {len(ids)} of {expected}"
        if event.event == "notification":
            assert event.id is not None
            ids.append(event.id)
    return ids


async def test_redis_restarted_mid_traffic_loses_and_doubles_nothing(
    hub_factory, redis_server, monkeypatch, client_for, redis_client
):
    hub_a, hub_b = await two_hubs(hub_factory, redis_server, monkeypatch)
    a, b = client_for(hub_a), client_for(hub_b)
    customer = "busy-shopper"
    streams = [await open_stream(a, customer), await open_stream(b, customer)]
    await listened(redis_client, customer, hubs=2)

    made_on_a: list[str] = []
    made_on_b: list[str] = []
    traffic = asyncio.gather(
        produce(a, customer, 60, made_on_a), produce(b, customer, 60, made_on_b)
    )
    await eventually(lambda: _at_least(made_on_a, 15))
    redis_server.stop()
    await eventually(lambda: _at_least(made_on_a, 35))
    redis_server.start()
    await traffic
    await listened(redis_client, customer, hubs=2)

    pages = [await inbox(a, customer, f"?limit=100&page={n}") for n in (1, 2)]
    stored = [row["_id"] for page in pages for row in page["data"]]
    stored.reverse()  # the list is newest first; streams deliver oldest first
    assert sorted(stored) == sorted(made_on_a + made_on_b) and len(stored) == 120
    for stream in streams:
        assert await received_ids(stream, 120) == stored
        stream.close()


async def _at_least(items: list[str], count: int) -> bool:
    return len(items) >= count


async def test_settings_changed_during_an_outage_reach_every_hub(
    hub_factory, redis_server, monkeypatch, client_for
):
    hub_a, hub_b = await two_hubs(hub_factory, redis_server, monkeypatch)
    a, b = client_for(hub_a), client_for(hub_b)
    redis_server.stop()
    change = await a.patch(
        "/internal/v1/settings", json={"assistant": {"enabled": False}}, headers=INTERNAL
    )
    assert change.status == 200 and change.results["assistant"]["enabled"] is False
    redis_server.start()

    async def b_agrees() -> bool:
        reply = await b.get("/v1/init")
        return reply.results["store"]["assistant"]["enabled"] is False

    await eventually(b_agrees, timeout=15)
    assert (await a.get("/v1/init")).results["store"]["assistant"]["enabled"] is False


async def test_rate_limits_are_shared_again_after_an_outage(
    hub_factory, redis_server, monkeypatch, client_for, redis_client
):
    hub_a, hub_b = await two_hubs(hub_factory, redis_server, monkeypatch)
    a, b = client_for(hub_a), client_for(hub_b)
    token = customer_token("counted")
    body = {"token": "device-token-123", "platform": "ios"}
    redis_server.restart()

    async def redis_answers() -> bool:
        try:
            return bool(await redis_client.ping())
        except Exception:
            return False

    await eventually(redis_answers, timeout=15)
    for n in range(10):  # push registration allows 10 a minute, whichever hub counts them
        reply = await (a if n % 2 else b).post("/v1/push/register", json=body, token=token)
        assert reply.status == 200, reply.body
    for hub_client in (a, b):
        refused = await hub_client.post("/v1/push/register", json=body, token=token)
        assert_failure(refused, 429, "RATE_LIMITED")
