"""Guests, the switch that allows them, and merging a guest's threads onto a customer."""

from __future__ import annotations

from tests.conftest import GUEST_A, GUEST_B, INTERNAL_TOKEN, customer_token
from tests.handlers.assistant_support import confirm, read, send

INTERNAL = {"Authorization": f"Bearer {INTERNAL_TOKEN}"}


async def merge(client, guest_key: str, customer_id: str):
    return await client.post(
        "/internal/v1/assistant/merge",
        json={"guestKey": guest_key, "customerId": customer_id},
        headers=INTERNAL,
    )


async def listed(client, **auth) -> list[str]:
    page = (await client.get("/v1/assistant/conversations", **auth)).results
    return [item["_id"] for item in page["data"]]


async def test_guests_need_the_store_to_allow_them(client):
    await client.patch(
        "/internal/v1/settings", json={"assistant": {"allowGuests": False}}, headers=INTERNAL
    )
    reply = await client.get("/v1/assistant/conversations", guest=GUEST_A)
    assert (reply.status, reply.status_message) == (401, "AUTHENTICATION_REQUIRED")
    turn = await send(client, "hello", guest=GUEST_A)
    assert turn.status == 401 and turn.events[0].data["code"] == "AUTHENTICATION_REQUIRED"
    assert (await send(client, "hello", token=customer_token("demo-1"))).names[-1] == (
        "message_end"
    )


async def test_no_credentials_and_malformed_keys(client):
    reply = await client.get("/v1/assistant/conversations")
    assert (reply.status, reply.status_message) == (401, "AUTHENTICATION_REQUIRED")
    for key in ("abc", "g" * 32, GUEST_A + "0"):
        reply = await client.get("/v1/assistant/conversations", guest=key)
        assert (reply.status, reply.status_message) == (400, "VALIDATION_ERROR"), key
    reply = await client.get("/v1/assistant/conversations", token="not-a-token")
    assert (reply.status, reply.status_message) == (401, "INVALID_TOKEN")


async def test_the_internal_merge_moves_threads_once(client):
    mine = await send(client, "do you have milk", guest=GUEST_A)
    action = (
        await send(client, "add 2 of the first one", mine.conversation_id, guest=GUEST_A)
    ).action()
    other = await send(client, "hello", guest=GUEST_B)
    reply = await merge(client, GUEST_A, "merged-1")
    assert reply.status == 200 and reply.results["conversations"] == 1
    again = await merge(client, GUEST_A, "merged-1")
    assert again.status == 200 and again.results["conversations"] == 0
    token = customer_token("merged-1")
    assert await listed(client, token=token) == [mine.conversation_id]
    assert await listed(client, guest=GUEST_A) == []
    assert await listed(client, guest=GUEST_B) == [other.conversation_id]
    assert len((await read(client, mine.conversation_id, token=token))["messages"]) == 4
    reply = await client.get(f"/v1/assistant/conversations/{mine.conversation_id}", guest=GUEST_A)
    assert reply.status_message == "FORBIDDEN"
    assert (await confirm(client, action["actionId"], guest=GUEST_A)).status == 403
    confirmed = await confirm(client, action["actionId"], token=token)
    assert confirmed.status == 200
    follow_up = await send(client, "show my cart", mine.conversation_id, token=token)
    assert follow_up.conversation_id == mine.conversation_id


async def test_the_merge_route_checks_its_caller_and_body(client):
    reply = await client.post(
        "/internal/v1/assistant/merge", json={"guestKey": GUEST_A, "customerId": "x"}
    )
    assert reply.status_message == "AUTHENTICATION_REQUIRED"
    for body in (
        {"guestKey": "short", "customerId": "x"},
        {"guestKey": GUEST_A},
        {"guestKey": GUEST_A, "customerId": ""},
        {"guestKey": GUEST_A, "customerId": "x" * 65},
        {"guestKey": GUEST_A, "customerId": "x", "extra": 1},
    ):
        reply = await client.post("/internal/v1/assistant/merge", json=body, headers=INTERNAL)
        assert (reply.status, reply.status_message) == (400, "VALIDATION_ERROR"), body


async def test_the_first_request_with_both_credentials_merges(client):
    mine = await send(client, "do you have milk", guest=GUEST_A)
    token = customer_token("signed-in-shopper")
    assert await listed(client, token=token, guest=GUEST_A) == [mine.conversation_id]
    assert await listed(client, token=token) == [mine.conversation_id]
    assert await listed(client, guest=GUEST_A) == []
    # later guest threads follow on the next request with both credentials
    later = await send(client, "hello", guest=GUEST_A)
    turn = await send(client, "hi", later.conversation_id, token=token, guest=GUEST_A)
    assert turn.conversation_id == later.conversation_id
    assert sorted(await listed(client, token=token)) == sorted(
        [mine.conversation_id, later.conversation_id]
    )


async def test_a_merged_guest_cart_comes_along(client):
    turn = await send(client, "add 2 bananas", guest=GUEST_A)
    await confirm(client, turn.action()["actionId"], guest=GUEST_A)
    await merge(client, GUEST_A, "cart-shopper")
    cart = (await client.get("/v1/cart", token=customer_token("cart-shopper"))).results
    assert [(line["productId"], line["quantity"]) for line in cart["items"]] == [("p-0001", 2)]
