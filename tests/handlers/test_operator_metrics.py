"""The metrics an operator watches a hub by, moved by real traffic over real sockets:
streams opened and closed, resumes by outcome, delivery latency, request duration by route,
bus traffic, the build."""

from __future__ import annotations

import asyncio
import platform

from hub.version import hub_version
from tests.handlers.test_metrics import scrape, value
from tests.handlers.test_notifications import (
    eventually,
    note,
    open_stream,
    publish,
    subscriber_count,
)


async def test_streams_resumes_and_deliveries_are_counted(client):
    stream = await open_stream(client, "watched")
    (first,) = await publish(client, note("watched"))
    assert (await stream.next_event()) is not None
    stream.close()
    await eventually(lambda: _detached(client, "watched"))
    await publish(client, note("watched"))

    resumed = await open_stream(client, "watched", last_event_id=first["_id"])  # one missed
    assert (await resumed.next_event()) is not None
    resumed.close()
    stranger = await open_stream(client, "watched", last_event_id="ffffffffffffffffffffffff")
    stranger.close()

    samples = await scrape(client)
    assert value(samples, "hub_streams_opened_total", surface="notifications") == 3
    assert (
        value(samples, "hub_stream_closes_total", surface="notifications", reason="client_gone")
        >= 1
    )
    assert (
        value(samples, "hub_stream_resumes_total", surface="notifications", outcome="replayed") == 1
    )
    assert (
        value(samples, "hub_stream_resumes_total", surface="notifications", outcome="unplaced") == 1
    )
    # Delivery latency: the live notification, publish to write (the replayed one is not live).
    assert value(samples, "hub_notification_delivery_seconds_count") == 1
    assert value(samples, "hub_notification_delivery_seconds_sum") < 5
    # The bus: two notifications published, the first heard by the stream's listener.
    assert value(samples, "hub_bus_published_total") >= 2
    assert value(samples, "hub_bus_received_total") >= 1


async def _detached(client, customer: str) -> bool:
    return await subscriber_count(client, customer) == 0


async def test_requests_are_timed_by_route_and_the_build_is_named(client):
    for _ in range(3):
        assert (await client.get("/v1/init")).status == 200
    assert (await client.get("/no/such/route")).status == 404
    await client.get("/v1/notifications/0123456789abcdef01234567/read")  # a pattern, not a path
    await asyncio.sleep(0)
    samples = await scrape(client)
    count = "hub_request_duration_seconds_count"
    assert value(samples, count, route="/v1/init", method="GET") == 3
    assert value(samples, count, route="unmatched", method="GET") == 1
    assert value(samples, count, route="/v1/notifications/([^/]+)/read", method="GET") == 1
    assert value(samples, "hub_request_duration_seconds_sum", route="/v1/init", method="GET") < 5
    build = {"version": hub_version(), "python": platform.python_version()}
    assert value(samples, "storefront_hub_build_info", **build) == 1


async def test_streams_are_left_out_of_request_durations(client):
    stream = await open_stream(client, "long")
    stream.close()
    await eventually(lambda: _detached(client, "long"))
    samples = await scrape(client)
    assert not any(
        name == "hub_request_duration_seconds_count"
        and ("route", "/v1/notifications/sse") in labels
        for name, labels in samples
    )
