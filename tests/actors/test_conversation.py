"""The conversation actor: its state after passivation, its debug view, a crash mid-turn."""

from __future__ import annotations

from actors.runtime import stop_actor
from tests.conftest import DEBUG_TOKEN, GUEST_A
from tests.handlers.assistant_support import read, send

DEBUG = {"Authorization": f"Bearer {DEBUG_TOKEN}"}


async def test_a_passivated_thread_picks_up_where_it_left_off(hub, client):
    first = await send(client, "do you have milk", guest=GUEST_A)
    key = f"conversation:{first.conversation_id}"
    ref = hub.directory.get(key)
    assert ref is not None
    await stop_actor(ref)
    assert hub.directory.get(key) is None
    follow_up = await send(client, "add 2 of the first one", first.conversation_id, guest=GUEST_A)
    action = follow_up.action("add_to_cart")
    assert action["items"][0]["productId"] == "p-0201"
    assert len((await read(client, first.conversation_id, guest=GUEST_A))["messages"]) == 4


async def test_the_debug_view_shows_the_thread_state(hub_factory, client_for):
    hub = await hub_factory(debug_token=DEBUG_TOKEN)
    client = client_for(hub)
    turn = await send(client, "hello", guest=GUEST_A)
    key = f"conversation:{turn.conversation_id}"
    reply = await client.get(f"/debug/actors/{key}", headers=DEBUG)
    actor = reply.results["actor"]
    assert actor["kind"] == "conversation" and actor["state"] == "active"
    assert actor["inFlight"] is None and actor["subscribers"] == 0
    await client.post(f"/v1/assistant/conversations/{turn.conversation_id}/handoff", guest=GUEST_A)
    actor = (await client.get(f"/debug/actors/{key}", headers=DEBUG)).results["actor"]
    assert actor["state"] == "handed_off"


async def test_a_storage_crash_mid_turn_ends_the_stream_and_the_thread_recovers(hub, client):
    first = await send(client, "hello", guest=GUEST_A)
    repository = hub.assistant.repository
    original = repository.add_message
    calls = {"n": 0}

    async def failing(message):
        calls["n"] += 1
        if message.role == "assistant":
            raise RuntimeError("disk on fire")
        await original(message)

    repository.add_message = failing
    try:
        broken = await send(client, "do you have milk", first.conversation_id, guest=GUEST_A)
    finally:
        repository.add_message = original
    assert broken.names[:2] == ["message_start", "user_message"]
    assert broken.names[-1] == "error"
    assert broken.events[-1].data["code"] == "INTERNAL_ERROR"
    after = await send(client, "do you have milk", first.conversation_id, guest=GUEST_A)
    assert after.names[-1] == "message_end"
    assert after.conversation_id == first.conversation_id
