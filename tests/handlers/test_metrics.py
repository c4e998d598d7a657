"""`/metrics` as Prometheus scrapes it, after real traffic through the hub's routes."""

from __future__ import annotations

import asyncio
import gc

from prometheus_client.parser import text_string_to_metric_families

from tests.client import HubClient
from tests.conftest import DEBUG_TOKEN, GUEST_A
from tests.handlers.test_notifications import INTERNAL, note, open_stream, publish

Samples = dict[tuple[str, frozenset[tuple[str, str]]], float]


async def scrape(client: HubClient, **kwargs: object) -> Samples:
    reply = await client.get("/metrics", **kwargs)  # type: ignore[arg-type]
    assert reply.status == 200, reply.body
    assert reply.headers["Content-Type"].startswith("text/plain")
    samples: Samples = {}
    for family in text_string_to_metric_families(reply.body.decode()):
        for sample in family.samples:
            samples[(sample.name, frozenset(sample.labels.items()))] = sample.value
    return samples


def value(samples: Samples, name: str, **labels: str) -> float:
    return samples.get((name, frozenset(labels.items())), 0.0)


async def test_metrics_move_with_turns_notifications_streams_and_limits(hub_factory, client_for):
    hub = await hub_factory()
    client = client_for(hub)
    before = await scrape(client)
    assert value(before, "hub_assistant_turns_total", brain="embedded", outcome="answered") == 0
    assert value(before, "hub_bus_connected") == 1

    turn = await client.stream(
        "POST", "/v1/assistant/messages", json={"message": "do you have milk"}, guest=GUEST_A
    )
    assert [e.event for e in await turn.rest()][-1] == "message_end"

    stream = await open_stream(client, "metrics-1")
    await publish(client, note("metrics-1", dedupeKey="order-1"), note("metrics-1"))
    await publish(client, note("metrics-1", dedupeKey="order-1"))  # a repeat: stored once
    bad = await client.post(
        "/internal/v1/notifications", json={"type": "order.placed"}, headers=INTERNAL
    )
    assert bad.status == 400
    for _ in range(2):
        assert (await stream.next_event()) is not None

    statuses = [
        (await client.get("/v1/assistant/conversations", guest=GUEST_A)).status for _ in range(61)
    ]
    assert statuses.count(429) == 1

    await asyncio.sleep(0.6)  # at least one tick of the event-loop lag probe
    after = await scrape(client)
    stream.close()

    assert value(after, "hub_assistant_turns_total", brain="embedded", outcome="answered") == 1
    assert value(after, "hub_assistant_turn_seconds_count", brain="embedded") == 1
    assert value(after, "hub_assistant_turn_first_event_seconds_count", brain="embedded") == 1
    assert value(after, "hub_notifications_published_total", source="http") == 2
    assert value(after, "hub_notifications_delivered_total") == 2
    assert value(after, "hub_notifications_dropped_total", reason="duplicate") == 1
    assert value(after, "hub_notifications_dropped_total", reason="invalid") == 1
    assert value(after, "hub_rate_limited_total", bucket="assistant.list") == 1
    assert value(after, "hub_actors", kind="inbox") == 1
    assert value(after, "hub_actors", kind="conversation") == 1
    assert value(after, "hub_actor_mailbox_depth", kind="inbox") == 0
    assert value(after, "hub_streams_open", surface="notifications") == 1
    assert value(after, "hub_streams_open", surface="assistant") == 0
    assert value(after, "hub_event_loop_lag_seconds_count") >= 1


async def test_metrics_need_the_debug_token_outside_dev_mode(hub_factory, client_for):
    hub = await hub_factory(dev=False, storage="memory", debug_token=DEBUG_TOKEN)
    client = client_for(hub)
    assert (await client.get("/metrics")).status == 401
    wrong = await client.get("/metrics", headers={"Authorization": "Bearer wrong"})
    assert wrong.status == 401
    samples = await scrape(client, headers={"Authorization": f"Bearer {DEBUG_TOKEN}"})
    assert ("hub_bus_connected", frozenset()) in samples


async def test_the_process_and_its_cycle_collector_are_reported(client):
    before = await scrape(client)
    assert value(before, "process_cpu_seconds_total") > 0
    assert value(before, "process_open_fds") > 0
    gc.collect()
    after = await scrape(client)
    for generation in ("0", "1"):
        assert ("python_gc_collections_total", frozenset({("generation", generation)})) in after
    full = value(after, "python_gc_collections_total", generation="2")
    assert full >= value(before, "python_gc_collections_total", generation="2") + 1
