"""The assistant's one path: handler -> `Assistant` -> the thread's actor -> storage. Every
write is a message the thread's actor handles (the inspector's history shows it), and no
caller waits for the actor without bound."""

from __future__ import annotations

import asyncio

import pytest

import hub.assistant.service as service
from tests.conftest import DEBUG_TOKEN, GUEST_A
from tests.handlers.assistant_support import hold_turns, send

DEBUG = {"Authorization": f"Bearer {DEBUG_TOKEN}"}


async def history_of(client, conversation_id: str) -> list[str]:
    reply = await client.get(f"/debug/actors/conversation:{conversation_id}", headers=DEBUG)
    assert reply.status == 200, reply.body
    return [entry["message"] for entry in reply.results["actor"]["history"]]


async def test_feedback_is_written_by_the_threads_actor(hub_factory, client_for):
    client = client_for(await hub_factory(debug_token=DEBUG_TOKEN))
    turn = await send(client, "hello", guest=GUEST_A)
    message_id = turn.events[-1].data["message"]["_id"]
    reply = await client.post(
        f"/v1/assistant/messages/{message_id}/feedback", json={"feedback": "up"}, guest=GUEST_A
    )
    assert reply.status == 200 and reply.results["feedback"] == "up"
    assert await history_of(client, turn.conversation_id) == ["RunTurn", "SetFeedback"]


async def test_a_write_waiting_behind_a_turn_is_answered_within_its_bound(
    hub_factory, client_for, monkeypatch: pytest.MonkeyPatch
):
    hub = await hub_factory(debug_token=DEBUG_TOKEN)
    client = client_for(hub)
    first = await send(client, "hello", guest=GUEST_A)
    held = hold_turns(hub)
    monkeypatch.setattr(service, "ASK_SECONDS", 0.3)
    stream = await client.stream(
        "POST",
        "/v1/assistant/messages",
        json={"message": "do you have milk", "conversationId": first.conversation_id},
        guest=GUEST_A,
    )
    await held.started.get()  # the turn is the message in progress
    path = f"/v1/assistant/conversations/{first.conversation_id}/handoff"
    refused = await client.post(path, guest=GUEST_A)
    assert refused.status == 500 and refused.json["statusMessage"] == "INTERNAL_ERROR"
    held.release()
    assert [e.event for e in await stream.rest(timeout=10)][-1] == "message_end"
    stream.close()
    # The handoff was only late, not lost: it runs once the turn has been saved.
    for _ in range(100):
        history = await history_of(client, first.conversation_id)
        if len(history) == 3:
            break
        await asyncio.sleep(0.05)
    assert history == ["RunTurn", "RunTurn", "HandOff"]
