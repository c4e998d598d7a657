"""The conversation list and a thread read: pagination, titles, hydration from the store now."""

from __future__ import annotations

from tests.conftest import GUEST_A, GUEST_B, customer_token
from tests.handlers.assistant_support import read, send

LIST_FIELDS = {"_id", "status", "title", "lastMessageAt", "createdAt"}


async def test_the_list_is_newest_first_and_paginated(client):
    ids = [
        (await send(client, f"hello number {n}", guest=GUEST_A)).conversation_id for n in range(3)
    ]
    reply = await client.get("/v1/assistant/conversations?limit=2", guest=GUEST_A)
    assert reply.status == 200 and reply.status_message == "DATA_LOADED"
    page = reply.results
    assert [item["_id"] for item in page["data"]] == [ids[2], ids[1]]
    assert page["pagination"] == {"total": 3, "page": 1, "limit": 2, "hasMore": True}
    assert set(page["data"][0]) == LIST_FIELDS
    assert page["data"][0]["title"] == "hello number 2"
    second = (await client.get("/v1/assistant/conversations?limit=2&page=2", guest=GUEST_A)).results
    assert [item["_id"] for item in second["data"]] == [ids[0]]
    assert second["pagination"]["hasMore"] is False
    past = (await client.get("/v1/assistant/conversations?page=9", guest=GUEST_A)).results
    assert past["data"] == [] and past["pagination"]["total"] == 3
    others = (await client.get("/v1/assistant/conversations", guest=GUEST_B)).results
    assert others["data"] == [] and others["pagination"]["total"] == 0


async def test_a_follow_up_moves_a_thread_to_the_top(client):
    first = await send(client, "hello", guest=GUEST_A)
    await send(client, "hi again", guest=GUEST_A)
    await send(client, "do you have milk", first.conversation_id, guest=GUEST_A)
    page = (await client.get("/v1/assistant/conversations", guest=GUEST_A)).results
    assert page["data"][0]["_id"] == first.conversation_id
    assert page["data"][0]["title"] == "hello"


async def test_a_long_first_message_makes_a_cut_title(client):
    turn = await send(client, "please find " + "very " * 30 + "fresh milk", guest=GUEST_A)
    title = (await read(client, turn.conversation_id, guest=GUEST_A))["conversation"]["title"]
    assert len(title) == 60 and title.endswith("…")


async def test_a_page_far_past_the_end_is_empty(client):
    await send(client, "hello", guest=GUEST_A)
    reply = await client.get("/v1/assistant/conversations?page=1000001&limit=100", guest=GUEST_A)
    assert (reply.status, reply.status_message) == (200, "DATA_LOADED")
    assert reply.results["data"] == []
    assert reply.results["pagination"] == {
        "total": 1,
        "page": 1000001,
        "limit": 100,
        "hasMore": False,
    }


async def test_bad_pages_are_refused(client):
    for query in (
        "page=0",
        "limit=0",
        "limit=101",
        "page=x",
        "limit=-1",
        "page=",
        "limit=1.0",
        "limit=%2B5",
        "page=%201",
        "page=1_0",
    ):
        reply = await client.get(f"/v1/assistant/conversations?{query}", guest=GUEST_A)
        assert (reply.status, reply.status_message) == (400, "VALIDATION_ERROR"), query


async def test_a_read_shows_the_store_as_it_is_now(hub, client):
    token = customer_token("demo-3")
    turn = await send(client, "do you have bananas", token=token)
    card = next(b for b in turn.end["blocks"] if b["kind"] == "products")["products"][0]
    await hub.storefront.update_product(card["_id"], price=card["price"] + 125, stock=0)
    thread = await read(client, turn.conversation_id, token=token)
    later = next(b for b in thread["messages"][1]["blocks"] if b["kind"] == "products")
    now = next(p for p in later["products"] if p["_id"] == card["_id"])
    assert now["price"] == card["price"] + 125
    assert now["inStock"] is False and now["stock"] == 0


async def test_a_read_is_in_the_callers_language(client):
    turn = await send(client, "do you have milk", guest=GUEST_A)
    thread = await read(client, turn.conversation_id, guest=GUEST_A, language="ar")
    products = next(b for b in thread["messages"][1]["blocks"] if b["kind"] == "products")
    assert any("حليب" in p["name"] for p in products["products"])


async def test_only_the_owner_reads_a_thread(client):
    turn = await send(client, "hello", guest=GUEST_A)
    for auth in ({"guest": GUEST_B}, {"token": customer_token("demo-1")}):
        reply = await client.get(f"/v1/assistant/conversations/{turn.conversation_id}", **auth)
        assert (reply.status, reply.status_message) == (403, "FORBIDDEN")
    for conversation_id in ("0" * 24, "nope"):
        reply = await client.get(f"/v1/assistant/conversations/{conversation_id}", guest=GUEST_A)
        assert (reply.status, reply.status_message) == (404, "RESOURCE_NOT_FOUND")


async def test_ids_that_are_not_utf8_are_not_found(client):
    await send(client, "hello", guest=GUEST_A)
    for method, path, body in (
        ("GET", "/v1/assistant/conversations/%ff", None),
        ("POST", "/v1/assistant/actions/%ff/confirm", None),
        ("POST", "/v1/assistant/conversations/%ff/handoff", {}),
        ("POST", "/v1/assistant/messages/%ff/feedback", {"feedback": "up"}),
    ):
        reply = await client.request(method, path, json=body, guest=GUEST_A)
        assert (reply.status, reply.status_message) == (404, "RESOURCE_NOT_FOUND"), path
