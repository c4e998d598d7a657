"""Producing notifications: one HTTP request each against the Redis ingest stream.

    python -m bench.ingest [--subscribers 5000] [--seconds 5] [--rates 500,1000,...]

One hub (`python run.py`: embedded storage, uvloop) with a `redis-server` of its own and
`HUB_INGEST_STREAM` set, in its own process; `--subscribers` customers each hold one
notification stream, opened by `--clients` subscriber processes. Then, for each path and
each rate of the ladder, `--seconds` of single notifications to random connected
customers, each carrying its send time:

- http: `POST /internal/v1/notifications` with one notification per request, over
  `--connections` keep-alive connections;
- stream: `XADD` of one entry per notification to the ingest stream (the entries due in
  each 5 ms tick go out in one pipeline, as a producer's Redis client would send them).

A rate is sustained when every notification arrived exactly once and the p99 of send to
arrival is at most 15 ms. A path keeps up with a rate when everything arrived and the hub
delivered at 95% of that rate or more (from the first send to the last arrival), whatever
the latency; its ladder stops at the first rate it does not keep up with (the first two
rates are always measured, so that both paths have rates in common). Each step also
reads the hub's CPU time (its CPU-time clock), less what it spends idle with its streams
open (measured first), and divides it by the notifications sent: a loaded machine
disturbs that far less than latency. The report gives, per path, the highest rate
sustained, the highest kept up with, and the hub's CPU per notification at the rates both
paths were measured at, with the stream path's ratio to HTTP for each; the bar is the
stream path sustaining at least 5,000 a second.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import platform
import random
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bench.harness.processes import (
    INTERNAL,
    SECRET,
    RedisServer,
    free_port,
    raise_fd_limit,
    start_server,
    stop_process,
)
from bench.harness.readings import cpu_seconds
from bench.harness.report import bar, percentile, print_table
from bench.harness.sse_load import Publisher, SubscriberProcesses
from hub.auth import issue_customer_token
from hub.event_loop import event_loop_runner

STREAM = "bench-ingest"
P99_BAR_MS = 15.0
STREAM_BAR = 5_000
TICK_SECONDS = 0.005
DEFAULT_RATES = "250,500,1000,1500,2000,3000,4000,5000,6000,8000,10000,12000"


@dataclass
class Step:
    path: str
    rate: int
    sent: int = 0
    seconds: float = 0.0
    lost: int = 0
    duplicates: int = 0
    p50_ms: float = float("nan")
    p99_ms: float = float("nan")
    refused: int = 0
    cpu_us: float = float("nan")

    @property
    def delivered(self) -> float:
        """Notifications a second from the first send to the last arrival."""
        return self.sent / self.seconds if self.seconds else 0.0

    @property
    def kept_up(self) -> bool:
        complete = self.lost == 0 and self.duplicates == 0 and self.refused == 0
        return complete and self.delivered >= 0.95 * self.rate

    @property
    def sustained(self) -> bool:
        return self.kept_up and self.p99_ms <= P99_BAR_MS


class Bench:
    def __init__(self, args: argparse.Namespace, log: Path) -> None:
        self.args = args
        self.redis = RedisServer()
        self.redis.start()
        self.port = free_port()
        self.server = start_server(
            "hub", self.port, log, {"HUB_REDIS_URL": self.redis.url, "HUB_INGEST_STREAM": STREAM}
        )
        self.customers = [f"ingest-{n:05d}" for n in range(args.subscribers)]
        self.readers = SubscriberProcesses()
        self.idle_cpu = 0.0

    async def _idle_cpu(self, seconds: float = 3.0) -> float:
        """CPU seconds a second the hub spends with its streams open and nothing to send."""
        before, started = cpu_seconds(self.server.pid), time.monotonic()
        await asyncio.sleep(seconds)
        return (cpu_seconds(self.server.pid) - before) / (time.monotonic() - started)

    def spawn_clients(self) -> None:
        for index in range(self.args.clients):
            share = self.customers[index :: self.args.clients]
            tokens = [issue_customer_token(SECRET, c, 3600) for c in share]
            self.readers.spawn("127.0.0.1", self.port, f"127.0.3.{10 + index}", tokens)

    async def run(self) -> list[Step]:
        import redis.asyncio as redis

        loop = asyncio.get_running_loop()
        producer = redis.from_url(self.redis.url)
        publisher = Publisher("127.0.0.1", self.port, INTERNAL, self.args.connections)
        await publisher.open()
        try:
            answers = await loop.run_in_executor(None, self.readers.ask_all, "connect")
            held = sum(a["held"] for a in answers)
            print(f"streams held: {held} of {len(self.customers)}", flush=True)
            await asyncio.sleep(2.0)
            self.idle_cpu = await self._idle_cpu()
            print(f"hub CPU while idle: {self.idle_cpu * 100:.1f}% (keep-alives...)", flush=True)
            await self._send("http", 200, 1.0, publisher, producer)  # warm both paths
            await self._send("stream", 200, 1.0, publisher, producer)
            steps = []
            for path in ("http", "stream"):
                for rate in self.args.rates:
                    step = await self._send(path, rate, self.args.seconds, publisher, producer)
                    steps.append(step)
                    verdict = (
                        "sustained" if step.sustained else "kept up" if step.kept_up else "FAIL"
                    )
                    print(
                        f"{path:6} {rate:6}/s: delivered {step.delivered:7.0f}/s, "
                        f"p50 {step.p50_ms:6.1f} ms, p99 {step.p99_ms:7.1f} ms, "
                        f"lost {step.lost}, duplicates {step.duplicates}, "
                        f"refused {step.refused}, hub CPU {step.cpu_us:5.0f} us each "
                        f"-> {verdict}",
                        flush=True,
                    )
                    if (
                        not step.kept_up
                        and rate >= self.args.rates[min(1, len(self.args.rates) - 1)]
                    ):
                        break  # the first two rates are measured on both paths, to compare
                    await asyncio.sleep(1.0)
            return steps
        finally:
            await publisher.close()
            await producer.aclose()

    async def _send(
        self, path: str, rate: int, seconds: float, publisher: Publisher, producer: Any
    ) -> Step:
        import orjson

        phase = f"{path}-{rate}-{time.monotonic_ns()}"
        step = Step(path, rate)
        total = int(rate * seconds)
        cpu_before, clock_before = cpu_seconds(self.server.pid), time.monotonic()
        pending: set[asyncio.Future[Any]] = set()
        start, started_at = time.monotonic(), time.time()
        n = 0
        while n < total:
            await asyncio.sleep(max(0.0, start + n / rate - time.monotonic()))
            due = min(total, int((time.monotonic() - start) * rate) + 1)
            now = time.time()
            entries = [
                {
                    "customerId": random.choice(self.customers),
                    "type": "order.confirmed",
                    "data": {"ts": now, "phase": phase, "n": k},
                }
                for k in range(n, due)
            ]
            n = due
            if path == "http":
                for entry in entries:
                    task = asyncio.ensure_future(publisher.post(entry))
                    pending.add(task)
                    task.add_done_callback(pending.discard)
            else:
                pipe = producer.pipeline(transaction=False)
                for entry in entries:
                    pipe.xadd(STREAM, {"notification": orjson.dumps(entry)})
                task = asyncio.ensure_future(pipe.execute())
                pending.add(task)
                task.add_done_callback(pending.discard)
            await asyncio.sleep(TICK_SECONDS)
        results = await asyncio.gather(*pending)
        step.sent = total
        if path == "http":
            step.refused = sum(status != 200 for status in results)
        reports = await self.readers.collect(phase, total)
        step.seconds = max(r["last_arrival"] for r in reports) - started_at
        busy = cpu_seconds(self.server.pid) - cpu_before
        busy -= self.idle_cpu * (time.monotonic() - clock_before)
        step.cpu_us = busy / total * 1e6
        latencies = [x for r in reports for x in r["latencies"]]
        step.lost = total - sum(r["seen"] for r in reports)
        step.duplicates = sum(r["duplicates"] for r in reports)
        step.p50_ms = percentile(latencies, 0.50) * 1000
        step.p99_ms = percentile(latencies, 0.99) * 1000
        return step

    def stop(self) -> None:
        stop_process(self.server)
        self.readers.close()
        self.redis.stop()


def report(steps: list[Step]) -> bool:
    def highest(path: str, ok: str) -> int:
        return max((s.rate for s in steps if s.path == path and getattr(s, ok)), default=0)

    both = {s.rate for s in steps if s.path == "http"} & {
        s.rate for s in steps if s.path == "stream"
    }

    def cpu(path: str) -> float:
        """At the rates both paths were measured at: batches grow with the rate."""
        measured = [s.cpu_us for s in steps if s.path == path and s.rate in both]
        return percentile(measured, 0.5) if measured else float("nan")

    def ratio(stream: float, http: float) -> str:
        return f"{stream / http:.1f}x" if http else "n/a"

    rows = [
        ("highest rate sustained (p99 <= 15 ms, none lost)", "sustained", "/s"),
        ("highest rate kept up with (none lost, any latency)", "kept_up", "/s"),
    ]
    table = []
    for name, verdict, unit in rows:
        http, stream = highest("http", verdict), highest("stream", verdict)
        table.append((name, f"{http:,}{unit}", f"{stream:,}{unit}", ratio(stream, http)))
    http_cpu, stream_cpu = cpu("http"), cpu("stream")
    table.append(
        (
            f"hub CPU per notification (median at {sorted(both)}/s)",
            f"{http_cpu:.0f} us",
            f"{stream_cpu:.0f} us",
            f"{ratio(http_cpu, stream_cpu)} less",
        )
    )
    print_table(("http (one per request)", "redis stream", "stream ÷ http"), table)
    best = highest("stream", "sustained")
    print()
    return bar(f"stream path sustains >= {STREAM_BAR:,}/s: {best:,}/s", best >= STREAM_BAR)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--subscribers", type=int, default=5_000)
    parser.add_argument("--seconds", type=float, default=5.0, help="per rate")
    parser.add_argument("--rates", default=DEFAULT_RATES, help="comma-separated ladder")
    parser.add_argument("--clients", type=int, default=2, help="subscriber processes")
    parser.add_argument("--connections", type=int, default=32, help="http keep-alive connections")
    args = parser.parse_args()
    args.rates = [int(rate) for rate in args.rates.split(",")]
    raise_fd_limit()
    log = Path(tempfile.mkstemp(prefix="bench-ingest-", suffix=".log")[1])
    print(
        f"python {platform.python_version()}, {os.cpu_count()} cores, {platform.system()}; "
        f"{args.subscribers} streams over {args.clients} processes; {args.seconds} s per "
        f"rate; hub log {log}"
    )
    bench = Bench(args, log)
    try:
        bench.spawn_clients()
        # The producer on uvloop when it is installed, like the hub and the subscribers: on
        # asyncio's own loop it spent about a quarter of a core at 5,000/s, on the hub's cores.
        steps = event_loop_runner()(bench.run())
    finally:
        bench.stop()
    sys.exit(0 if report(steps) else 1)


if __name__ == "__main__":
    main()
