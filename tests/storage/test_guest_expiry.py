"""Guests' threads and carts expire after HUB_GUEST_TTL_DAYS untouched; customers' never do."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from mongomock_motor import AsyncMongoMockClient

from storage.guest_expiry import GuestExpiry
from storage.mongo.carts import MongoCartRepository
from storage.mongo.conversations import GUEST_TTL_INDEX, MongoConversationRepository
from tests.conftest import GUEST_A, customer_token
from tests.handlers.assistant_support import confirm, send
from tests.handlers.test_base import assert_failure


async def leave_a_thread_and_a_cart(client, **auth) -> str:
    turn = await send(client, "add 2 almarai milk", **auth)
    assert (await confirm(client, turn.action()["actionId"], **auth)).status == 200
    return turn.conversation_id


async def cart_lines(client, **auth) -> int:
    reply = await client.get("/v1/cart", **auth)
    assert reply.status == 200
    return len(reply.results["items"])


async def test_untouched_guest_threads_and_carts_expire_and_customers_stay(hub_factory, client_for):
    hub = await hub_factory(guest_ttl_days=30)
    client = client_for(hub)
    token = customer_token("keeps-everything")
    guest_thread = await leave_a_thread_and_a_cart(client, guest=GUEST_A)
    customer_thread = await leave_a_thread_and_a_cart(client, token=token)
    now = datetime.now(UTC)

    assert await hub.guest_expiry.sweep(now + timedelta(days=29)) == 0
    assert await cart_lines(client, guest=GUEST_A) == 1

    assert await hub.guest_expiry.sweep(now + timedelta(days=31)) == 2  # a thread and a cart
    listed = await client.get("/v1/assistant/conversations", guest=GUEST_A)
    assert listed.results["data"] == []
    gone = await client.get(f"/v1/assistant/conversations/{guest_thread}", guest=GUEST_A)
    assert_failure(gone, 404, "RESOURCE_NOT_FOUND")
    assert await cart_lines(client, guest=GUEST_A) == 0

    kept = await client.get(f"/v1/assistant/conversations/{customer_thread}", token=token)
    assert kept.status == 200 and len(kept.results["messages"]) == 2
    assert await cart_lines(client, token=token) == 1


async def test_mongodb_keeps_a_ttl_index_on_guest_threads_that_follows_the_setting():
    db = AsyncMongoMockClient(tz_aware=True)["guest_expiry_index"]
    conversations, carts = MongoConversationRepository(db), MongoCartRepository(db)
    await GuestExpiry(conversations, carts, 30).ensure_indexes()
    await GuestExpiry(conversations, carts, 10).ensure_indexes()
    index = (await db["assistant_conversations"].index_information())[GUEST_TTL_INDEX]
    assert index["key"] == [("lastMessageAt", 1)]
    assert index["expireAfterSeconds"] == 11 * 86400  # the TTL and a day's grace for the sweep
    assert index["partialFilterExpression"] == {"owner": {"$gte": "guest:", "$lt": "guest;"}}
