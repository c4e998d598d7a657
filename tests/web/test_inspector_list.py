"""`/debug/actors` as the inspector asks for it: search, filters, sort, limit, over HTTP."""

from __future__ import annotations

from tests.conftest import GUEST_A, GUEST_B, customer_token
from tests.handlers.assistant_support import send
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
