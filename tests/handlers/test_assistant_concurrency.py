"""Sends racing on one thread, and a client that hangs up halfway through a turn."""

from __future__ import annotations

import asyncio

from hub.assistant.lanes import LANES
from tests.conftest import GUEST_A, customer_token
from tests.handlers.assistant_support import hold_turns, read, send


async def wait_for_messages(client, conversation_id: str, count: int, **auth) -> dict:
    """The thread once it holds `count` messages (the turn finishing on its own)."""
    for _ in range(200):
        thread = await read(client, conversation_id, **auth)
        if len(thread["messages"]) >= count:
            return thread
        await asyncio.sleep(0.01)
    raise AssertionError(f"{conversation_id} never reached {count} messages")


async def test_turns_on_one_thread_never_interleave(hub, client):
    token = customer_token("demo-2")
    first = await send(client, "hello", token=token)
    cid = first.conversation_id
    held = hold_turns(hub)
    texts = ["do you have milk", "show me the offers", "what's in my cart"]
    sends = [asyncio.ensure_future(send(client, text, cid, token=token)) for text in texts]
    assert await held.started.get() in texts
    held.release()
    turns = await asyncio.gather(*sends)
    assert held.most_at_once == 1
    for text, turn in zip(texts, turns, strict=True):
        assert turn.conversation_id == cid and turn.names[-1] == "message_end"
        assert turn.of("user_message")[0]["message"]["content"] == text
    thread = await read(client, cid, token=token)
    roles = [m["role"] for m in thread["messages"]]
    assert roles == ["user", "assistant"] * 4
    # each reply directly follows its own question
    by_user = {turn.of("user_message")[0]["message"]["_id"]: turn.end for turn in turns}
    messages = thread["messages"]
    for question, answer in zip(messages[2::2], messages[3::2], strict=True):
        assert by_user[question["_id"]] == answer


async def test_a_turn_finishes_and_is_saved_after_the_client_hangs_up(hub, client):
    held = hold_turns(hub)
    stream = await client.stream(
        "POST", "/v1/assistant/messages", json={"message": "do you have milk"}, guest=GUEST_A
    )
    start = await stream.next_event()
    user = await stream.next_event()
    assert (start.event, user.event) == ("message_start", "user_message")
    stream.close()
    await held.started.get()
    held.release()
    cid = start.data["conversationId"]
    thread = await wait_for_messages(client, cid, 2, guest=GUEST_A)
    reply = thread["messages"][1]
    assert reply["role"] == "assistant" and reply["content"]
    assert any(block["kind"] == "products" for block in reply["blocks"])
    follow_up = await send(client, "add 2 of the first one", cid, guest=GUEST_A)
    assert follow_up.action("add_to_cart")["items"][0]["quantity"] == 2


async def test_many_shoppers_at_once_each_get_their_own_turn(client):
    tokens = [customer_token(f"crowd-{n}") for n in range(12)]
    turns = await asyncio.gather(*(send(client, "do you have milk", token=t) for t in tokens))
    assert all(turn.names[-1] == "message_end" for turn in turns)
    assert len({turn.conversation_id for turn in turns}) == 12


async def test_every_stream_opens_while_the_brains_are_busy(hub, client):
    """More turns than lanes: each stream starts at once, and each turn ends after its wait."""
    held = hold_turns(hub)
    shoppers = [customer_token(f"lanes-{n}") for n in range(LANES + 2)]
    streams = [
        await client.stream(
            "POST", "/v1/assistant/messages", json={"message": "do you have milk"}, token=token
        )
        for token in shoppers
    ]
    for stream in streams:
        opening = [(await stream.next_event()).event for _ in range(2)]
        assert opening == ["message_start", "user_message"]
    held.release()
    for stream in streams:
        rest = await stream.rest()
        assert rest[-1].event == "message_end"
        stream.close()
