"""The one SSE stream type over real sockets: `retry:` first, ids, the buffer bound, the cap."""

from __future__ import annotations

import asyncio
import socket

from tests.client import HubClient
from tests.conftest import customer_token
from tests.handlers.test_notifications import (
    eventually,
    note,
    open_stream,
    publish,
    subscriber_count,
)


def closes(hub, reason: str, surface: str = "notifications") -> float:
    labels = {"surface": surface, "reason": reason}
    return hub.metrics.registry.get_sample_value("hub_stream_closes_total", labels) or 0


async def test_retry_comes_first_then_events_with_ids(hub_factory, client_for):
    hub = await hub_factory(sse_retry_ms=1234)
    client = client_for(hub)
    stream = await open_stream(client, "retrying")
    (row,) = await publish(client, note("retrying"))
    event = await stream.next_event()
    assert event.event == "notification" and event.id == row["_id"]
    assert stream.frames[0] == "retry: 1234"
    stream.close()


async def test_the_oldest_stream_of_a_customer_is_closed_past_the_cap(hub_factory, client_for):
    hub = await hub_factory(sse_max_streams_per_customer=2)
    client = client_for(hub)
    first = await open_stream(client, "many-devices")
    second = await open_stream(client, "many-devices")
    third = await client.stream(
        "GET", "/v1/notifications/sse", token=customer_token("many-devices")
    )
    assert await first.next_event() is None  # the server ended the oldest stream
    await eventually(lambda: _count_is(client, "many-devices", 2))
    (row,) = await publish(client, note("many-devices"))
    for stream in (second, third):
        assert (await stream.next_event()).id == row["_id"]
        stream.close()
    assert closes(hub, "replaced") == 1


async def _count_is(client: HubClient, customer: str, expected: int) -> bool:
    return await subscriber_count(client, customer) == expected


async def test_a_client_that_stops_reading_is_closed_and_resumes_from_storage(
    hub_factory, client_for
):
    hub = await hub_factory(sse_max_buffer_bytes=64 * 1024)
    client = client_for(hub)
    token = customer_token("tunnel")
    # A phone that stops reading: a tiny receive window, and nothing is ever read.
    phone = socket.socket()
    phone.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    phone.connect(("127.0.0.1", hub.port))
    phone.sendall(
        f"GET /v1/notifications/sse HTTP/1.1\r\nHost: hub\r\nAuthorization: Bearer {token}\r\n"
        "Accept: text/event-stream\r\n\r\n".encode()
    )
    await eventually(lambda: _count_is(client, "tunnel", 1))
    healthy = await open_stream(client, "tunnel")
    long_text = {"en": "x" * 2000, "ar": "ي" * 1000}
    published: list[dict] = []
    for _ in range(20):
        published += await publish(
            client, *[note("tunnel", title=long_text, body=long_text) for _ in range(100)]
        )
        if closes(hub, "slow_client"):
            break
    assert closes(hub, "slow_client") == 1
    await eventually(lambda: _count_is(client, "tunnel", 1))
    # The reading device got everything, in order, on the same stream.
    received = [(await healthy.next_event()).id for _ in published]
    assert received == [row["_id"] for row in published]
    phone.close()
    # The stalled one reconnects with the last id it saw and misses nothing after it.
    resumed = await open_stream(client, "tunnel", last_event_id=published[-3]["_id"])
    assert [(await resumed.next_event()).id for _ in range(2)] == [
        row["_id"] for row in published[-2:]
    ]
    resumed.close()
    healthy.close()


async def test_a_reconnect_far_behind_is_told_to_refetch_the_list(client):
    first = await publish(client, note("far-behind"))
    for _ in range(6):
        await publish(client, *[note("far-behind") for _ in range(100)])
    stream = await open_stream(client, "far-behind", last_event_id=first[0]["_id"])
    event = await stream.next_event()
    assert event.event == "inbox" and event.data == {"unreadCount": 601, "refetch": True}
    (row,) = await publish(client, note("far-behind"))
    assert (await stream.next_event()).id == row["_id"]
    stream.close()


async def test_shutdown_ends_every_stream_and_counts_it(hub_factory, client_for):
    hub = await hub_factory()
    client = client_for(hub)
    stream = await open_stream(client, "leaving")
    await hub.streams.stop()
    assert await asyncio.wait_for(stream.next_event(), 5) is None
    assert closes(hub, "shutdown") == 1


async def test_an_http_1_0_client_gets_its_frames_unchunked(hub, client):
    """Frames skip the handler on their way out, framed as HTTP/1.1 chunks; a client that
    spoke HTTP/1.0 gets them as the handler would write them, plain until the end."""
    loop = asyncio.get_running_loop()
    old = socket.create_connection(("127.0.0.1", hub.port))
    old.setblocking(False)
    await loop.sock_sendall(
        old,
        f"GET /v1/notifications/sse HTTP/1.0\r\nAuthorization: Bearer "
        f"{customer_token('old-client')}\r\n\r\n".encode(),
    )
    await eventually(lambda: _count_is(client, "old-client", 1))
    (row,) = await publish(client, note("old-client"))
    received = b""
    while b"event: notification" not in received:
        received += await asyncio.wait_for(loop.sock_recv(old, 65536), 10)
    head, _, body = received.partition(b"\r\n\r\n")
    assert b" 200 " in head.split(b"\r\n")[0] and b"transfer-encoding" not in head.lower()
    assert body.startswith(b"retry: ") and b"\r\n" not in body  # no chunk framing
    assert f"id: {row['_id']}\nevent: notification\ndata: ".encode() in body
    old.close()
