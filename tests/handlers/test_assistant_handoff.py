"""`POST /v1/assistant/conversations/:id/handoff`: a ticket, a handed-off thread, a notification."""

from __future__ import annotations

from tests.conftest import GUEST_A, GUEST_B, customer_token
from tests.handlers.assistant_support import confirm, read, send


async def hand_off(client, conversation_id: str, json=None, **auth):
    return await client.post(
        f"/v1/assistant/conversations/{conversation_id}/handoff", json=json, **auth
    )


async def test_a_handoff_creates_a_ticket_and_hands_the_thread_off(client):
    token = customer_token("demo-1")
    turn = await send(client, "add 2 almarai milk", token=token)
    action = turn.action("add_to_cart")
    reply = await hand_off(client, turn.conversation_id, {"subject": "Milk"}, token=token)
    assert reply.status == 200 and reply.status_message == "CREATED"
    ticket = reply.results
    assert set(ticket) == {"ticketId", "ticketNumber", "message"}
    assert ticket["ticketNumber"].startswith("T-") and ticket["ticketNumber"] in ticket["message"]
    thread = await read(client, turn.conversation_id, token=token)
    assert thread["conversation"]["status"] == "handed_off"
    handoff_blocks = [
        block for m in thread["messages"] for block in m["blocks"] if block["kind"] == "handoff"
    ]
    assert handoff_blocks == [
        {"kind": "handoff", "ticketId": ticket["ticketId"], "ticketNumber": ticket["ticketNumber"]}
    ]
    [shown] = [b for b in thread["messages"][1]["blocks"] if b["kind"] == "cart_action"]
    assert shown["status"] == "cancelled"
    refused = await confirm(client, action["actionId"], token=token)
    assert (refused.status, refused.status_message) == (400, "VALIDATION_ERROR")
    assert (await client.get("/v1/cart", token=token)).results["items"] == []


async def test_the_customer_is_notified_of_the_ticket(client):
    token = customer_token("handoff-shopper")
    turn = await send(client, "hello", token=token)
    ticket = (await hand_off(client, turn.conversation_id, token=token)).results
    inbox = (await client.get("/v1/notifications", token=token)).results["data"]
    assert [n["type"] for n in inbox] == ["support.ticket_created"]
    assert inbox[0]["data"]["ticketNumber"] == ticket["ticketNumber"]


async def test_a_second_handoff_answers_the_same_ticket(client):
    token = customer_token("handoff-twice")
    turn = await send(client, "hello", token=token)
    first = await hand_off(client, turn.conversation_id, token=token)
    second = await hand_off(client, turn.conversation_id, {}, token=token)
    assert second.status == 200 and second.results == first.results
    inbox = (await client.get("/v1/notifications", token=token)).results["data"]
    assert len(inbox) == 1


async def test_ticket_numbers_are_unique(client):
    numbers = set()
    for _ in range(3):
        turn = await send(client, "hello", guest=GUEST_A)
        numbers.add(
            (await hand_off(client, turn.conversation_id, guest=GUEST_A)).results["ticketNumber"]
        )
    assert len(numbers) == 3


async def test_a_send_to_a_handed_off_thread_starts_a_new_one(client):
    turn = await send(client, "hello", guest=GUEST_A)
    await hand_off(client, turn.conversation_id, guest=GUEST_A)
    after = await send(client, "do you have milk", turn.conversation_id, guest=GUEST_A)
    assert after.names[-1] == "message_end"
    assert after.conversation_id != turn.conversation_id
    old = await read(client, turn.conversation_id, guest=GUEST_A)
    assert old["conversation"]["status"] == "handed_off"
    assert "do you have milk" not in [m["content"] for m in old["messages"]]
    new = await read(client, after.conversation_id, guest=GUEST_A)
    assert new["conversation"]["status"] == "active"


async def test_only_the_owner_hands_off(client):
    turn = await send(client, "hello", guest=GUEST_A)
    for auth in ({"guest": GUEST_B}, {"token": customer_token("demo-2")}):
        reply = await hand_off(client, turn.conversation_id, **auth)
        assert (reply.status, reply.status_message) == (403, "FORBIDDEN")
    thread = await read(client, turn.conversation_id, guest=GUEST_A)
    assert thread["conversation"]["status"] == "active"


async def test_unknown_threads_are_not_found(client):
    for conversation_id in ("0" * 24, "nope"):
        reply = await hand_off(client, conversation_id, guest=GUEST_A)
        assert (reply.status, reply.status_message) == (404, "RESOURCE_NOT_FOUND")


async def test_handoff_fields_are_checked(client):
    turn = await send(client, "hello", guest=GUEST_A)
    for body, field in (
        ({"subject": 5}, "subject"),
        ({"subject": "x" * 201}, "subject"),
        ({"category": ""}, "category"),
        ({"subcategory": ["a"]}, "subcategory"),
        ({"priority": "high"}, "priority"),
    ):
        reply = await hand_off(client, turn.conversation_id, body, guest=GUEST_A)
        assert (reply.status, reply.status_message) == (400, "VALIDATION_ERROR"), body
        assert [p["field"] for p in reply.json["error"]["data"]] == [field]
    reply = await hand_off(client, turn.conversation_id, body=b"not json", guest=GUEST_A)
    assert reply.status_message == "VALIDATION_ERROR"
    thread = await read(client, turn.conversation_id, guest=GUEST_A)
    assert thread["conversation"]["status"] == "active"
