"""Turns that outlive their client: re-attach (`GET .../stream`) and stop (`POST .../stop`),
over real sockets, with the model-backed brain (a scripted model server streaming slowly)
and with the embedded brain (held at the start of the turn)."""

from __future__ import annotations

import asyncio

import pytest

from bench.harness.model_server import answer, finish, pause, text
from tests.conftest import GUEST_A, GUEST_B, customer_token
from tests.handlers.assistant_support import hold_turns, read, send

WORDS = 30


def slow_reply(words: int = WORDS, gap: float = 0.05):
    steps = []
    for n in range(words):
        steps += text(f"w{n} ") + pause(gap)
    return answer(steps, finish())


@pytest.fixture
def client(llm_hub, client_for):
    return client_for(llm_hub)


async def open_turn(client, message: str = "tell me a story", **auth):
    return await client.stream("POST", "/v1/assistant/messages", json={"message": message}, **auth)


async def reattach(client, conversation_id: str, last_event_id: str | None = None, **auth):
    headers = {"Last-Event-ID": last_event_id} if last_event_id else {}
    return await client.stream(
        "GET", f"/v1/assistant/conversations/{conversation_id}/stream", headers=headers, **auth
    )


def sequences(events) -> list[int]:
    return [int(event.id.rsplit(":", 1)[1]) for event in events]


async def test_every_assistant_event_has_an_id_and_the_stream_starts_with_retry(client, model):
    model.play(answer(text("Hi", " there"), finish()))
    stream = await open_turn(client, guest=GUEST_A)
    events = await stream.rest()
    stream.close()
    assert stream.retry == 3000 and stream.retry_first
    message_id = events[-1].data["message"]["_id"]
    assert all(event.id.startswith(f"{message_id}:") for event in events)
    assert sequences(events) == list(range(1, len(events) + 1))


async def test_a_client_that_comes_back_gets_only_what_it_missed(client, model):
    model.play(slow_reply())
    first = await open_turn(client, guest=GUEST_A)
    seen = [await first.next_event() for _ in range(5)]
    first.close()
    cid = seen[0].data["conversationId"]
    again = await reattach(client, cid, seen[-1].id, guest=GUEST_A)
    rest = await again.rest()
    again.close()
    assert again.status == 200 and again.retry_first
    assert rest[-1].event == "message_end"
    everything = seen + rest
    assert sequences(everything) == list(range(1, len(everything) + 1))  # none twice, none lost
    deltas = "".join(e.data["delta"] for e in everything if e.event == "text_delta")
    assert deltas == rest[-1].data["message"]["content"] == " ".join(f"w{n}" for n in range(WORDS))


async def test_two_streams_follow_one_turn(client, model):
    model.play(slow_reply(10))
    first = await open_turn(client, guest=GUEST_A)
    start = await first.next_event()
    second = await reattach(client, start.data["conversationId"], guest=GUEST_A)
    a, b = await asyncio.gather(first.rest(), second.rest())
    first.close()
    second.close()
    assert [e.id for e in [start, *a]] == [e.id for e in b]


async def test_with_no_turn_in_flight_the_last_reply_is_one_message_end(client, model):
    model.play(answer(text("Done."), finish()))
    turn = await send(client, "hi", guest=GUEST_A)
    stream = await reattach(client, turn.conversation_id, guest=GUEST_A)
    events = await stream.rest()
    stream.close()
    assert [e.event for e in events] == ["message_end"]
    assert events[0].data["message"] == turn.end
    assert events[0].id == turn.events[-1].id
    # A client that already had that end gets nothing more.
    stream = await reattach(client, turn.conversation_id, turn.events[-1].id, guest=GUEST_A)
    assert await stream.rest() == []
    stream.close()


async def test_stop_cancels_the_model_request_and_saves_the_partial_reply(llm_hub, client, model):
    model.play(slow_reply(200))
    first = await open_turn(client, guest=GUEST_A)
    opening = await first.events_until("text_delta")
    cid = opening[0].data["conversationId"]
    watcher = await reattach(client, cid, guest=GUEST_A)
    stopped = await client.post(f"/v1/assistant/conversations/{cid}/stop", guest=GUEST_A)
    assert stopped.status == 200
    results = stopped.results
    assert results["stopped"] is True and results["message"]
    reply = results["reply"]
    assert reply["stopped"] is True and reply["content"].startswith("w0")
    for stream in (first, watcher):
        events = await stream.rest(timeout=5)
        stream.close()
        assert events[-1].event == "message_end"
        assert events[-1].data["message"] == reply
    thread = await read(client, cid, guest=GUEST_A)
    assert thread["messages"][-1] == reply
    for _ in range(50):
        if model.cut_short:
            break
        await asyncio.sleep(0.05)
    assert model.cut_short == 1  # the upstream request was dropped, not read to its end
    labels = {"brain": "llm", "outcome": "stopped"}
    assert llm_hub.metrics.registry.get_sample_value("hub_assistant_turns_total", labels) == 1
    model.play(answer(text("Next."), finish()))
    after = await send(client, "go on", cid, guest=GUEST_A)
    assert after.end["content"] == "Next."


async def test_stop_closes_the_model_connection_while_the_model_is_silent(client, model):
    model.play(answer(text("Let me think"), pause(60), text(" about it."), finish()))
    first = await open_turn(client, guest=GUEST_A)
    opening = await first.events_until("text_delta")
    cid = opening[0].data["conversationId"]
    stopped = await client.post(f"/v1/assistant/conversations/{cid}/stop", guest=GUEST_A)
    assert stopped.results["reply"]["content"].startswith("Let me")
    events = await first.rest(timeout=5)
    first.close()
    assert events[-1].event == "message_end"
    for _ in range(100):  # long before the model would speak again
        if model.cut_short:
            break
        await asyncio.sleep(0.05)
    assert model.cut_short == 1 and model.open == 0


async def test_stop_with_nothing_running_says_so(client, model):
    model.play(answer(text("Done."), finish()))
    turn = await send(client, "hi", guest=GUEST_A)
    reply = await client.post(
        f"/v1/assistant/conversations/{turn.conversation_id}/stop", guest=GUEST_A
    )
    assert reply.status == 200 and reply.json["success"] is True
    assert reply.results["stopped"] is False and reply.results["reply"] is None
    thread = await read(client, turn.conversation_id, guest=GUEST_A)
    assert "stopped" not in thread["messages"][-1]


async def test_only_the_owner_may_stop_or_reattach(client, model):
    model.play(answer(text("Done."), finish()))
    turn = await send(client, "hi", guest=GUEST_A)
    cid = turn.conversation_id
    other = customer_token("someone-else")
    assert (await client.post(f"/v1/assistant/conversations/{cid}/stop", token=other)).status == 403
    stream = await reattach(client, cid, token=other)
    events = await stream.rest()
    stream.close()
    assert stream.status == 403 and [e.data["code"] for e in events] == ["FORBIDDEN"]
    missing = await client.post(f"/v1/assistant/conversations/{'0' * 24}/stop", guest=GUEST_B)
    assert missing.status == 404
    assert (await client.post("/v1/assistant/conversations/nope/stop", guest=GUEST_B)).status == 404


async def test_stop_and_reattach_with_the_embedded_brain(hub, client_for):
    client = client_for(hub)
    held = hold_turns(hub)
    first = await open_turn(client, "do you have milk", guest=GUEST_A)
    opening = await first.events_until("user_message")
    cid = opening[0].data["conversationId"]
    await held.started.get()
    watcher = await reattach(client, cid, opening[-1].id, guest=GUEST_A)
    stopped = await client.post(f"/v1/assistant/conversations/{cid}/stop", guest=GUEST_A)
    assert stopped.results["stopped"] is True
    reply = stopped.results["reply"]
    assert reply["stopped"] is True and reply["content"] == ""
    for stream in (first, watcher):
        events = await stream.rest(timeout=5)
        stream.close()
        assert [e.event for e in events][-1] == "message_end"
        assert events[-1].data["message"] == reply
    held.release()
    after = await send(client, "do you have milk", cid, guest=GUEST_A)
    assert any(b["kind"] == "products" for b in after.end["blocks"])
    again = await reattach(client, cid, guest=GUEST_A)
    [end] = await again.rest()
    again.close()
    assert end.data["message"] == after.end
