"""The assistant switched off, caps that close a thread, rate limits and bad input."""

from __future__ import annotations

import asyncio

from tests.conftest import GUEST_A, GUEST_B, INTERNAL_TOKEN, customer_token
from tests.handlers.assistant_support import every_assistant_call, read, send

INTERNAL = {"Authorization": f"Bearer {INTERNAL_TOKEN}"}
SEND = "/v1/assistant/messages"


async def test_every_assistant_route_is_forbidden_while_disabled(client):
    turn = await send(client, "add 2 almarai milk", guest=GUEST_A)
    cid, mid, aid = turn.conversation_id, turn.end["_id"], turn.action()["actionId"]
    await client.patch(
        "/internal/v1/settings", json={"assistant": {"enabled": False}}, headers=INTERNAL
    )
    calls = every_assistant_call(cid, mid, aid)
    for method, path, body in calls:
        reply = await client.request(method, path, json=body, guest=GUEST_A)
        assert (reply.status, reply.status_message) == (403, "FORBIDDEN"), path
    reply = await client.post(
        "/internal/v1/assistant/merge",
        json={"guestKey": GUEST_A, "customerId": "x"},
        headers=INTERNAL,
    )
    assert reply.status_message == "FORBIDDEN"
    stream = await send(client, "hello", guest=GUEST_A)
    assert stream.status == 403 and stream.events[0].data["code"] == "FORBIDDEN"
    await client.patch(
        "/internal/v1/settings", json={"assistant": {"enabled": True}}, headers=INTERNAL
    )
    assert (await client.get("/v1/cart", guest=GUEST_A)).results["items"] == []
    assert (await read(client, cid, guest=GUEST_A))["conversation"]["status"] == "active"


async def test_the_message_cap_closes_a_thread(hub_factory, client_for):
    client = client_for(await hub_factory(conversation_max_messages=4))
    first = await send(client, "do you have milk", guest=GUEST_A)
    action = await send(client, "add 2 of the first one", first.conversation_id, guest=GUEST_A)
    assert action.end["blocks"]
    thread = await read(client, first.conversation_id, guest=GUEST_A)
    assert thread["conversation"]["status"] == "closed"
    assert [b["status"] for b in action.end["blocks"] if b["kind"] == "cart_action"] == [
        "cancelled"
    ]
    after = await send(client, "hello", first.conversation_id, guest=GUEST_A)
    assert after.conversation_id != first.conversation_id
    assert len((await read(client, first.conversation_id, guest=GUEST_A))["messages"]) == 4


async def test_the_token_cap_closes_a_thread(hub_factory, client_for):
    client = client_for(await hub_factory(conversation_max_tokens=500))
    turn = await send(client, "milk " * 399, guest=GUEST_A)
    assert turn.names[-1] == "message_end"
    thread = await read(client, turn.conversation_id, guest=GUEST_A)
    assert thread["conversation"]["status"] == "closed"
    assert (await send(client, "hi", turn.conversation_id, guest=GUEST_A)).conversation_id != (
        turn.conversation_id
    )


async def test_twenty_sends_a_minute(client):
    for _ in range(20):
        assert (await send(client, "hi", guest=GUEST_A)).status == 200
    refused = await client.post(SEND, json={"message": "hi"}, guest=GUEST_A)
    assert (refused.status, refused.status_message) == (429, "RATE_LIMITED")
    assert int(refused.headers["Retry-After"]) >= 1
    assert (await send(client, "hi", guest=GUEST_B)).status == 200


async def test_sixty_list_reads_a_minute(client):
    replies = await asyncio.gather(
        *(client.get("/v1/assistant/conversations", guest=GUEST_A) for _ in range(61))
    )
    assert sorted(reply.status for reply in replies) == [200] * 60 + [429]


async def test_a_customer_id_shaped_like_a_guest_counts_apart_from_the_guest(client):
    lookalike = customer_token(f"guest:{GUEST_A}")
    replies = await asyncio.gather(
        *(client.get("/v1/assistant/conversations", guest=GUEST_A) for _ in range(60))
    )
    assert {reply.status for reply in replies} == {200}
    assert (await client.get("/v1/assistant/conversations", guest=GUEST_A)).status == 429
    reply = await client.get("/v1/assistant/conversations", token=lookalike)
    assert (reply.status, reply.results["data"]) == (200, [])


async def test_thirty_confirms_a_minute(client):
    replies = await asyncio.gather(
        *(
            client.post(f"/v1/assistant/actions/{'0' * 32}/confirm", guest=GUEST_A)
            for _ in range(31)
        )
    )
    assert sorted(reply.status for reply in replies) == [404] * 30 + [429]


async def test_bad_sends_are_refused_before_the_stream(client):
    token = customer_token("demo-1")
    for body, field in (
        ({}, "message"),
        ({"message": ""}, "message"),
        ({"message": "x" * 2001}, "message"),
        ({"message": 5}, "message"),
        ({"message": "   "}, "message"),
        ({"message": "\u200b"}, "message"),  # a zero-width space alone is as blank as spaces
        ({"message": " \u200e\u2060\ufeff "}, "message"),
        ({"message": "hi", "conversationId": 12}, "conversationId"),
        ({"message": "hi", "extra": True}, "extra"),
    ):
        reply = await client.post(SEND, json=body, token=token)
        assert (reply.status, reply.status_message) == (400, "VALIDATION_ERROR"), body
        assert [p["field"] for p in reply.json["error"]["data"]] == [field], body
    for raw in (b"not json", b"[1, 2]", b""):
        reply = await client.post(SEND, body=raw, token=token)
        assert (reply.status, reply.status_message) == (400, "VALIDATION_ERROR"), raw
    for malformed in ("nope", "", "a" * 65, "A" * 24):
        reply = await client.post(
            SEND, json={"message": "hi", "conversationId": malformed}, token=token
        )
        assert (reply.status, reply.status_message) == (404, "RESOURCE_NOT_FOUND"), malformed
    assert (await client.get("/v1/assistant/conversations", token=token)).results["data"] == []


async def test_the_longest_message_is_accepted(client):
    turn = await send(client, "x" * 2000, guest=GUEST_A)
    assert turn.names[-1] == "message_end"
    assert turn.of("user_message")[0]["message"]["content"] == "x" * 2000
