"""What a finished request leaves behind: nothing that only the cycle collector can free.

A handler, a stream or a closure caught in a reference cycle keeps its whole request
(connection, buffers, futures) until the collector runs, and the collector stops the loop
for as long as it walks them. Counted over real sockets, with the collector off meanwhile;
the test's own client is not the hub's business, so only server-side objects count.
"""

from __future__ import annotations

import asyncio
import gc
from collections.abc import Iterator
from contextlib import contextmanager
from types import FunctionType, MethodType
from typing import Any

from tornado.httputil import HTTPServerRequest
from tornado.web import RequestHandler

from bench.harness.model_server import answer, finish, text, tool_call
from hub.assistant.turn_log import Subscriber
from hub.sse import EventStream
from tests.conftest import GUEST_A, customer_token
from tests.handlers.assistant_support import read, send
from tests.handlers.test_notifications import note, open_stream, publish

SERVER_SIDE = (RequestHandler, EventStream, Subscriber, HTTPServerRequest)
OWN_CODE = ("hub.", "handlers.", "actors.", "storage.")


def _is_hub_object(item: Any) -> bool:
    """Judged by the object's own type, never by asking the object itself.

    `gc.garbage` holds everything the process let go of meanwhile, the hub's or not: a
    library's weak proxy to a thread that has ended, for one (pymongo's executors keep one).
    `isinstance` asks a proxy for its `__class__`, which raises `ReferenceError` once the
    referent is gone, so a test run earlier decided whether this one passed.
    """
    kind = type(item)
    if issubclass(kind, SERVER_SIDE):
        return True
    if kind is MethodType:
        item = item.__func__
        kind = type(item)
    return kind is FunctionType and item.__module__.startswith(OWN_CODE)


@contextmanager
def cycles_left() -> Iterator[list[str]]:
    """Names the hub's objects that died in cycles while the block ran (empty is good)."""
    found: list[str] = []
    gc.collect()
    gc.disable()
    try:
        yield found
    finally:
        gc.set_debug(gc.DEBUG_SAVEALL)
        try:
            gc.collect()
            found.extend(
                getattr(item, "__qualname__", type(item).__qualname__)
                for item in gc.garbage
                if _is_hub_object(item)
            )
        finally:
            gc.set_debug(0)
            gc.garbage.clear()
            gc.enable()


async def test_turns_with_tools_leave_nothing_in_cycles(llm_hub, client_for, model):
    client = client_for(llm_hub)
    await send(client, "warm up", guest=GUEST_A)
    with cycles_left() as found:
        for question in ("milk please", "and bread"):
            model.play(
                answer(tool_call("search_products", '{"query": "milk"}'), finish("tool_calls")),
                answer(text("Here ", "it is."), finish()),
            )
            turn = await send(client, question, guest=GUEST_A)
            assert turn.names[-1] == "message_end"
        await asyncio.sleep(0.1)  # the closed connections reach the hub
    assert found == []


async def test_notifications_and_their_streams_leave_nothing_in_cycles(client):
    await publish(client, note("c-warm"))
    with cycles_left() as found:
        stream = await open_stream(client, "c-garbage")
        for n in range(3):
            await publish(client, note("c-garbage", data={"n": n}), note("c-elsewhere"))
        for n in range(3):
            [*_, event] = await stream.events_until("notification")
            assert event.data["data"] == {"n": n}
        stream.close()
        await asyncio.sleep(0.1)
    assert found == []


async def test_the_embedded_brain_reads_and_refusals_leave_nothing_in_cycles(client):
    async def visit() -> None:
        turn = await send(client, "add 2 almarai milk to my cart", guest=GUEST_A)
        conversation = turn.conversation_id
        assert (await read(client, conversation, guest=GUEST_A))["messages"]
        stop = await client.post(f"/v1/assistant/conversations/{conversation}/stop", guest=GUEST_A)
        again = await client.stream(
            "GET", f"/v1/assistant/conversations/{conversation}/stream", guest=GUEST_A
        )
        assert [event.event for event in await again.rest(timeout=5)] == ["message_end"]
        again.close()
        shopper = customer_token("c-visitor")
        replies = [
            stop,
            await client.get("/v1/cart", token=shopper),
            await client.get("/v1/notifications", token=shopper),
            await client.get("/debug/actors"),
            await client.get("/v1/no-such-route"),
            await client.post("/v1/assistant/messages", json={"message": 5}, guest=GUEST_A),
        ]
        assert [reply.status for reply in replies] == [200, 200, 200, 200, 404, 400]
        await asyncio.sleep(0.1)

    await visit()
    with cycles_left() as found:
        await visit()
    assert found == []
