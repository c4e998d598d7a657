"""The inbox and its live stream over real sockets: lists, read state, devices, catch-up."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from typing import Any

from tests.client import HubClient, SSEStream
from tests.conftest import INTERNAL_TOKEN, customer_token
from tests.handlers.test_base import assert_failure

INTERNAL = {"Authorization": f"Bearer {INTERNAL_TOKEN}"}


def note(customer: str, type: str = "order.placed", **fields: Any) -> dict[str, Any]:
    return {"customerId": customer, "type": type, **fields}


async def publish(client: HubClient, *entries: dict[str, Any]) -> list[dict[str, Any]]:
    reply = await client.post(
        "/internal/v1/notifications", json={"notifications": list(entries)}, headers=INTERNAL
    )
    assert reply.status == 200, reply.body
    assert reply.status_message == "CREATED"
    return reply.results["notifications"]


async def eventually(check: Callable[[], Awaitable[bool]], timeout: float = 30.0) -> None:
    """Until `check` holds. The deadline only turns a condition that never comes into a
    failure: on a loaded machine a hub's Redis subscription has taken over 5 s to land."""
    deadline = time.monotonic() + timeout
    while not await check():
        assert time.monotonic() < deadline, "condition not reached in time"
        await asyncio.sleep(0.02)


async def subscriber_count(client: HubClient, customer: str) -> int:
    reply = await client.get(f"/debug/actors/inbox:{customer}")
    if reply.status == 404:
        return 0
    return reply.results["actor"]["subscribers"]


async def open_stream(
    client: HubClient, customer: str, last_event_id: str | None = None
) -> SSEStream:
    headers = {"Last-Event-ID": last_event_id} if last_event_id else None
    stream = await client.stream(
        "GET", "/v1/notifications/sse", token=customer_token(customer), headers=headers
    )
    assert stream.status == 200
    await eventually(lambda: _attached(client, customer))
    return stream


async def _attached(client: HubClient, customer: str) -> bool:
    return await subscriber_count(client, customer) > 0


async def inbox(client: HubClient, customer: str, query: str = "") -> dict[str, Any]:
    reply = await client.get(f"/v1/notifications{query}", token=customer_token(customer))
    assert reply.status == 200, reply.body
    assert reply.status_message == "DATA_LOADED"
    return reply.results


# -- the list --------------------------------------------------------------------------


async def test_an_empty_inbox(client):
    results = await inbox(client, "nobody-yet")
    assert results == {
        "data": [],
        "pagination": {"total": 0, "page": 1, "limit": 20, "hasMore": False},
        "unreadCount": 0,
    }


async def test_pages_newest_first_with_their_edges(client):
    await publish(client, *[note("pager", data={"orderNumber": f"N-{n}"}) for n in range(25)])
    first = await inbox(client, "pager")
    assert len(first["data"]) == 20
    assert first["pagination"] == {"total": 25, "page": 1, "limit": 20, "hasMore": True}
    numbers = [row["data"]["orderNumber"] for row in first["data"]]
    assert numbers == [f"N-{n}" for n in range(24, 4, -1)]
    second = await inbox(client, "pager", "?page=2")
    assert [row["data"]["orderNumber"] for row in second["data"]] == [
        f"N-{n}" for n in range(4, -1, -1)
    ]
    assert second["pagination"]["hasMore"] is False
    exact = await inbox(client, "pager", "?page=5&limit=5")
    assert len(exact["data"]) == 5 and exact["pagination"]["hasMore"] is False
    past = await inbox(client, "pager", "?page=9&limit=5")
    assert past["data"] == [] and past["pagination"]["total"] == 25
    largest = await inbox(client, "pager", "?limit=100")
    assert len(largest["data"]) == 25
    row = first["data"][0]
    assert set(row) == {"_id", "type", "status", "title", "body", "data", "createdAt"}
    assert row["status"] == "unread" and row["type"] == "order.placed"
    assert set(row["title"]) == {"en", "ar"} and "N-24" in row["body"]["en"]
    assert row["createdAt"].endswith("Z")


async def test_list_parameters_outside_their_range(client):
    token = customer_token("strict")
    for query in (
        "page=0",
        "page=2147483648",
        "limit=0",
        "limit=101",
        "limit=-1",
        "limit=",
        "page=abc",
        "page=1.0",
        "page=%2B1",
        "page=%201",
        "page=1_0",
        "page=%D9%A1",
        "status=archived",
        "status=READ",
        "status=",
    ):
        reply = await client.get(f"/v1/notifications?{query}", token=token)
        problems = assert_failure(reply, 400, "VALIDATION_ERROR")["error"]["data"]
        assert [p["field"] for p in problems] == [query.split("=")[0]], query
    far = await inbox(client, "strict", "?page=2147483647")
    assert far["data"] == [] and far["pagination"]["page"] == 2147483647
    assert (await inbox(client, "strict", "?page=02&limit=007&unknown=1"))["pagination"] == {
        "total": 0,
        "page": 2,
        "limit": 7,
        "hasMore": False,
    }


async def test_the_allowed_statuses_are_named_in_the_callers_language(client):
    token = customer_token("polyglot")
    for language in ("en", "ar"):
        reply = await client.get("/v1/notifications?status=x", token=token, language=language)
        (problem,) = assert_failure(reply, 400, "VALIDATION_ERROR")["error"]["data"]
        assert "'unread'" in problem["message"] and "'read'" in problem["message"]
        assert " or " not in problem["message"]
    assert any("\u0600" <= ch <= "\u06ff" for ch in problem["message"])


async def test_the_status_filter_and_the_unread_count(client):
    rows = await publish(client, *[note("filter") for _ in range(4)])
    token = customer_token("filter")
    reply = await client.patch(f"/v1/notifications/{rows[1]['_id']}/read", token=token)
    assert reply.status == 200
    unread = await inbox(client, "filter", "?status=unread")
    read = await inbox(client, "filter", "?status=read")
    assert [r["_id"] for r in unread["data"]] == [rows[3]["_id"], rows[2]["_id"], rows[0]["_id"]]
    assert [r["_id"] for r in read["data"]] == [rows[1]["_id"]]
    assert read["pagination"]["total"] == 1
    assert unread["unreadCount"] == read["unreadCount"] == 3


async def test_callers_the_inbox_refuses(client):
    expired = customer_token("late", ttl=-120)  # past the 60 s leeway
    for method, path in (
        ("GET", "/v1/notifications"),
        ("PATCH", "/v1/notifications/read-all"),
        ("PATCH", "/v1/notifications/0123456789abcdef01234567/read"),
        ("GET", "/v1/notifications/sse"),
    ):
        assert_failure(await client.request(method, path), 401, "AUTHENTICATION_REQUIRED")
        reply = await client.request(method, path, token="garbage")
        assert_failure(reply, 401, "INVALID_TOKEN")
        assert_failure(await client.request(method, path, token=expired), 401, "TOKEN_EXPIRED")


async def test_the_list_is_rate_limited(client):
    token = customer_token("eager")
    for _ in range(120):
        assert (await client.get("/v1/notifications?limit=1", token=token)).status == 200
    reply = await client.get("/v1/notifications", token=token)
    assert_failure(reply, 429, "RATE_LIMITED")
    assert int(reply.headers["Retry-After"]) >= 1


# -- read state ------------------------------------------------------------------------


async def test_unread_counts_through_every_change(client):
    token = customer_token("counter")
    rows = await publish(client, *[note("counter") for _ in range(3)])
    assert (await inbox(client, "counter"))["unreadCount"] == 3
    one = await client.patch(f"/v1/notifications/{rows[0]['_id']}/read", token=token)
    assert one.status_message == "UPDATED"
    assert one.results["notification"]["_id"] == rows[0]["_id"]
    assert one.results["notification"]["status"] == "read"
    assert one.results["unreadCount"] == 2
    again = await client.patch(f"/v1/notifications/{rows[0]['_id']}/read", token=token)
    assert again.status == 200 and again.results["unreadCount"] == 2
    assert (await inbox(client, "counter"))["unreadCount"] == 2
    await publish(client, note("counter"))
    assert (await inbox(client, "counter"))["unreadCount"] == 3
    everything = await client.patch("/v1/notifications/read-all", token=token)
    assert everything.status_message == "UPDATED"
    assert everything.results == {"updated": 3, "unreadCount": 0}
    nothing_left = await client.patch("/v1/notifications/read-all", token=token)
    assert nothing_left.results == {"updated": 0, "unreadCount": 0}
    listed = await inbox(client, "counter")
    assert listed["unreadCount"] == 0
    assert {row["status"] for row in listed["data"]} == {"read"}


async def test_marking_what_is_not_yours_or_does_not_exist(client):
    (row,) = await publish(client, note("owner"))
    intruder = customer_token("intruder")
    reply = await client.patch(f"/v1/notifications/{row['_id']}/read", token=intruder)
    assert_failure(reply, 403, "FORBIDDEN")
    for missing in ("0123456789abcdef01234567", "not-an-id", "%FF%FE", "%C3%A9"):
        reply = await client.patch(f"/v1/notifications/{missing}/read", token=intruder)
        assert_failure(reply, 404, "RESOURCE_NOT_FOUND")
    assert (await inbox(client, "owner"))["unreadCount"] == 1


# -- the stream ------------------------------------------------------------------------


async def test_the_stream_headers_and_a_live_notification(client):
    stream = await open_stream(client, "live")
    try:
        assert stream.headers["content-type"].startswith("text/event-stream")
        assert stream.headers["cache-control"] == "no-cache"
        assert stream.headers["x-accel-buffering"] == "no"
        (row,) = await publish(
            client, note("live", "order.out_for_delivery", data={"orderNumber": "K-77"})
        )
        event = await stream.next_event()
        assert event.event == "notification"
        assert event.id == row["_id"]
        assert event.data == row
        assert "K-77" in event.data["body"]["en"] and "K-77" in event.data["body"]["ar"]
    finally:
        stream.close()


async def test_other_customers_notifications_stay_out_of_a_stream(client):
    stream = await open_stream(client, "alone")
    try:
        await publish(client, note("someone-else"))
        (mine,) = await publish(client, note("alone"))
        event = await stream.next_event()
        assert event.id == mine["_id"]
    finally:
        stream.close()


async def test_keep_alive_comments(hub_factory, client_for):
    """Every open stream gets its comments, not only some (the timer takes them in turns)."""
    hub = await hub_factory(sse_keepalive_seconds=0.05)
    client = client_for(hub)
    streams = [await open_stream(client, f"quiet-{n}") for n in range(6)]
    readers = [asyncio.ensure_future(stream.next_event(timeout=30)) for stream in streams]
    try:
        for stream in streams:
            await eventually(lambda stream=stream: _has_comments(stream))
            assert "keep-alive" in stream.comments
    finally:
        for reader in readers:
            reader.cancel()
        for stream in streams:
            stream.close()


async def test_keep_alive_comments_only_for_quiet_streams(hub_factory, client_for):
    """A stream that is being written to needs no comment to stay open: over four keep-alive
    periods, the quiet stream gets its comments and the one notified all along none."""
    hub = await hub_factory(sse_keepalive_seconds=0.4)
    client = client_for(hub)
    quiet = await open_stream(client, "keep-quiet")
    talking = await open_stream(client, "keep-talking")
    quiet_reader = asyncio.ensure_future(quiet.next_event(timeout=30))
    try:
        deadline = time.monotonic() + 1.6
        while time.monotonic() < deadline:
            await publish(client, note("keep-talking"))
            assert (await talking.next_event()) is not None
            await asyncio.sleep(0.03)
        assert quiet.comments.count("keep-alive") >= 3
        assert talking.comments.count("keep-alive") <= 1  # a pause of the machine, at most
    finally:
        quiet_reader.cancel()
        quiet.close()
        talking.close()


async def _has_comments(stream: SSEStream) -> bool:
    return len(stream.comments) >= 2


async def test_every_device_gets_notifications_and_read_state(client):
    phone = await open_stream(client, "devices")
    tablet = await open_stream(client, "devices")
    try:
        await eventually(lambda: _count_is(client, "devices", 2))
        rows = await publish(client, note("devices"), note("devices", "points.earned"))
        for device in (phone, tablet):
            events = [await device.next_event(), await device.next_event()]
            assert [e.id for e in events] == [r["_id"] for r in rows]
        token = customer_token("devices")
        await client.patch(f"/v1/notifications/{rows[0]['_id']}/read", token=token)
        for device in (phone, tablet):
            event = await device.next_event()
            assert event.event == "inbox"
            assert event.data == {"unreadCount": 1, "readIds": [rows[0]["_id"]]}
        await client.patch("/v1/notifications/read-all", token=token)
        for device in (phone, tablet):
            event = await device.next_event()
            assert event.data == {"unreadCount": 0, "readAll": True}
    finally:
        phone.close()
        tablet.close()


async def _count_is(client: HubClient, customer: str, expected: int) -> bool:
    return await subscriber_count(client, customer) == expected


async def test_a_dropped_connection_leaves_nothing_behind(client):
    first = await open_stream(client, "dropper")
    second = await open_stream(client, "dropper")
    await eventually(lambda: _count_is(client, "dropper", 2))
    first.close()
    await eventually(lambda: _count_is(client, "dropper", 1))
    (row,) = await publish(client, note("dropper"))
    assert (await second.next_event()).id == row["_id"]
    second.close()
    await eventually(lambda: _count_is(client, "dropper", 0))


async def test_last_event_id_catches_up_in_order_without_duplicates(client):
    stream = await open_stream(client, "resumer")
    rows = await publish(client, *[note("resumer") for _ in range(3)])
    seen = [await stream.next_event() for _ in rows]
    assert [e.id for e in seen] == [r["_id"] for r in rows]
    stream.close()
    await eventually(lambda: _count_is(client, "resumer", 0))
    missed = await publish(client, *[note("resumer", "wallet.credited") for _ in range(4)])
    again = await open_stream(client, "resumer", last_event_id=seen[-1].id)
    try:
        caught = [await again.next_event() for _ in missed]
        assert [e.id for e in caught] == [r["_id"] for r in missed]
        (live,) = await publish(client, note("resumer"))
        assert (await again.next_event()).id == live["_id"]
    finally:
        again.close()


async def test_a_last_event_id_the_inbox_cannot_place_is_told_to_refetch_at_once(client):
    await publish(client, note("fresh"))
    (others,) = await publish(client, note("someone-else"))
    for unplaceable in ("0123456789abcdef01234567", "not-an-id", others["_id"]):
        stream = await open_stream(client, "fresh", last_event_id=unplaceable)
        try:
            told = await stream.next_event(timeout=2)
            assert told.event == "inbox" and told.data == {"unreadCount": 1, "refetch": True}
            (row,) = await publish(client, note("fresh"))
            assert (await stream.next_event()).id == row["_id"]  # then live, from now
        finally:
            stream.close()
        await eventually(lambda: _count_is(client, "fresh", 0))
        read = await client.patch(
            f"/v1/notifications/{row['_id']}/read", token=customer_token("fresh")
        )
        assert read.results["unreadCount"] == 1
    # An id it can place still resumes in silence: nothing was missed, nothing is sent.
    stream = await open_stream(client, "fresh", last_event_id=row["_id"])
    try:
        (live,) = await publish(client, note("fresh"))
        assert (await stream.next_event()).id == live["_id"]
    finally:
        stream.close()


async def test_shutting_down_ends_streams(hub_factory, client_for):
    hub = await hub_factory()
    client = client_for(hub)
    stream = await open_stream(client, "leaving")
    await hub.stop()
    assert await stream.next_event(timeout=5) is None
    stream.close()


# -- the dev demo ----------------------------------------------------------------------


async def test_a_demo_order_walks_through_its_statuses(client):
    stream = await open_stream(client, "demo-1")
    try:
        reply = await client.post(
            "/v1/dev/demo-order", json={"intervalSeconds": 0.05}, token=customer_token("demo-1")
        )
        assert reply.status_message == "CREATED"
        number = reply.results["orderNumber"]
        events = [await stream.next_event() for _ in reply.results["steps"]]
        assert [e.data["type"] for e in events] == [
            "order.placed",
            "order.confirmed",
            "order.preparing",
            "order.out_for_delivery",
            "order.delivered",
        ]
        assert all(e.data["data"]["orderNumber"] == number for e in events)
    finally:
        stream.close()


async def test_the_demo_is_for_dev_hubs_only(hub_factory, client_for):
    hub = await hub_factory(dev=False, storage="memory")
    client = client_for(hub)
    reply = await client.post("/v1/dev/demo-order", token=customer_token("demo-1"))
    assert_failure(reply, 404, "RESOURCE_NOT_FOUND")


# -- producers -------------------------------------------------------------------------


async def test_one_notification_or_a_batch(client):
    single = await client.post(
        "/internal/v1/notifications",
        json=note(
            "producer",
            "campaign.message",
            title={"en": "Weekend sale", "ar": "تخفيضات نهاية الأسبوع"},
            body={"en": "Up to 30% off.", "ar": "خصم حتى 30%."},
            data={"url": "https://example.com/sale"},
        ),
        headers=INTERNAL,
    )
    assert single.status_message == "CREATED"
    (row,) = single.results["notifications"]
    assert row["title"] == {"en": "Weekend sale", "ar": "تخفيضات نهاية الأسبوع"}
    assert row["data"] == {"url": "https://example.com/sale"}
    rendered = await publish(client, note("producer", "points.earned", data={"points": 40}))
    assert rendered[0]["body"] == {
        "en": "You earned 40 loyalty points.",
        "ar": "حصلت على 40 نقطة ولاء.",
    }
    assert (await inbox(client, "producer"))["pagination"]["total"] == 2


async def test_a_repeated_dedupe_key_answers_the_first_and_sends_nothing(client):
    stream = await open_stream(client, "deduped")
    try:
        (first,) = await publish(client, note("deduped", dedupeKey="order-9:placed"))
        assert (await stream.next_event()).id == first["_id"]
        again = await publish(
            client,
            note("deduped", dedupeKey="order-9:placed"),
            note("deduped", "order.confirmed", dedupeKey="order-9:confirmed"),
            note("deduped", "order.confirmed", dedupeKey="order-9:confirmed"),
            note("other-customer", dedupeKey="order-9:placed"),
        )
        assert again[0] == first
        assert again[1]["_id"] == again[2]["_id"] != first["_id"]
        assert again[3]["_id"] != first["_id"]
        assert (await stream.next_event()).id == again[1]["_id"]
        (later,) = await publish(client, note("deduped", "order.delivered"))
        assert (await stream.next_event()).id == later["_id"]  # nothing duplicated before it
        assert (await inbox(client, "deduped"))["pagination"]["total"] == 3
    finally:
        stream.close()


async def test_a_bad_batch_names_every_bad_entry_and_stores_nothing(client):
    entries = [
        note("batcher"),
        note("batcher", "order.teleported"),
        note("", "order.placed"),
        note("batcher", title={"en": "only English"}),
        note("batcher", data=["not", "an", "object"]),
        {"type": "order.placed"},
        note("x" * 65),
        note("batcher", surprise=True),
    ]
    reply = await client.post(
        "/internal/v1/notifications", json={"notifications": entries}, headers=INTERNAL
    )
    assert_failure(reply, 400, "VALIDATION_ERROR")
    fields = {problem["field"] for problem in reply.json["error"]["data"]}
    assert fields == {
        "notifications.1.type",
        "notifications.2.customerId",
        "notifications.3.title.ar",
        "notifications.4.data",
        "notifications.5.customerId",
        "notifications.6.customerId",
        "notifications.7.surprise",
    }
    assert (await inbox(client, "batcher"))["pagination"]["total"] == 0


async def test_batch_sizes_and_bodies_producers_get_wrong(client):
    async def post(payload: Any, **kwargs: Any) -> Any:
        return await client.post(
            "/internal/v1/notifications", headers=INTERNAL, **payload, **kwargs
        )

    empty = await post({"json": {"notifications": []}})
    assert_failure(empty, 400, "VALIDATION_ERROR")
    assert empty.json["error"]["data"][0]["field"] == "notifications"
    too_many = await post({"json": {"notifications": [note("many")] * 501}})
    assert_failure(too_many, 400, "VALIDATION_ERROR")
    assert_failure(await post({"body": "not json"}), 400, "VALIDATION_ERROR")
    assert_failure(await post({"body": "[1, 2]"}), 400, "VALIDATION_ERROR")
    single_bad = await post({"json": note("single", "nope")})
    assert single_bad.json["error"]["data"][0]["field"] == "type"
    most = await post({"json": {"notifications": [note(f"c{n}") for n in range(500)]}})
    assert most.status_message == "CREATED" and len(most.results["notifications"]) == 500


async def test_only_operators_publish(client):
    path = "/internal/v1/notifications"
    assert_failure(await client.post(path, json=note("a")), 401, "AUTHENTICATION_REQUIRED")
    wrong = await client.post(path, json=note("a"), headers={"Authorization": "Bearer nope"})
    assert_failure(wrong, 401, "INVALID_TOKEN")
    customer = await client.post(path, json=note("a"), token=customer_token("a"))
    assert_failure(customer, 401, "INVALID_TOKEN")


async def test_without_an_internal_token_the_route_is_off(hub_factory, client_for):
    hub = await hub_factory(internal_token=None)
    client = client_for(hub)
    reply = await client.post("/internal/v1/notifications", json=note("a"), headers=INTERNAL)
    assert_failure(reply, 404, "RESOURCE_NOT_FOUND")


async def test_other_capabilities_publish_through_the_hub(hub, client):
    from hub.notifications.drafts import Draft

    stream = await open_stream(client, "handed-off")
    try:
        draft = Draft("handed-off", "support.ticket_created", {"ticketNumber": "T-000042"})
        (row,) = await hub.notifications.publish([draft], source="hub")
        assert row["body"]["en"] == "Ticket T-000042 is open. Our team will reply here."
        assert (await stream.next_event()).data == row
    finally:
        stream.close()


# Ids no token can carry: a line break, bidi and zero-width controls, a terminal escape, a
# tab, too long, empty.
UNREADABLE_IDS = [
    "a\nb",
    "a\u202eb",
    "\u2067x\u2069",
    "a\u200bb",
    "a\tb",
    "a\x1b[31m",
    "x" * 65,
    "",
]


async def test_internal_routes_refuse_customer_ids_no_token_can_carry(client):
    for customer_id in UNREADABLE_IDS:
        one = {"customerId": customer_id, "type": "order.placed", "data": {"orderNumber": "N-1"}}
        reply = await client.post("/internal/v1/notifications", json=one, headers=INTERNAL)
        body = assert_failure(reply, 400, "VALIDATION_ERROR")
        assert [p["field"] for p in body["error"]["data"]] == ["customerId"], customer_id
        batch = {"notifications": [{**one, "customerId": "fine"}, one]}
        reply = await client.post("/internal/v1/notifications", json=batch, headers=INTERNAL)
        assert_failure(reply, 400, "VALIDATION_ERROR")
        merge = {"guestKey": "0" * 32, "customerId": customer_id}
        reply = await client.post("/internal/v1/assistant/merge", json=merge, headers=INTERNAL)
        body = assert_failure(reply, 400, "VALIDATION_ERROR")
        assert [p["field"] for p in body["error"]["data"]] == ["customerId"], customer_id
    # Nothing was stored for the customer whose notification came in a refused batch.
    reply = await client.get("/v1/notifications", token=customer_token("fine"))
    assert reply.results["data"] == []
    # Ids a token can carry, Arabic and punctuation included, are taken.
    for customer_id in ("عميل-7", "a b", "user@example.com"):
        one = {"customerId": customer_id, "type": "order.placed", "data": {"orderNumber": "N-1"}}
        reply = await client.post("/internal/v1/notifications", json=one, headers=INTERNAL)
        assert reply.status == 200, reply.body
