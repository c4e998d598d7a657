"""`/debug/actors` as the inspector asks for it: search, filters, sort, limit, over HTTP."""

from __future__ import annotations

import asyncio

from tests.conftest import GUEST_A, GUEST_B, customer_token
from tests.handlers.assistant_support import hold_turns, send
from tests.handlers.test_base import assert_failure


async def listed(client, query: str = "") -> dict:
    reply = await client.get(f"/debug/actors{query}")
    assert reply.status == 200, reply.body
    return reply.results


def keys(results: dict) -> list[str]:
    return [actor["key"] for actor in results["actors"]]


async def test_a_developer_finds_a_shoppers_actors_by_customer_or_guest(client):
    mine = await send(client, "hello", guest=GUEST_A)
    theirs = await send(client, "do you have milk", guest=GUEST_B)
    signed_in = await send(client, "hi", token=customer_token("demo-2"))
    await client.get("/v1/notifications", token=customer_token("demo-2"))

    found = await listed(client, f"?q={GUEST_A}")
    assert keys(found) == [f"conversation:{mine.conversation_id}"]
    row = found["actors"][0]
    assert row["owner"] == f"guest:{GUEST_A}" and row["handled"] >= 1
    assert row["lastError"] is None

    by_customer = await listed(client, "?q=demo-2")
    assert sorted(keys(by_customer)) == sorted(
        [f"conversation:{signed_in.conversation_id}", "inbox:demo-2"]
    )
    assert keys(await listed(client, f"?q={theirs.conversation_id}")) == [
        f"conversation:{theirs.conversation_id}"
    ]
    assert keys(await listed(client, "?q=inbox:demo-2&kind=conversation")) == []

    everything = await listed(client)
    assert everything["counts"]["total"] == 4
    assert everything["counts"]["kinds"] == {"conversation": 3, "inbox": 1}
    assert keys(everything)[0] == "inbox:demo-2"  # most recently active first
    oldest = await listed(client, "?sort=age&limit=1")
    assert keys(oldest) == [f"conversation:{mine.conversation_id}"] and oldest["hasMore"]
    assert keys(await listed(client, "?kind=inbox")) == ["inbox:demo-2"]
    assert keys(await listed(client, "?busy=1")) == []
    assert keys(await listed(client, "?mailbox=true&sort=mailbox")) == []
    assert len(keys(await listed(client, "?state=active"))) == 3


async def test_a_bad_list_query_is_refused_with_the_fields_named(client):
    for query, field in (
        ("?sort=newest", "sort"),
        ("?limit=0", "limit"),
        ("?limit=501", "limit"),
        ("?busy=maybe", "busy"),
        ("?q=" + "x" * 201, "q"),
    ):
        body = assert_failure(await client.get(f"/debug/actors{query}"), 400, "VALIDATION_ERROR")
        assert [problem["field"] for problem in body["error"]["data"]] == [field], query


async def test_an_actor_lists_its_streams_and_a_stuck_turn_can_be_stopped(hub, client, caplog):
    held = hold_turns(hub)
    first = await client.stream(
        "POST", "/v1/assistant/messages", json={"message": "do you have milk"}, guest=GUEST_A
    )
    opening = await first.events_until("user_message")
    cid = opening[0].data["conversationId"]
    await held.started.get()  # the turn is stuck in the brain
    again = await client.stream(
        "GET",
        f"/v1/assistant/conversations/{cid}/stream",
        headers={"Last-Event-ID": opening[0].id},
        guest=GUEST_A,
    )
    assert (await again.next_event()).id == opening[-1].id  # caught up

    key = f"conversation:{cid}"
    detail = (await client.get(f"/debug/actors/{key}")).results["actor"]
    streams = sorted(detail["streams"], key=lambda stream: stream["kind"])
    assert [s["kind"] for s in streams] == ["reattach", "turn"]
    assert all(s["lastEventId"] == opening[-1].id for s in streams)
    assert all(s["bufferedBytes"] >= 0 and s["since"].endswith("Z") for s in streams)
    assert detail["subscribers"] == 2

    assert (await client.post("/debug/actors/inbox:nobody/stop")).status == 404
    with caplog.at_level("WARNING", logger="hub.debug"):
        stopped = await client.post(f"/debug/actors/{key}/stop")
    assert stopped.status == 200 and stopped.results["stopped"] is True
    assert any(key in record.getMessage() for record in caplog.records)
    for stream in (first, again):  # the owner's streams end with the saved partial reply
        events = await stream.rest(timeout=5)
        stream.close()
        assert events[-1].event == "message_end"
        assert events[-1].data["message"]["stopped"] is True
    held.release()
    after = (await client.post(f"/debug/actors/{key}/stop")).results
    assert after["stopped"] is False  # nothing running any more: said, not refused


async def test_an_inbox_lists_its_notification_streams(client):
    token = customer_token("demo-3")
    stream = await client.stream("GET", "/v1/notifications/sse", token=token)
    for _ in range(50):
        detail = await client.get("/debug/actors/inbox:demo-3")
        if detail.status == 200 and detail.results["actor"]["streams"]:
            break
        await asyncio.sleep(0.02)
    [listed] = detail.results["actor"]["streams"]
    stream.close()
    assert listed["kind"] == "notifications" and listed["lastEventId"] is None
