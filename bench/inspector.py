"""What the inspector's once-a-second list costs a hub holding many actors.

    python -m bench.inspector [--actors 20000] [--requests 200]

One hub (embedded storage, dev mode, debug routes open) in this process, holding `--actors`
live actors: real customer inboxes, and one in twenty a small task actor of its own kind, of
which 50 are busy with three more messages waiting each (so the busy and mailbox filters have
rows to find). Each of the inspector's queries below is sent `--requests` times over HTTP
from this process, and timed by the hub itself: Tornado's request time, from the parsed
request to the finished reply, which is the hub's whole cost of a request apart from reading
the socket. `/healthz` in the same run is the reference: what any request costs.

The old list described every actor on each request; that reply, built and encoded the same
way, is timed in the same run for comparison. Figures are of one run on a shared machine:
compare the ratios.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import platform
import statistics
import sys
import time
from dataclasses import dataclass
from typing import Any, cast

import tornado.httpclient
import tornado.netutil
import tornado.web

from actors.runtime import LoopActor
from bench.harness.report import bar
from hub.app import Hub
from hub.envelope import dumps, render_envelope
from hub.settings import HubSettings

BAR_MS = 1.0
TASK_EVERY = 20
HELD_TASKS = 50

QUERIES = {
    "newest first (the page as it opens)": "/debug/actors",
    "search a customer id": "/debug/actors?q=customer-12345",
    "search a whole key": "/debug/actors?q=inbox:customer-777",
    "busy only": "/debug/actors?busy=1",
    "mail waiting, deepest first": "/debug/actors?mailbox=1&sort=mailbox",
    "one kind, oldest first": "/debug/actors?kind=task&sort=age",
    "sorted by mailbox, no filter": "/debug/actors?sort=mailbox",
    "a state no actor is in (worst case)": "/debug/actors?state=restarting",
}


@dataclass(slots=True, frozen=True)
class Work:
    gate: asyncio.Event | None = None


class Task(LoopActor):
    kind = "task"

    async def on_receive(self, message: Any) -> Any:
        if isinstance(message, Work) and message.gate is not None:
            await message.gate.wait()


class Timings:
    """Tornado's own request time of every request the hub finishes."""

    def __init__(self) -> None:
        self.by_path: dict[str, list[float]] = {}

    def __call__(self, handler: tornado.web.RequestHandler) -> None:
        request = handler.request
        self.by_path.setdefault(request.uri or "", []).append(request.request_time() * 1000)


async def bench(actors: int, requests: int) -> tuple[dict[str, float], float, float]:
    settings = HubSettings(port=0, dev=True, jwt_secret="bench-secret-" + "x" * 32)
    hub = Hub(settings)
    hub.directory.register_kind("task", lambda ident: Task())
    sockets = tornado.netutil.bind_sockets(0, "127.0.0.1")
    await hub.start(sockets)
    timings = Timings()
    application = cast(tornado.web.Application, hub._server.request_callback)  # type: ignore[union-attr]
    application.settings["log_function"] = timings
    gate = asyncio.Event()
    try:
        for n in range(actors):
            if n % TASK_EVERY == 0:
                hub.directory.activate(f"task:t-{n}")
            else:
                hub.directory.activate(f"inbox:customer-{n}")
        await asyncio.sleep(0.5)
        for n in range(HELD_TASKS):
            ref = hub.directory.activate(f"task:t-{n * TASK_EVERY}")
            for _ in range(4):
                ref.tell(Work(gate))
        await asyncio.sleep(0)
        client = tornado.httpclient.AsyncHTTPClient(force_instance=True)
        for path in [*QUERIES.values(), "/healthz"]:
            for _ in range(requests):
                reply = await client.fetch(hub.url + path, raise_error=False)
                assert reply.code == 200, (path, reply.body[:200])
        client.close()

        everyone = list(hub.directory._actors.values())
        started = time.perf_counter()
        for _ in range(5):
            dumps(render_envelope({"actors": [a.describe() for a in everyone]}, "DATA_LOADED"))
        old_ms = (time.perf_counter() - started) / 5 * 1000
    finally:
        gate.set()
        await hub.stop()
    medians = {label: statistics.median(timings.by_path[path]) for label, path in QUERIES.items()}
    return medians, statistics.median(timings.by_path["/healthz"]), old_ms


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actors", type=int, default=20_000)
    parser.add_argument("--requests", type=int, default=200)
    args = parser.parse_args()
    medians, health_ms, old_ms = asyncio.run(bench(args.actors, args.requests))
    print(f"Python {platform.python_version()}, {os.cpu_count()} cores, {args.actors} actors")
    print(f"{'query (median hub time per request)':44} {'ms':>7} {'÷ /healthz':>10}")
    for label, ms in medians.items():
        print(f"{label:44} {ms:7.3f} {ms / health_ms:9.1f}x")
    print(f"{'/healthz (reference)':44} {health_ms:7.3f} {1.0:9.1f}x")
    print(
        f"{'old list: every actor described (in-process)':44} {old_ms:7.1f} {old_ms / health_ms:9.0f}x"
    )
    typical = [ms for label, ms in medians.items() if "worst" not in label]
    ok = bar(
        f"every query but the worst case under {BAR_MS:.0f} ms: {max(typical):.3f} ms",
        max(typical) < BAR_MS,
    )
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
