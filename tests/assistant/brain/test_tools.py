"""Tool calls as the shopper sees them: announced in pairs, honest `ok`, failures answered.

Also that the turn is a stream: the call's start reaches the client while the call runs, and
the prose comes in several pieces.
"""

from __future__ import annotations

import asyncio
from typing import Any

from hub.assistant.brain import EmbeddedBrain
from hub.assistant.brain.replies import prose
from hub.assistant.events import TextDelta, ToolFinished, ToolStarted, TurnInput
from hub.errors import ServiceUnavailable
from hub.text import is_arabic
from tests.assistant.brain.harness import Chat, Reply, demo_store


class Broken:
    """The demo store with some operations failing, the way a store fails."""

    def __init__(self, inner: Any, failing: dict[str, Exception]) -> None:
        self._inner = inner
        self._failing = failing

    def __getattr__(self, name: str) -> Any:
        if name in self._failing:

            async def fail(*args: Any, **kwargs: Any) -> Any:
                raise self._failing[name]

            return fail
        return getattr(self._inner, name)


class Held:
    """The demo store with `search_products` waiting until released."""

    def __init__(self, inner: Any) -> None:
        self._inner = inner
        self.release = asyncio.Event()
        self.searching = asyncio.Event()
        self.cancelled = False
        self.answered = 0

    async def search_products(self, *args: Any, **kwargs: Any) -> Any:
        self.searching.set()
        try:
            await self.release.wait()
        except asyncio.CancelledError:
            self.cancelled = True
            raise
        self.answered += 1
        return await self._inner.search_products(*args, **kwargs)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._inner, name)


def turn(text: str, language: str = "en", memory: dict | None = None) -> TurnInput:
    return TurnInput(text, language, "guest:tools", None, "c", memory if memory is not None else {})  # type: ignore[arg-type]


async def collect(brain: EmbeddedBrain, text: str, language: str = "en") -> Reply:
    reply = Reply()
    async for event in brain.run_turn(turn(text, language)):
        reply.events.append(event)
    return reply


async def test_ok_is_true_when_the_call_answers_the_shopper():
    c = Chat(await demo_store())
    assert (await c.send("do you have milk")).tools == [("search_products", "call_1", True)]
    assert (await c.send("show me dairy")).tools == [
        ("categories", "call_1", True),
        ("products_in_category", "call_2", True),
    ]


async def test_ok_is_false_when_the_call_found_nothing_useful():
    c = Chat(await demo_store())
    assert (await c.send("do you have xylophones")).tools == [
        ("search_products", "call_1", False),
        ("categories", "call_2", False),  # nor an aisle called that
        ("faq", "call_3", False),  # nor a store question
    ]
    assert (await c.send("show me rice")).tools == [
        ("categories", "call_1", False),  # no aisle is called just "rice"
        ("brands", "call_2", False),
        ("search_products", "call_3", True),
    ]
    assert (await c.send("deliver to Atlantis")).tools == [("delivery_areas", "call_1", False)]
    assert (await c.send("apply coupon NOPE99")).tools == [("offers", "call_1", False)]
    assert (await c.send("empty my cart")).tools == [("cart", "call_1", False)]
    unknown = await c.send("asdfgh")
    assert unknown.tools == [("search_products", "call_1", False), ("faq", "call_2", False)]
    # a word neither the catalogue nor the FAQ knows may be a product the store lacks
    assert unknown.text == prose("products_none", "en")


async def test_a_failing_store_is_answered_with_its_status_not_an_exception():
    store = Broken(await demo_store(), {"search_products": ServiceUnavailable()})
    reply = await collect(EmbeddedBrain(store), "do you have milk")  # type: ignore[arg-type]
    assert reply.tools == [("search_products", "call_1", False)]
    reply.assert_tools_paired()
    assert reply.block("error")["code"] == "SERVICE_UNAVAILABLE"
    assert reply.block("error")["message"]
    assert reply.text == prose("trouble", "en")
    assert reply.chips


async def test_a_store_bug_is_answered_as_an_internal_error():
    store = Broken(await demo_store(), {"cart": RuntimeError("boom")})
    reply = await collect(EmbeddedBrain(store), "سلتي", "ar")  # type: ignore[arg-type]
    assert reply.tools == [("cart", "call_1", False)]
    assert reply.block("error")["code"] == "INTERNAL_ERROR"
    assert reply.text == prose("trouble", "ar")


async def test_a_failure_after_a_good_call_keeps_the_pairs_and_ids():
    store = Broken(await demo_store(), {"products_in_category": ServiceUnavailable()})
    reply = await collect(EmbeddedBrain(store), "show me dairy")  # type: ignore[arg-type]
    assert reply.tools == [
        ("categories", "call_1", True),
        ("products_in_category", "call_2", False),
    ]
    reply.assert_tools_paired()


async def test_the_call_is_announced_while_it_runs():
    store = Held(await demo_store())
    stream = EmbeddedBrain(store).run_turn(turn("do you have milk"))  # type: ignore[arg-type]
    first = await stream.__anext__()
    assert first == ToolStarted("search_products", "call_1")
    await asyncio.wait_for(store.searching.wait(), 1)
    store.release.set()
    rest = [event async for event in stream]
    assert rest[0] == ToolFinished("search_products", "call_1", True)


async def test_a_client_that_stops_listening_stops_the_turn():
    store = Held(await demo_store())
    stream = EmbeddedBrain(store).run_turn(turn("do you have milk"))  # type: ignore[arg-type]
    assert await stream.__anext__() == ToolStarted("search_products", "call_1")
    await asyncio.wait_for(store.searching.wait(), 1)  # the store call is under way
    await stream.aclose()
    assert store.cancelled  # the call was cancelled where it waited
    store.release.set()
    await asyncio.sleep(0.01)
    assert store.answered == 0


async def test_prose_streams_in_pieces_that_join_to_the_phrase():
    reply = await collect(EmbeddedBrain(await demo_store()), "hi")  # type: ignore[arg-type]
    pieces = [event.text for event in reply.events if isinstance(event, TextDelta)]
    assert len(pieces) > 3
    assert "".join(pieces) == prose("greeting", "en")


async def test_the_reply_language_follows_the_message_and_digits_follow_the_app():
    brain = EmbeddedBrain(await demo_store())  # type: ignore[arg-type]
    assert (await collect(brain, "hello", "ar")).text == prose("greeting", "en")
    assert (await collect(brain, "مرحبا", "en")).text == prose("greeting", "ar")
    assert is_arabic((await collect(brain, "٢", "ar")).text)
    assert not is_arabic((await collect(brain, "2", "en")).text)
