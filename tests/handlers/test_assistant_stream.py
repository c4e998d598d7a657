"""`POST /v1/assistant/messages` over a real socket: event order, shapes, follow-ups, failures."""

from __future__ import annotations

from tests.conftest import GUEST_A, customer_token
from tests.handlers.assistant_support import FailingBrain, read, send

MESSAGE_FIELDS = {"_id", "conversationId", "role", "content", "blocks", "feedback"}


def assert_order(names: list[str]) -> None:
    assert names[:2] == ["message_start", "user_message"], names
    assert names[-1] in ("message_end", "error"), names
    middle = set(names[2:-1])
    assert middle <= {"text_delta", "tool_start", "tool_end", "block"}, names


async def test_a_first_message_streams_a_whole_turn(client):
    token = customer_token("demo-1")
    turn = await send(client, "do you have milk", token=token)
    assert turn.status == 200
    assert_order(turn.names)
    cid = turn.conversation_id
    user = turn.of("user_message")[0]
    assert user["conversationId"] == cid
    assert set(user["message"]) >= MESSAGE_FIELDS | {"createdAt", "updatedAt"}
    assert user["message"]["role"] == "user" and user["message"]["content"] == "do you have milk"
    assert len(turn.of("text_delta")) >= 2
    end = turn.end
    assert end["role"] == "assistant" and end["conversationId"] == cid
    assert end["feedback"] is None
    assert "".join(d["delta"] for d in turn.of("text_delta")) == end["content"]
    assert [b["kind"] for b in turn.blocks] == [b["kind"] for b in end["blocks"]]
    products = next(b for b in end["blocks"] if b["kind"] == "products")["products"]
    assert any("Milk" in p["name"] for p in products)
    assert all(isinstance(p["price"], int) for p in products)


async def test_tool_events_come_in_pairs_with_honest_outcomes(client):
    turn = await send(client, "apply coupon NOPE99", guest=GUEST_A)
    starts, ends = turn.of("tool_start"), turn.of("tool_end")
    assert [s["callId"] for s in starts] == [e["callId"] for e in ends]
    assert [s["name"] for s in starts] == [e["name"] for e in ends]
    assert any(e["ok"] is False for e in ends)
    for event in turn.events:
        if event.event == "tool_end":
            start_at = turn.events.index(
                next(e for e in turn.events if e.data.get("callId") == event.data["callId"])
            )
            assert start_at < turn.events.index(event)


async def test_the_stream_is_an_uncached_event_stream(client):
    stream = await client.stream(
        "POST", "/v1/assistant/messages", json={"message": "hello"}, guest=GUEST_A
    )
    await stream.rest()
    stream.close()
    assert stream.status == 200
    assert stream.headers["content-type"].startswith("text/event-stream")
    assert stream.headers["cache-control"] == "no-cache"
    assert stream.headers["x-accel-buffering"] == "no"


async def test_a_follow_up_stays_in_the_conversation_and_remembers(client):
    token = customer_token("demo-2")
    first = await send(client, "do you have milk", token=token)
    second = await send(client, "add 2 of the first one", first.conversation_id, token=token)
    assert second.conversation_id == first.conversation_id
    action = second.action("add_to_cart")
    assert action["status"] == "pending" and action["items"][0]["quantity"] == 2
    thread = await read(client, first.conversation_id, token=token)
    assert [m["role"] for m in thread["messages"]] == ["user", "assistant"] * 2
    assert thread["messages"][-1] == second.end


async def test_the_saved_reply_is_the_message_end_message(client):
    token = customer_token("demo-1")
    turn = await send(client, "show me the offers", token=token)
    thread = await read(client, turn.conversation_id, token=token)
    assert thread["messages"][1] == turn.end
    assert thread["messages"][0] == turn.of("user_message")[0]["message"]


async def test_arabic_callers_get_arabic(client):
    turn = await send(client, "عندكم حليب؟", guest=GUEST_A, language="ar")
    products = next(b for b in turn.end["blocks"] if b["kind"] == "products")["products"]
    assert any("حليب" in p["name"] for p in products)


async def test_a_brain_failure_ends_the_stream_with_an_error_event(hub, client):
    hub.assistant.services.brain = FailingBrain()
    turn = await send(client, "anything", guest=GUEST_A)
    assert turn.status == 200
    assert_order(turn.names)
    assert turn.names[-1] == "error"
    assert turn.events[-1].data == {
        "code": "INTERNAL_ERROR",
        "message": turn.events[-1].data["message"],
    }
    assert turn.events[-1].data["message"]
    assert turn.of("tool_end") == [{"name": "search_products", "callId": "call_1", "ok": False}]


async def test_a_pre_stream_failure_is_one_error_event_with_its_status(client):
    stream = await client.stream(
        "POST", "/v1/assistant/messages", json={"message": "hi", "conversationId": "0" * 24}
    )
    events = await stream.rest()
    stream.close()
    assert stream.status == 401
    assert stream.headers["content-type"].startswith("text/event-stream")
    assert [(e.event, e.data["code"]) for e in events] == [("error", "AUTHENTICATION_REQUIRED")]


async def test_a_pre_stream_failure_without_sse_is_the_envelope(client):
    reply = await client.post(
        "/v1/assistant/messages",
        json={"message": "hi", "conversationId": "0" * 24},
        guest=GUEST_A,
    )
    assert reply.status == 404
    assert reply.json["success"] is False
    assert reply.status_message == "RESOURCE_NOT_FOUND"


async def test_naming_another_owners_conversation_is_refused_before_the_stream(client):
    mine = await send(client, "hello", guest=GUEST_A)
    stream = await client.stream(
        "POST",
        "/v1/assistant/messages",
        json={"message": "hi", "conversationId": mine.conversation_id},
        token=customer_token("someone-else"),
    )
    events = await stream.rest()
    stream.close()
    assert stream.status == 403
    assert [e.data["code"] for e in events] == ["FORBIDDEN"]
    thread = await read(client, mine.conversation_id, guest=GUEST_A)
    assert len(thread["messages"]) == 2
