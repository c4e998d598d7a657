"""Many model turns relayed by one hub, over real sockets: what shoppers see when relaying is
rationed (`hub.assistant.llm.relays`), here with its share squeezed so that connections
wait past their time to be read."""

from __future__ import annotations

import asyncio

import pytest

from bench.harness.model_server import paced
from hub.assistant.llm import relays
from tests.conftest import customer_token

TURNS = 8
WORDS = 40


@pytest.fixture
def client(llm_hub, client_for):
    return client_for(llm_hub)


@pytest.fixture
def squeezed(monkeypatch):
    """Relays may take a thousandth of the loop's time: far less than these turns ask for."""
    monkeypatch.setattr(relays, "SHARE", 0.001)


async def open_turns(client, count: int):
    return [
        await client.stream(
            "POST",
            "/v1/assistant/messages",
            json={"message": f"question {n}"},
            token=customer_token(f"shopper-{n}"),
        )
        for n in range(count)
    ]


def words(count: int) -> str:
    return " ".join(f"word{n}" for n in range(count))


@pytest.mark.parametrize("share", ["usual", "squeezed"])
async def test_turns_streaming_at_once_each_get_their_reply_whole_and_in_order(
    client, model, share, request
):
    if share == "squeezed":
        request.getfixturevalue("squeezed")
    model.play(*(paced(WORDS, 200) for _ in range(TURNS)))  # 200 ms each, all at once
    streams = await open_turns(client, TURNS)
    turns = await asyncio.gather(*(stream.rest(timeout=10) for stream in streams))
    for stream, events in zip(streams, turns, strict=True):
        stream.close()
        deltas = [event for event in events if event.event == "text_delta"]
        end = events[-1]
        assert end.event == "message_end"
        assert "".join(d.data["delta"] for d in deltas) == end.data["message"]["content"]
        assert end.data["message"]["content"] == words(WORDS)
        assert 1 <= len(deltas) < WORDS  # pieces of what came in between, not tokens
        message_id = end.data["message"]["_id"]
        assert [event.id for event in events] == [
            f"{message_id}:{n}" for n in range(1, len(events) + 1)
        ]


async def test_a_turn_waiting_its_turn_to_be_read_stops_at_once(squeezed, client, model):
    model.play(paced(400, 40), *(paced(WORDS, 200) for _ in range(TURNS - 1)))  # 10 s, then short
    streams = await open_turns(client, TURNS)
    first = streams[0]
    opening = await first.events_until("text_delta")
    cid = opening[0].data["conversationId"]
    stopped = await client.post(
        f"/v1/assistant/conversations/{cid}/stop", token=customer_token("shopper-0")
    )
    reply = stopped.results["reply"]
    assert stopped.results["stopped"] is True and reply["content"].startswith("word0")
    events = await first.rest(timeout=5)
    first.close()
    assert events[-1].event == "message_end" and events[-1].data["message"] == reply
    for _ in range(100):  # long before that reply would have ended
        if model.cut_short:
            break
        await asyncio.sleep(0.05)
    assert model.cut_short == 1
    for stream in streams[1:]:
        assert (await stream.rest(timeout=10))[-1].event == "message_end"
        stream.close()


async def test_a_reply_is_read_again_soon_after_its_time_however_squeezed_the_share(
    squeezed, client, model
):
    """With a thousandth of the loop's time, eight turns would get one read in eight tenths
    of a second between them; a connection late by `MAX_LATE` is read anyway, so each reply
    of a second and a half still comes in ten pieces or so, not in a few."""
    model.play(*(paced(60, 40) for _ in range(TURNS)))  # 1.5 s each, all at once
    streams = await open_turns(client, TURNS)
    turns = await asyncio.gather(*(stream.rest(timeout=15) for stream in streams))
    for stream, events in zip(streams, turns, strict=True):
        stream.close()
        assert events[-1].event == "message_end"
        assert events[-1].data["message"]["content"] == words(60)
        # about 1.5 s / (RELAY_INTERVAL + MAX_LATE) pieces; 4 with the share alone deciding
        assert len([event for event in events if event.event == "text_delta"]) >= 8
