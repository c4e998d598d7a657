"""The inspector's view of a directory: searching, filtering, sorting, and what each actor
reports about itself (owner, messages handled, last error, message durations)."""

from __future__ import annotations

import asyncio
import re
from dataclasses import dataclass
from typing import Any

import pytest
import tornado.ioloop

from actors.directory import ActorDirectory, ActorQuery
from actors.runtime import LoopActor, stop_actor
from hub.errors import Forbidden

ASK_SECONDS = 5.0  # every ask has a timeout, as the hub's services give theirs


@dataclass(slots=True, frozen=True)
class Touch:
    pass


@dataclass(slots=True, frozen=True)
class Hold:
    gate: asyncio.Event


@dataclass(slots=True, frozen=True)
class Refuse:
    pass


@dataclass(slots=True, frozen=True)
class Crash:
    pass


@dataclass(slots=True, frozen=True)
class Adopt:
    owner: str


class Thread(LoopActor):
    """Owned by whoever its id says until told otherwise, like a conversation after a merge."""

    kind = "thread"

    def __init__(self, ident: str) -> None:
        super().__init__()
        self.owner = f"guest:{ident}" if len(ident) == 32 else f"customer:{ident[:6]}"
        self.status = "active"

    def owned_by(self) -> str:
        return self.owner

    def state_name(self) -> str:
        return self.status if super().state_name() == "running" else super().state_name()

    async def on_receive(self, message: Any) -> Any:
        match message:
            case Touch():
                return None
            case Hold(gate):
                await gate.wait()
                return None
            case Refuse():
                raise Forbidden()
            case Crash():
                raise RuntimeError("the shelf fell over")
            case Adopt(owner):
                self.owner = owner
                self.status = "handed_off"
                return None
        raise TypeError(type(message).__name__)


class Box(LoopActor):
    kind = "box"

    async def on_receive(self, message: Any) -> Any:
        return None


def make_directory() -> ActorDirectory:
    directory = ActorDirectory()
    directory.register_kind("thread", Thread)
    directory.register_kind("box", lambda ident: Box())
    return directory


def keys(directory: ActorDirectory, **query: Any) -> list[str]:
    return [actor.key for actor in directory.query(ActorQuery(**query)).actors]


GUEST = "ab" * 16


async def test_search_finds_by_key_id_customer_and_guest(io_loop: tornado.ioloop.IOLoop) -> None:
    directory = make_directory()
    for key in (
        "thread:demo-1-a",
        "thread:demo-1-b",
        "thread:other",
        f"thread:{GUEST}",
        "box:demo-1",
    ):
        await directory.ask(key, Touch(), ASK_SECONDS)
    assert keys(directory, search="thread:other") == ["thread:other"]
    assert keys(directory, search="other") == ["thread:other"]  # the id alone, any kind
    # a customer id: the box under that id and the threads that customer owns
    assert sorted(keys(directory, search="demo-1")) == [
        "box:demo-1",
        "thread:demo-1-a",
        "thread:demo-1-b",
    ]
    assert sorted(keys(directory, search=" customer:demo-1 ")) == [
        "thread:demo-1-a",
        "thread:demo-1-b",
    ]
    assert keys(directory, search=GUEST.upper()) == [f"thread:{GUEST}"]  # guest key, any case
    assert keys(directory, search="nobody") == []
    # the start of any of them, in any case
    assert sorted(keys(directory, search="DEMO-1")) == sorted(keys(directory, search="demo-1"))
    assert sorted(keys(directory, search="Thread:Demo")) == ["thread:demo-1-a", "thread:demo-1-b"]
    assert keys(directory, search="oth") == ["thread:other"]
    assert keys(directory, search=GUEST[:6]) == [f"thread:{GUEST}"]
    assert len(keys(directory, search="Customer:")) == 3  # every thread a customer owns
    assert len(keys(directory, search="thr")) == 4

    # an owner that changes (a guest signing in) is found under the new owner only
    await directory.ask(f"thread:{GUEST}", Adopt("customer:shopper"), ASK_SECONDS)
    assert keys(directory, search="shopper") == [f"thread:{GUEST}"]
    assert keys(directory, search=GUEST) == [f"thread:{GUEST}"]  # still by its own id
    assert keys(directory, search=f"guest:{GUEST}") == []
    # an actor that stops is no longer found; one that shared its owner still is
    ref = directory.get("thread:demo-1-a")
    assert ref is not None
    await stop_actor(ref)
    assert keys(directory, search="customer:demo-1") == ["thread:demo-1-b"]
    assert keys(directory, search="thread:demo-1-a") == []
    await directory.stop_all()
    assert keys(directory, search="shopper") == [] and directory.counts()["total"] == 0


async def test_filters_and_sorts(io_loop: tornado.ioloop.IOLoop) -> None:
    directory = make_directory()
    for key in ("thread:one", "thread:two", "thread:three", "box:a"):
        await directory.ask(key, Touch(), ASK_SECONDS)
    await directory.ask("thread:one", Touch(), ASK_SECONDS)  # most recently active now
    await directory.ask("thread:two", Adopt("customer:x"), ASK_SECONDS)  # handed_off

    assert keys(directory) == ["thread:two", "thread:one", "box:a", "thread:three"]
    assert keys(directory, sort="age") == ["thread:one", "thread:two", "thread:three", "box:a"]
    assert keys(directory, kind="box") == ["box:a"]
    assert keys(directory, state="handed_off") == ["thread:two"]
    assert keys(directory, kind="thread", state="active") == ["thread:one", "thread:three"]
    first = directory.query(ActorQuery(limit=2))
    assert [a.key for a in first.actors] == ["thread:two", "thread:one"] and first.has_more
    assert not directory.query(ActorQuery(limit=4)).has_more

    # one actor busy with two messages waiting behind it, another with one waiting
    gate = asyncio.Event()
    held = [directory.activate("thread:three").ask(Hold(gate), block=False) for _ in range(3)]
    other = [directory.activate("box:a").ask(Hold(gate), block=False) for _ in range(2)]
    await asyncio.sleep(0)
    assert keys(directory, busy=True, sort="age") == ["thread:three", "box:a"]
    assert keys(directory, queued=True, sort="mailbox") == ["thread:three", "box:a"]
    assert keys(directory, sort="mailbox")[:2] == ["thread:three", "box:a"]
    assert sorted(keys(directory, sort="mailbox")) == sorted(keys(directory))
    assert directory.counts() == {
        "total": 4,
        "kinds": {"box": 1, "thread": 3},
        "busy": 2,
        "queued": 2,
    }
    gate.set()
    for future in held + other:
        await future
    assert keys(directory, busy=True) == [] and keys(directory, queued=True) == []
    assert directory.counts()["busy"] == 0
    await directory.stop_all()


async def test_each_actor_reports_owner_messages_last_error_and_durations(
    io_loop: tornado.ioloop.IOLoop,
) -> None:
    directory = make_directory()
    await directory.ask("thread:demo-1-x", Touch(), ASK_SECONDS)
    with pytest.raises(Forbidden):
        await directory.ask("thread:demo-1-x", Refuse(), ASK_SECONDS)
    described = directory.describe("thread:demo-1-x")
    assert described is not None
    assert described["owner"] == "customer:demo-1"
    assert described["handled"] == 2
    error = described["lastError"]
    assert error["code"] == "FORBIDDEN" and error["message"]
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z", error["at"])
    assert [(h["message"], h["ok"]) for h in described["history"]] == [
        ("Touch", True),
        ("Refuse", False),
    ]
    assert all(h["durationMs"] >= 0 for h in described["history"])

    gate = asyncio.Event()
    held = directory.activate("thread:demo-1-x").ask(Hold(gate), block=False)
    await asyncio.sleep(0.02)
    in_flight = directory.describe("thread:demo-1-x")["inFlight"]  # type: ignore[index]
    assert in_flight["message"] == "Hold" and in_flight["runningMs"] >= 15
    gate.set()
    await held
    hold = directory.describe("thread:demo-1-x")["history"][-1]  # type: ignore[index]
    assert hold["message"] == "Hold" and hold["durationMs"] >= 15

    with pytest.raises(Exception, match="INTERNAL_ERROR"):
        await directory.ask("thread:demo-1-x", Crash(), ASK_SECONDS)
    crashed = directory.describe("thread:demo-1-x")
    assert crashed is not None and crashed["handled"] == 4
    assert crashed["lastError"]["code"] == "INTERNAL_ERROR"
    assert crashed["lastError"]["message"] == "RuntimeError: the shelf fell over"
    await directory.stop_all()
