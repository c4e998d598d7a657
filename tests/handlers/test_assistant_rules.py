"""Rules of the assistant routes that had no test of their own: the handoff and feedback
rate limits, the default message cap, and guests refused everywhere when guests are off."""

from __future__ import annotations

import asyncio

from tests.conftest import GUEST_A, INTERNAL_TOKEN, customer_token
from tests.handlers.assistant_support import every_assistant_call, read, send
from tests.handlers.test_base import assert_failure

INTERNAL = {"Authorization": f"Bearer {INTERNAL_TOKEN}"}
UNKNOWN_ID = "0123456789abcdef01234567"


async def test_thirty_handoffs_a_minute_counted_apart_from_feedback(client):
    handoffs = await asyncio.gather(
        *(
            client.post(f"/v1/assistant/conversations/{UNKNOWN_ID}/handoff", json={}, guest=GUEST_A)
            for _ in range(31)
        )
    )
    assert sorted(reply.status for reply in handoffs) == [404] * 30 + [429]
    feedback = await client.post(
        f"/v1/assistant/messages/{UNKNOWN_ID}/feedback", json={"feedback": "up"}, guest=GUEST_A
    )
    assert_failure(feedback, 404, "RESOURCE_NOT_FOUND")


async def test_thirty_feedbacks_a_minute(client):
    replies = await asyncio.gather(
        *(
            client.post(
                f"/v1/assistant/messages/{UNKNOWN_ID}/feedback",
                json={"feedback": "down"},
                guest=GUEST_A,
            )
            for _ in range(31)
        )
    )
    assert sorted(reply.status for reply in replies) == [404] * 30 + [429]
    refused = next(reply for reply in replies if reply.status == 429)
    assert_failure(refused, 429, "RATE_LIMITED")
    assert int(refused.headers["Retry-After"]) >= 1


async def test_the_default_message_cap_closes_a_thread_at_sixty(hub, client, monkeypatch):
    # Thirty turns are more than one owner may send in a minute: lift the send limit only.
    async def unlimited(limit, caller) -> None:
        return None

    monkeypatch.setattr(hub.rate_limiter, "hit", unlimited)
    assert hub.settings.conversation_max_messages == 60
    first = await send(client, "hello", guest=GUEST_A)
    cid = first.conversation_id
    for _ in range(28):
        assert (await send(client, "hello", cid, guest=GUEST_A)).conversation_id == cid
    assert (await read(client, cid, guest=GUEST_A))["conversation"]["status"] == "active"
    last = await send(client, "hello", cid, guest=GUEST_A)  # messages 59 and 60
    assert last.conversation_id == cid and last.names[-1] == "message_end"
    thread = await read(client, cid, guest=GUEST_A)
    assert thread["conversation"]["status"] == "closed" and len(thread["messages"]) == 60
    assert (await send(client, "hello", cid, guest=GUEST_A)).conversation_id != cid


async def test_guests_are_refused_on_every_guest_route_while_guests_are_off(client):
    turn = await send(client, "add 2 almarai milk", guest=GUEST_A)
    cid, mid, aid = turn.conversation_id, turn.end["_id"], turn.action()["actionId"]
    off = await client.patch(
        "/internal/v1/settings", json={"assistant": {"allowGuests": False}}, headers=INTERNAL
    )
    assert off.status == 200
    calls = [*every_assistant_call(cid, mid, aid), ("GET", "/v1/cart", None)]
    for method, path, body in calls:
        reply = await client.request(method, path, json=body, guest=GUEST_A)
        assert_failure(reply, 401, "AUTHENTICATION_REQUIRED")
    stream = await send(client, "hello", guest=GUEST_A)
    assert stream.status == 401 and stream.events[0].data["code"] == "AUTHENTICATION_REQUIRED"
    customer = await client.get("/v1/assistant/conversations", token=customer_token("signed-in"))
    assert customer.status == 200
