"""LoopActor and LoopFuture: pykka semantics, one message at a time, on the loop."""

from __future__ import annotations

import asyncio
import logging
import queue
import re
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import FrozenInstanceError, dataclass
from typing import Any

import pykka
import pytest
import tornado.ioloop

from actors.runtime import LoopActor, LoopFuture, Urgent, WouldBlock, ask, stop_actor
from hub.errors import InternalError, NotFound, ServiceUnavailable

# -- messages: small typed values, never loose dicts ----------------------------------


@dataclass(slots=True, frozen=True)
class Add:
    amount: int


@dataclass(slots=True, frozen=True)
class Get:
    pass


@dataclass(slots=True, frozen=True)
class Slow:
    label: str
    seconds: float = 0.01


@dataclass(slots=True, frozen=True)
class Crash:
    pass


@dataclass(slots=True, frozen=True)
class Missing:
    pass


@dataclass(slots=True, frozen=True)
class Wait:
    gate: asyncio.Event


@dataclass(slots=True, frozen=True)
class Peek(Urgent):
    """Answered at once, even while a message is being handled."""


@dataclass(slots=True, frozen=True)
class PeekAwaiting(Urgent):
    """A broken urgent handler: it tries to await."""


class Counter(LoopActor):
    """Keeps a total "in storage" (a shared dict) and counts its loads."""

    kind = "counter"

    def __init__(self, storage: dict[str, int], *, key: str = "counter:x") -> None:
        super().__init__(key=key)
        self.storage = storage
        self.total = 0
        self.loads = 0
        self.failures: list[type[BaseException] | None] = []
        self.events: list[str] = []

    async def on_load(self) -> None:
        await asyncio.sleep(0)
        self.loads += 1
        self.total = self.storage.get(self.key, 0)

    def on_failure(self, exc_type: Any, exc: Any, tb: Any) -> None:
        self.failures.append(exc_type)

    async def on_unload(self) -> None:
        self.events.append("unload")

    def on_stop(self) -> None:
        self.events.append("stop")

    async def on_receive(self, message: Any) -> Any:
        match message:
            case Add(amount):
                self.total += amount
                self.storage[self.key] = self.total
                return self.total
            case Get():
                return self.total
            case Slow(label, seconds):
                self.events.append(f"enter {label}")
                await asyncio.sleep(seconds)
                self.events.append(f"exit {label}")
                return label
            case Wait(gate):
                await gate.wait()
                return "opened"
            case Crash():
                raise ValueError("handler bug")
            case Missing():
                raise NotFound()
        return super().on_receive(message)

    def on_urgent(self, message: Urgent) -> Any:
        if isinstance(message, PeekAwaiting):
            return asyncio.sleep(0)
        if isinstance(message, Peek):
            return list(self.events)
        return super().on_urgent(message)


def actor_of(ref: pykka.ActorRef[Any]) -> Any:
    actor = ref.actor_inbox.actor  # type: ignore[attr-defined]
    assert actor is not None
    return actor


@pytest.fixture
def storage() -> dict[str, int]:
    return {}


@pytest.fixture
def executor() -> Iterator[ThreadPoolExecutor]:
    with ThreadPoolExecutor(max_workers=2) as pool:
        yield pool


def test_messages_are_frozen_values() -> None:
    message = Add(2)
    with pytest.raises(FrozenInstanceError):
        message.amount = 3  # type: ignore[misc]
    assert not hasattr(message, "__dict__")


async def test_replies_are_awaitable_and_carry_values(
    io_loop: tornado.ioloop.IOLoop, storage: dict[str, int]
) -> None:
    ref = Counter.start(storage)
    future = ref.ask(Add(2), block=False)
    assert isinstance(future, LoopFuture)
    assert await future == 2
    assert await ask(ref, Add(3)) == 5
    assert await ask(ref, Get()) == 5
    assert await ref.proxy().total == 5
    await stop_actor(ref)


async def test_domain_errors_reach_the_asker_unchanged(
    io_loop: tornado.ioloop.IOLoop, storage: dict[str, int]
) -> None:
    ref = Counter.start(storage)
    await ask(ref, Add(1))
    with pytest.raises(NotFound):
        await ask(ref, Missing())
    actor = actor_of(ref)
    assert actor.loads == 1 and actor.failures == []
    assert await ask(ref, Get()) == 1
    await stop_actor(ref)


async def test_one_message_at_a_time_even_when_the_handler_awaits(
    io_loop: tornado.ioloop.IOLoop, storage: dict[str, int]
) -> None:
    ref = Counter.start(storage)
    replies = await asyncio.gather(ask(ref, Slow("a")), ask(ref, Slow("b")))
    assert replies == ["a", "b"]
    assert actor_of(ref).events == ["enter a", "exit a", "enter b", "exit b"]
    await stop_actor(ref)


async def test_a_slow_actor_does_not_hold_up_another(
    io_loop: tornado.ioloop.IOLoop, storage: dict[str, int]
) -> None:
    slow = Counter.start(storage, key="counter:slow")
    other = Counter.start(storage, key="counter:other")
    slow_reply = asyncio.ensure_future(ask(slow, Slow("long", seconds=0.5)))
    while "enter long" not in actor_of(slow).events:
        await asyncio.sleep(0)
    assert await ask(other, Add(7)) == 7
    assert not slow_reply.done()
    assert actor_of(slow).events == ["enter long"]
    assert await slow_reply == "long"
    await stop_actor(slow)
    await stop_actor(other)


async def test_an_urgent_message_is_answered_while_a_message_is_in_progress(
    io_loop: tornado.ioloop.IOLoop, storage: dict[str, int]
) -> None:
    ref = Counter.start(storage)
    gate = asyncio.Event()
    waiting = asyncio.ensure_future(ask(ref, Wait(gate)))
    queued = asyncio.ensure_future(ask(ref, Slow("after")))
    assert await ask(ref, Peek(), timeout=1) == []  # neither waits for the gate
    with pytest.raises(InternalError):
        await ask(ref, PeekAwaiting(), timeout=1)
    assert not waiting.done() and not queued.done()
    gate.set()
    assert await waiting == "opened" and await queued == "after"
    assert await ask(ref, Peek()) == ["enter after", "exit after"]
    assert actor_of(ref).failures == []  # an urgent refusal restarts nothing
    await stop_actor(ref)


async def test_a_crash_answers_internal_error_and_the_actor_reloads_in_place(
    io_loop: tornado.ioloop.IOLoop, storage: dict[str, int], caplog: pytest.LogCaptureFixture
) -> None:
    ref = Counter.start(storage, key="counter:crashy")
    neighbour = Counter.start(storage, key="counter:neighbour")
    await ask(ref, Add(4))
    await ask(neighbour, Add(9))
    actor_of(ref).total = 1000  # in-memory drift that storage does not have
    with caplog.at_level(logging.ERROR, logger="hub.actors"):
        crash = ref.ask(Crash(), block=False)
        queued_after_crash = ref.ask(Get(), block=False)
        with pytest.raises(InternalError) as raised:
            await crash
    assert not isinstance(raised.value, ValueError)
    assert any(r.exc_info and r.exc_info[0] is ValueError for r in caplog.records)
    assert await queued_after_crash == 4  # reloaded from storage before the next message
    actor = actor_of(ref)
    assert actor.loads == 2
    assert actor.failures == [ValueError]
    assert ref.is_alive()
    assert await ask(ref, Add(1)) == 5
    assert await ask(neighbour, Get()) == 9
    assert actor_of(neighbour).loads == 1
    await stop_actor(ref)
    await stop_actor(neighbour)


async def test_a_crash_in_a_told_message_is_logged_and_the_actor_goes_on(
    io_loop: tornado.ioloop.IOLoop, storage: dict[str, int], caplog: pytest.LogCaptureFixture
) -> None:
    ref = Counter.start(storage)
    with caplog.at_level(logging.ERROR, logger="hub.actors"):
        ref.tell(Crash())
        assert await ask(ref, Add(1)) == 1
    assert [r.name for r in caplog.records if r.levelno == logging.ERROR] == ["hub.actors"]
    assert actor_of(ref).loads == 2
    await stop_actor(ref)


class FailingLoad(Counter):
    error: Exception = ServiceUnavailable()

    async def on_load(self) -> None:
        await asyncio.sleep(0)
        raise self.error


async def test_a_failing_load_stops_the_actor_and_answers_queued_asks(
    io_loop: tornado.ioloop.IOLoop, storage: dict[str, int]
) -> None:
    ref = FailingLoad.start(storage)
    first, second = ref.ask(Get(), block=False), ref.ask(Add(1), block=False)
    with pytest.raises(ServiceUnavailable):
        await first
    with pytest.raises(ServiceUnavailable):
        await second
    assert not ref.is_alive()
    with pytest.raises(pykka.ActorDeadError):
        await ask(ref, Get())


async def test_an_unexpected_load_failure_reaches_askers_as_internal_error(
    io_loop: tornado.ioloop.IOLoop, storage: dict[str, int]
) -> None:
    class Broken(FailingLoad):
        error = KeyError("document")

    ref = Broken.start(storage)
    actor = actor_of(ref)
    with pytest.raises(InternalError):
        await ask(ref, Get())
    assert actor.events == ["stop"]  # on_stop ran; nothing loaded, so nothing unloaded


async def test_a_failing_restart_stops_the_actor(
    io_loop: tornado.ioloop.IOLoop, storage: dict[str, int]
) -> None:
    class NoRestart(Counter):
        async def on_restart(self) -> None:
            raise ServiceUnavailable()

    ref = NoRestart.start(storage)
    crash, queued = ref.ask(Crash(), block=False), ref.ask(Get(), block=False)
    with pytest.raises(InternalError):
        await crash
    with pytest.raises(ServiceUnavailable):
        await queued
    assert not ref.is_alive()


async def test_messages_sent_right_after_start_wait_for_on_load(
    io_loop: tornado.ioloop.IOLoop, storage: dict[str, int]
) -> None:
    storage["counter:x"] = 41
    ref = Counter.start(storage)
    assert await ask(ref, Add(1)) == 42
    await stop_actor(ref)


async def test_stop_finishes_earlier_messages_then_refuses_later_ones(
    io_loop: tornado.ioloop.IOLoop, storage: dict[str, int]
) -> None:
    ref = Counter.start(storage)
    actor = actor_of(ref)
    before = ref.ask(Slow("before"), block=False)
    stopped = ref.stop(block=False)
    assert ref.is_alive() and actor.stopping
    after = ref.ask(Get(), block=False)
    assert await before == "before"
    assert await stopped is True
    with pytest.raises(pykka.ActorDeadError):
        await after
    assert actor.events == ["enter before", "exit before", "unload", "stop"]
    assert not ref.is_alive()
    assert await ref.stop(block=False) is False
    await stop_actor(ref)  # stopping a dead actor is a no-op


async def test_stop_actor_waits_for_unload_and_on_stop(
    io_loop: tornado.ioloop.IOLoop, storage: dict[str, int]
) -> None:
    ref = Counter.start(storage)
    actor = actor_of(ref)
    await stop_actor(ref)
    assert actor.events == ["unload", "stop"]
    with pytest.raises(pykka.ActorDeadError):
        await ask(ref, Get())


async def test_get_on_the_loop_raises_instead_of_blocking(
    io_loop: tornado.ioloop.IOLoop, storage: dict[str, int]
) -> None:
    ref = Counter.start(storage)
    gate = asyncio.Event()
    future = ref.ask(Wait(gate), block=False)
    with pytest.raises(RuntimeError, match="would block"):
        future.get(timeout=10)
    with pytest.raises(WouldBlock):
        ref.ask(Get(), timeout=1)  # block=True on the loop
    gate.set()
    assert await future == "opened"
    assert future.get() == "opened"  # done: no blocking involved
    await stop_actor(ref)


async def test_a_thread_can_ask_with_block_true(
    io_loop: tornado.ioloop.IOLoop, storage: dict[str, int], executor: ThreadPoolExecutor
) -> None:
    ref = Counter.start(storage)
    loop = asyncio.get_running_loop()
    assert await loop.run_in_executor(executor, lambda: ref.ask(Add(5), timeout=5)) == 5
    gate = asyncio.Event()
    held = ref.ask(Wait(gate), block=False)

    def ask_with_timeout() -> Any:
        return ref.ask(Get(), timeout=0.05)

    with pytest.raises(pykka.Timeout):
        await loop.run_in_executor(executor, ask_with_timeout)
    gate.set()
    assert await held == "opened"
    assert await loop.run_in_executor(executor, lambda: ref.stop(timeout=5)) is True


async def test_ask_helper_timeout_and_dead_actor(
    io_loop: tornado.ioloop.IOLoop, storage: dict[str, int]
) -> None:
    ref = Counter.start(storage)
    gate = asyncio.Event()
    held = ref.ask(Wait(gate), block=False)
    with pytest.raises(TimeoutError):
        await ask(ref, Get(), timeout=0.05)
    gate.set()
    assert await held == "opened"
    await stop_actor(ref)
    with pytest.raises(pykka.ActorDeadError):
        await ask(ref, Get())


class Observed(Counter):
    def state_name(self) -> str:
        return "active"

    def subscriber_count(self) -> int:
        return 3


async def test_describe_reports_state_mailbox_in_flight_and_history(
    io_loop: tornado.ioloop.IOLoop, storage: dict[str, int]
) -> None:
    ref = Observed.start(storage, key="counter:seen")
    actor = actor_of(ref)
    await ask(ref, Add(1))
    with pytest.raises(NotFound):
        await ask(ref, Missing())
    assert actor.is_idle() and not actor.busy
    idle = actor.describe()
    assert idle["inFlight"] is None
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z", idle["lastActivity"])

    gate = asyncio.Event()
    held = ref.ask(Wait(gate), block=False)
    queued = ref.ask(Get(), block=False)
    while not actor.busy:
        await asyncio.sleep(0)
    described = actor.describe()
    assert described["inFlight"]["runningMs"] >= 0
    assert described["lastError"]["code"] == "RESOURCE_NOT_FOUND"
    fixed = {"lastActivity": None, "lastError": None}
    assert described | fixed | {"inFlight": {"message": "Wait"}} == {
        "kind": "counter",
        "key": "counter:seen",
        "state": "active",
        "mailbox": 1,
        "subscribers": 3,
        "inFlight": {"message": "Wait"},
        "lastActivity": None,
        "owner": "",
        "handled": 2,
        "lastError": None,
    }
    assert not actor.is_idle()
    gate.set()
    await held, await queued
    assert actor.mailbox_depth == 0
    assert [(h["message"], h["ok"]) for h in actor.history()] == [
        ("Add", True),
        ("Missing", False),
        ("Wait", True),
        ("Get", True),
    ]
    await stop_actor(ref)


async def test_history_keeps_the_last_twenty_in_order(
    io_loop: tornado.ioloop.IOLoop, storage: dict[str, int]
) -> None:
    ref = Counter.start(storage)
    sent: list[tuple[str, bool]] = []
    for n in range(27):
        if n % 4 == 0:
            with pytest.raises(NotFound):
                await ask(ref, Missing())
            sent.append(("Missing", False))
        else:
            await ask(ref, Add(n))
            sent.append(("Add", True))
    history = actor_of(ref).history()
    assert [(h["message"], h["ok"]) for h in history] == sent[-20:]
    assert [h["at"] for h in history] == sorted(h["at"] for h in history)
    await stop_actor(ref)


async def test_awaiting_derived_futures_does_not_block(
    io_loop: tornado.ioloop.IOLoop, storage: dict[str, int]
) -> None:
    ref = Counter.start(storage)
    doubled = ref.ask(Add(21), block=False).map(lambda total: total * 2)
    assert await doubled == 42
    joined = ref.ask(Get(), block=False).join(ref.ask(Add(1), block=False))
    assert await joined == [21, 22]
    await stop_actor(ref)


def test_a_future_is_set_once() -> None:
    future: LoopFuture[int] = LoopFuture()
    future.set(1)
    with pytest.raises(queue.Full):
        future.set(2)
    with pytest.raises(queue.Full):
        future.set_exception((ValueError, ValueError(), None))
    assert future.get(timeout=0) == 1


def test_a_future_wakes_a_waiting_thread_and_times_out() -> None:
    future: LoopFuture[str] = LoopFuture()
    with pytest.raises(pykka.Timeout):
        future.get(timeout=0.01)
    with ThreadPoolExecutor(max_workers=1) as pool:
        waiting = pool.submit(future.get, timeout=5)
        future.set("late")
        assert waiting.result(timeout=5) == "late"


def test_starting_needs_an_event_loop(storage: dict[str, int]) -> None:
    def start_off_loop() -> None:
        Counter.start(storage)

    with ThreadPoolExecutor(max_workers=1) as pool, pytest.raises(RuntimeError, match="loop"):
        pool.submit(start_off_loop).result(timeout=5)
