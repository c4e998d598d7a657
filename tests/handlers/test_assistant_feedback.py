"""`POST /v1/assistant/messages/:messageId/feedback`: up, down, cleared; owner-only."""

from __future__ import annotations

from tests.conftest import GUEST_A, GUEST_B, customer_token
from tests.handlers.assistant_support import read, send


async def feedback(client, message_id: str, json=None, **auth):
    return await client.post(f"/v1/assistant/messages/{message_id}/feedback", json=json, **auth)


async def test_feedback_is_set_changed_and_cleared(client):
    turn = await send(client, "do you have milk", guest=GUEST_A)
    message_id = turn.end["_id"]
    for value in ("up", "down", None):
        reply = await feedback(client, message_id, {"feedback": value}, guest=GUEST_A)
        assert reply.status == 200, reply.json
        assert reply.results["_id"] == message_id and reply.results["feedback"] == value
        thread = await read(client, turn.conversation_id, guest=GUEST_A)
        assert thread["messages"][1]["feedback"] == value
        assert thread["messages"][0]["feedback"] is None


async def test_only_assistant_messages_take_feedback(client):
    turn = await send(client, "hello", guest=GUEST_A)
    user_id = turn.of("user_message")[0]["message"]["_id"]
    reply = await feedback(client, user_id, {"feedback": "up"}, guest=GUEST_A)
    assert (reply.status, reply.status_message) == (400, "VALIDATION_ERROR")


async def test_only_the_owner_gives_feedback(client):
    turn = await send(client, "hello", guest=GUEST_A)
    for auth in ({"guest": GUEST_B}, {"token": customer_token("demo-2")}):
        reply = await feedback(client, turn.end["_id"], {"feedback": "up"}, **auth)
        assert (reply.status, reply.status_message) == (403, "FORBIDDEN")
    thread = await read(client, turn.conversation_id, guest=GUEST_A)
    assert thread["messages"][1]["feedback"] is None


async def test_unknown_messages_are_not_found(client):
    for message_id in ("0" * 24, "zz"):
        reply = await feedback(client, message_id, {"feedback": "up"}, guest=GUEST_A)
        assert (reply.status, reply.status_message) == (404, "RESOURCE_NOT_FOUND")


async def test_the_feedback_value_is_checked(client):
    turn = await send(client, "hello", guest=GUEST_A)
    for body in ({"feedback": "great"}, {"feedback": 1}, {}, {"feedback": "up", "why": "x"}):
        reply = await feedback(client, turn.end["_id"], body, guest=GUEST_A)
        assert (reply.status, reply.status_message) == (400, "VALIDATION_ERROR"), body
        assert reply.json["error"]["data"]
    reply = await feedback(client, turn.end["_id"], None, guest=GUEST_A)
    assert reply.status_message == "VALIDATION_ERROR"
