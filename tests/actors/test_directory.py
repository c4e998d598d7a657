"""ActorDirectory: virtual actors by key, activation, passivation, stop races."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import Any

import pykka
import pytest
import tornado.ioloop

from actors.directory import ActorDirectory, ActorQuery
from actors.runtime import LoopActor, stop_actor
from hub.errors import ServiceUnavailable

ASK_SECONDS = 5.0  # every ask has a timeout, as the hub's services give theirs


@dataclass(slots=True, frozen=True)
class Add:
    amount: int


@dataclass(slots=True, frozen=True)
class Get:
    pass


@dataclass(slots=True, frozen=True)
class Hold:
    gate: asyncio.Event


@dataclass
class Storage:
    """What the actors would keep in MongoDB, plus a log of lifecycle events in order."""

    totals: dict[str, int] = field(default_factory=dict)
    loads: dict[str, int] = field(default_factory=dict)
    log: list[str] = field(default_factory=list)
    down: bool = False
    unload_gate: asyncio.Event | None = None


class Tally(LoopActor):
    kind = "tally"

    def __init__(self, ident: str, storage: Storage) -> None:
        super().__init__()
        self.ident = ident
        self.storage = storage
        self.total = 0
        self.busy_subscribers = 0

    async def on_load(self) -> None:
        await asyncio.sleep(0)
        if self.storage.down:
            raise ServiceUnavailable()
        self.storage.loads[self.ident] = self.storage.loads.get(self.ident, 0) + 1
        self.total = self.storage.totals.get(self.ident, 0)
        self.storage.log.append(f"load {self.ident}")

    async def on_unload(self) -> None:
        if self.storage.unload_gate is not None:
            await self.storage.unload_gate.wait()
        self.storage.totals[self.ident] = self.total
        self.storage.log.append(f"unload {self.ident}")

    def is_idle(self) -> bool:
        return super().is_idle() and self.busy_subscribers == 0

    def subscriber_count(self) -> int:
        return self.busy_subscribers

    async def on_receive(self, message: Any) -> Any:
        match message:
            case Add(amount):
                self.total += amount
                return self.total
            case Get():
                return self.total
            case Hold(gate):
                await gate.wait()
                return self.total
        return super().on_receive(message)


def make_directory(storage: Storage) -> ActorDirectory:
    directory = ActorDirectory()
    directory.register_kind("tally", lambda ident: Tally(ident, storage))
    return directory


def actor_of(ref: pykka.ActorRef[Any]) -> Any:
    return ref.actor_inbox.actor  # type: ignore[attr-defined]


async def test_activation_by_key_returns_one_ref_per_key(io_loop: tornado.ioloop.IOLoop) -> None:
    directory = make_directory(Storage())
    assert directory.get("tally:a") is None
    first = directory.activate("tally:a")
    assert directory.activate("tally:a") is first
    assert directory.get("tally:a") is first
    other = directory.activate("tally:b")
    assert other is not first
    assert sorted(directory.keys()) == ["tally:a", "tally:b"]
    assert actor_of(first).key == "tally:a"
    with pytest.raises(KeyError):
        directory.activate("nope:a")
    with pytest.raises(KeyError):
        directory.activate("tally")
    await directory.stop_all()


async def test_ask_and_tell_activate_and_route_by_key(io_loop: tornado.ioloop.IOLoop) -> None:
    storage = Storage(totals={"a": 10})
    directory = make_directory(storage)
    directory.tell("tally:a", Add(1))
    assert await directory.ask("tally:a", Add(2), ASK_SECONDS) == 13
    assert await directory.ask("tally:b", Get(), ASK_SECONDS) == 0
    assert storage.loads == {"a": 1, "b": 1}
    await directory.stop_all()


async def test_a_stopped_actor_leaves_and_the_next_use_reloads_it(
    io_loop: tornado.ioloop.IOLoop,
) -> None:
    storage = Storage()
    directory = make_directory(storage)
    ref = directory.activate("tally:a")
    assert await directory.ask("tally:a", Add(5), ASK_SECONDS) == 5
    await stop_actor(ref)
    assert directory.keys() == []
    assert directory.get("tally:a") is None
    assert (
        await directory.ask("tally:a", Get(), ASK_SECONDS) == 5
    )  # saved by on_unload, loaded again
    assert directory.activate("tally:a") is not ref
    assert storage.loads == {"a": 2}
    await directory.stop_all()


async def test_a_failing_load_answers_the_asker_and_leaves_the_directory(
    io_loop: tornado.ioloop.IOLoop,
) -> None:
    storage = Storage(down=True)
    directory = make_directory(storage)
    with pytest.raises(ServiceUnavailable):
        await directory.ask("tally:a", Get(), ASK_SECONDS)
    assert directory.keys() == []
    storage.down = False
    assert await directory.ask("tally:a", Add(1), ASK_SECONDS) == 1
    assert storage.loads == {"a": 1}
    await directory.stop_all()


async def test_two_directories_are_independent(io_loop: tornado.ioloop.IOLoop) -> None:
    one_storage, two_storage = Storage(), Storage()
    one, two = make_directory(one_storage), make_directory(two_storage)
    assert await one.ask("tally:a", Add(1), ASK_SECONDS) == 1
    assert await two.ask("tally:a", Add(50), ASK_SECONDS) == 50
    assert one.activate("tally:a") is not two.activate("tally:a")
    await one.stop_all()
    assert one.keys() == [] and two.keys() == ["tally:a"]
    assert await two.ask("tally:a", Get(), ASK_SECONDS) == 50
    assert one_storage.totals == {"a": 1} and two_storage.loads == {"a": 1}
    await two.stop_all()


async def test_idle_actors_are_passivated_and_busy_ones_kept(
    io_loop: tornado.ioloop.IOLoop,
) -> None:
    storage = Storage()
    directory = make_directory(storage)
    await directory.ask("tally:idle", Add(3), ASK_SECONDS)
    await directory.ask("tally:watched", Add(4), ASK_SECONDS)
    actor_of(directory.activate("tally:watched")).busy_subscribers = 1
    directory.start(sweep_interval=0.01, idle_after=0)
    for _ in range(500):
        if "tally:idle" not in directory:
            break
        await asyncio.sleep(0.01)
    assert directory.keys() == ["tally:watched"]
    assert storage.totals == {"idle": 3}  # unloaded on passivation
    await directory.stop_all()
    assert directory.keys() == []
    assert storage.totals == {"idle": 3, "watched": 4}


async def test_sweep_respects_idle_after_and_in_flight_work(io_loop: tornado.ioloop.IOLoop) -> None:
    directory = make_directory(Storage())
    directory.activate("tally:recent")
    directory.start(sweep_interval=3600, idle_after=0)
    assert directory.sweep() == 0  # still loading
    await directory.ask("tally:recent", Get(), ASK_SECONDS)
    directory.start(sweep_interval=3600, idle_after=3600)
    assert directory.sweep() == 0  # active just now
    directory.start(sweep_interval=3600, idle_after=0)
    gate = asyncio.Event()
    held = asyncio.ensure_future(directory.ask("tally:recent", Hold(gate), ASK_SECONDS))
    while not actor_of(directory.activate("tally:recent")).busy:
        await asyncio.sleep(0)
    assert directory.sweep() == 0  # a message in flight
    gate.set()
    await held
    assert directory.sweep() == 1
    await directory.stop_all()


async def test_asks_routed_during_a_stop_go_to_a_successor_that_loads_after_the_unload(
    io_loop: tornado.ioloop.IOLoop,
) -> None:
    storage = Storage(unload_gate=asyncio.Event())
    directory = make_directory(storage)
    old = directory.activate("tally:a")
    assert await directory.ask("tally:a", Add(2), ASK_SECONDS) == 2
    stopped = old.stop(block=False)
    late = asyncio.ensure_future(directory.ask("tally:a", Add(1), ASK_SECONDS))
    for _ in range(20):  # the old actor is unloading, held at the gate
        await asyncio.sleep(0)
    assert actor_of(old).busy
    assert not late.done()
    assert storage.unload_gate is not None
    storage.unload_gate.set()
    assert await late == 3  # the successor saw what the old actor saved
    assert await stopped is True
    assert storage.log == ["load a", "unload a", "load a"]
    assert directory.activate("tally:a") is not old
    await directory.stop_all()


async def test_an_ask_that_lands_behind_a_stop_is_retried_once(
    io_loop: tornado.ioloop.IOLoop, monkeypatch: pytest.MonkeyPatch
) -> None:
    storage = Storage()
    directory = make_directory(storage)
    stale = directory.activate("tally:a")
    await directory.ask("tally:a", Add(2), ASK_SECONDS)
    stale.stop(block=False)
    routed: list[pykka.ActorRef[Any]] = []
    activate = directory.activate

    def route_first_to_the_stale_ref(key: str) -> pykka.ActorRef[Any]:
        ref = stale if not routed else activate(key)
        routed.append(ref)
        return ref

    monkeypatch.setattr(directory, "activate", route_first_to_the_stale_ref)
    assert await directory.ask("tally:a", Add(1), ASK_SECONDS) == 3
    assert routed[0] is stale and routed[1] is not stale and len(routed) == 2
    assert storage.loads == {"a": 2}
    await directory.stop_all()


async def test_describe_lists_live_actors_with_history(io_loop: tornado.ioloop.IOLoop) -> None:
    directory = make_directory(Storage())
    await directory.ask("tally:a", Add(1), ASK_SECONDS)
    await directory.ask("tally:b", Get(), ASK_SECONDS)
    listed = sorted(
        (actor.describe() for actor in directory.query(ActorQuery()).actors),
        key=lambda d: d["key"],
    )
    assert [(d["kind"], d["key"], d["state"], d["mailbox"]) for d in listed] == [
        ("tally", "tally:a", "running", 0),
        ("tally", "tally:b", "running", 0),
    ]
    detail = directory.describe("tally:a")
    assert detail is not None
    assert set(detail) == {
        "kind",
        "key",
        "state",
        "mailbox",
        "subscribers",
        "inFlight",
        "lastActivity",
        "owner",
        "handled",
        "lastError",
        "startedAt",
        "streams",
        "history",
    }
    assert detail["streams"] == []  # it feeds no stream
    assert [(h["message"], h["ok"]) for h in detail["history"]] == [("Add", True)]
    assert detail["handled"] == 1 and detail["lastError"] is None
    assert directory.describe("tally:zzz") is None
    await directory.stop_all()


async def test_stop_all_runs_unload_for_every_actor(io_loop: tornado.ioloop.IOLoop) -> None:
    storage = Storage()
    directory = make_directory(storage)
    for ident in "abc":
        await directory.ask(f"tally:{ident}", Add(1), ASK_SECONDS)
    directory.start(sweep_interval=3600, idle_after=3600)
    await directory.stop_all()
    assert directory.keys() == []
    assert storage.totals == {"a": 1, "b": 1, "c": 1}


def test_kind_names_are_checked() -> None:
    directory = ActorDirectory()
    with pytest.raises(ValueError):
        directory.register_kind("bad:kind", lambda ident: Tally(ident, Storage()))
