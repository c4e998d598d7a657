"""Loop actors against pykka's ThreadingActor: start time, ask time, memory per idle actor.

    python -m bench.loop_actors [--actors 20000] [--asks 20000]

Both kinds hold the same inbox-like state (an unread count and an empty subscriber list)
and answer the same typed message. Loop actors are activated through an ActorDirectory,
so their memory figure includes the ref and the directory entry; their handlers are
coroutines, as the hub's are. Figures are wall-clock times of one run, and resident
memory growth (VmRSS) after a garbage collection, divided by the number of actors. The
memory of an actor whose message history is full is measured for loop actors only: twenty
rounds of asks to 20,000 threads would add minutes and tell nothing new.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import importlib.metadata
import os
import platform
import sys
import time
from dataclasses import dataclass
from typing import Any

import pykka

from actors.directory import ActorDirectory
from actors.runtime import HISTORY_SIZE, LoopActor, ask
from bench.harness.readings import rss_kb
from bench.harness.report import bar

START_SPEEDUP_BAR = 30.0
KB_PER_ACTOR_BAR = 5.0


@dataclass(slots=True, frozen=True)
class Notify:
    pass


@dataclass
class Phase:
    start_s: float = 0.0
    ask_each_s: float = 0.0
    sequential_s: float = 0.0
    kb_after_start: float = 0.0
    kb_after_asks: float = 0.0
    kb_full_history: float | None = None


class Loaded:
    """Counts finished loads so the start phase can end when every actor is ready."""

    def __init__(self, expected: int) -> None:
        self.expected = expected
        self.count = 0
        self.all_done: asyncio.Future[None] = asyncio.get_running_loop().create_future()

    def one_more(self) -> None:
        self.count += 1
        if self.count == self.expected:
            self.all_done.set_result(None)


class LoopInbox(LoopActor):
    kind = "inbox"

    def __init__(self, loaded: Loaded) -> None:
        super().__init__()
        self.loaded = loaded
        self.state: dict[str, Any] = {}

    async def on_load(self) -> None:
        self.state = {"unread": 0, "subscribers": []}
        self.loaded.one_more()

    async def on_receive(self, message: Any) -> int:
        self.state["unread"] += 1
        return self.state["unread"]


class ThreadInbox(pykka.ThreadingActor):
    def __init__(self) -> None:
        super().__init__()
        self.state: dict[str, Any] = {"unread": 0, "subscribers": []}

    def on_receive(self, message: Any) -> int:
        self.state["unread"] += 1
        return self.state["unread"]


def settled_kb() -> int:
    """This process's resident memory once the garbage of the phase before is freed."""
    gc.collect()
    return rss_kb()


async def bench_loop(actors: int, asks: int) -> Phase:
    phase = Phase()
    loaded = Loaded(actors)
    directory = ActorDirectory()
    directory.register_kind("inbox", lambda ident: LoopInbox(loaded))
    keys = [f"inbox:customer-{n}" for n in range(actors)]
    before = settled_kb()

    started = time.perf_counter()
    refs = [directory.activate(key) for key in keys]
    await loaded.all_done
    phase.start_s = time.perf_counter() - started
    phase.kb_after_start = (settled_kb() - before) / actors

    started = time.perf_counter()
    futures = [ref.ask(Notify(), block=False) for ref in refs]
    for future in futures:
        await future
    phase.ask_each_s = time.perf_counter() - started
    del futures
    phase.kb_after_asks = (settled_kb() - before) / actors

    one = refs[0]
    started = time.perf_counter()
    for _ in range(asks):
        await ask(one, Notify())
    phase.sequential_s = time.perf_counter() - started

    # An actor that was busy for a while and is now idle keeps its last twenty messages.
    for _ in range(HISTORY_SIZE - 1):
        for future in [ref.ask(Notify(), block=False) for ref in refs]:
            await future
    phase.kb_full_history = (settled_kb() - before) / actors

    del refs
    await directory.stop_all()
    return phase


def bench_threads(actors: int, asks: int) -> Phase:
    phase = Phase()
    before = settled_kb()

    started = time.perf_counter()
    refs = [ThreadInbox.start() for _ in range(actors)]
    phase.start_s = time.perf_counter() - started
    phase.kb_after_start = (settled_kb() - before) / actors

    started = time.perf_counter()
    futures = [ref.ask(Notify(), block=False) for ref in refs]
    pykka.get_all(futures)
    phase.ask_each_s = time.perf_counter() - started
    del futures
    phase.kb_after_asks = (settled_kb() - before) / actors

    one = refs[0]
    started = time.perf_counter()
    for _ in range(asks):
        one.ask(Notify(), block=True)
    phase.sequential_s = time.perf_counter() - started

    for future in [ref.stop(block=False) for ref in refs]:
        future.get()
    return phase


def report(actors: int, asks: int, loop: Phase, threads: Phase) -> bool:
    rows: list[tuple[str, float, float | None]] = [
        (f"start {actors} actors (s)", loop.start_s, threads.start_s),
        (f"ask each of {actors} once, concurrently (s)", loop.ask_each_s, threads.ask_each_s),
        (f"{asks} sequential asks to one actor (s)", loop.sequential_s, threads.sequential_s),
        ("RSS per idle actor after start (KB)", loop.kb_after_start, threads.kb_after_start),
        ("RSS per idle actor after one ask (KB)", loop.kb_after_asks, threads.kb_after_asks),
        (
            f"RSS per idle actor after {HISTORY_SIZE} asks (KB)",
            loop.kb_full_history or 0.0,
            threads.kb_full_history,
        ),
    ]
    cores = os.cpu_count()
    pykka_version = importlib.metadata.version("pykka")
    print(f"Python {platform.python_version()}, {cores} cores, pykka {pykka_version}")
    print(f"{'':48} {'LoopActor':>10} {'Threading':>10} {'Thr/Loop':>8}")
    for label, ours, theirs in rows:
        if theirs is None:
            print(f"{label:48} {ours:10.3f} {'(skipped)':>10}")
            continue
        print(f"{label:48} {ours:10.3f} {theirs:10.3f} {theirs / ours:7.1f}x")
    start_speedup = threads.start_s / loop.start_s
    worst_kb = max(loop.kb_after_start, loop.kb_after_asks, loop.kb_full_history or 0.0)
    start_ok = bar(
        f"start at least {START_SPEEDUP_BAR:.0f}x faster than ThreadingActor: {start_speedup:.1f}x",
        start_speedup >= START_SPEEDUP_BAR,
    )
    memory_ok = bar(
        f"at most {KB_PER_ACTOR_BAR:.0f} KB RSS per idle actor: {worst_kb:.2f} KB",
        worst_kb <= KB_PER_ACTOR_BAR,
    )
    return start_ok and memory_ok


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actors", type=int, default=20_000)
    parser.add_argument("--asks", type=int, default=20_000)
    args = parser.parse_args()
    loop = asyncio.run(bench_loop(args.actors, args.asks))
    threads = bench_threads(args.actors, args.asks)
    return 0 if report(args.actors, args.asks, loop, threads) else 1


if __name__ == "__main__":
    sys.exit(main())
