"""Slow clients: streams that stop reading must cost the hub neither memory nor latency.

    python -m bench.slow_clients [--streams 2000] [--stalled 200] [--rate 1000] [--seconds 30]
                                 [--payload-bytes 1024] [--clients 2] [--quick]

Two runs of the hub (`python run.py`, embedded storage, default `HUB_SSE_MAX_BUFFER_BYTES`),
one after the other, under the same load:

1. reference: `--streams` notification streams, one customer each, every one reading;
2. stalled: the same, except that `--stalled` of them read their response headers and then
   nothing, with a small receive buffer, as a phone in a tunnel would.

In each run `--rate` notifications a second for `--seconds` go to random customers (stalled
ones included), each carrying `--payload-bytes` of padding. Measured: the hub's resident
memory (VmRSS) just before the traffic and at its end, the latency of every notification a
reading stream received (p50 / p99), how many a reading stream never got, and how many
streams the hub still holds at the end (its `/metrics`: streams opened less streams closed).

Bars: the stalled run's RSS growth is at most 64 MB above the reference run's, and its
healthy streams' p99 at most 1.5 times the reference run's. Figures are of one run on this
machine; compare the two runs' ratio, not absolutes across machines.
"""

from __future__ import annotations

import argparse
import asyncio
import platform
import random
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from bench.harness.processes import (
    INTERNAL,
    SECRET,
    free_port,
    raise_fd_limit,
    start_server,
    stop_process,
)
from bench.harness.readings import metric_totals, rss_kb
from bench.harness.report import bars, percentile, print_table
from bench.harness.sse_load import BATCH_MAX, Publisher, SubscriberProcesses
from hub.auth import issue_customer_token

RSS_BAR_MB = 64.0
P99_BAR_RATIO = 1.5


@dataclass
class RunFigures:
    name: str
    streams: int = 0
    rss_before_kb: int = 0
    rss_after_kb: int = 0
    healthy_sent: int = 0
    healthy_lost: int = 0
    p50_ms: float = float("nan")
    p99_ms: float = float("nan")
    held_at_end: int = 0

    @property
    def growth_mb(self) -> float:
        return (self.rss_after_kb - self.rss_before_kb) / 1024


class SlowClientRun:
    def __init__(self, args: argparse.Namespace, stalled: int, log: Path) -> None:
        self.args = args
        self.port = free_port()
        self.server = start_server("hub", self.port, log)
        customers = [f"slow-{n:05d}" for n in range(args.streams)]
        self.stalled = set(customers[:stalled])
        self.healthy = customers[stalled:]
        self.customers = customers
        self.figures = RunFigures("stalled" if stalled else "reference")
        self.subscribers = SubscriberProcesses()

    def spawn_clients(self) -> None:
        groups = [(self.healthy[i :: self.args.clients], False) for i in range(self.args.clients)]
        if self.stalled:
            groups.append((sorted(self.stalled), True))
        for index, (share, stalled) in enumerate(groups):
            tokens = [issue_customer_token(SECRET, c, 3600) for c in share]
            self.subscribers.spawn("127.0.0.1", self.port, f"127.0.3.{10 + index}", tokens, stalled)

    async def run(self) -> RunFigures:
        loop = asyncio.get_running_loop()
        answers = await loop.run_in_executor(None, self.subscribers.ask_all, "connect")
        self.figures.streams = sum(a["held"] for a in answers)
        publisher = Publisher("127.0.0.1", self.port, INTERNAL)
        await publisher.open()
        try:
            await asyncio.sleep(2.0)  # let every stream attach and the heap settle
            self.figures.rss_before_kb = rss_kb(self.server.pid)
            await self._traffic(publisher)
            reports = await self.subscribers.collect("healthy", self.figures.healthy_sent)
            self.figures.rss_after_kb = rss_kb(self.server.pid)
        finally:
            await publisher.close()
        latencies = [x for r in reports for x in r["latencies"]]
        self.figures.healthy_lost = self.figures.healthy_sent - sum(r["seen"] for r in reports)
        self.figures.p50_ms = percentile(latencies, 0.50) * 1000
        self.figures.p99_ms = percentile(latencies, 0.99) * 1000
        self.figures.held_at_end = self._held_by_hub()
        return self.figures

    async def _traffic(self, publisher: Publisher) -> None:
        rate, seconds = self.args.rate, self.args.seconds
        batch = max(1, min(BATCH_MAX, rate // 50))
        total = int(rate * seconds)
        padding = "x" * self.args.payload_bytes
        pending: set[asyncio.Task[int]] = set()
        start = time.monotonic()
        n = 0
        while n < total:
            await asyncio.sleep(max(0.0, start + n / rate - time.monotonic()))
            now = time.time()
            entries = []
            for k in range(min(batch, total - n)):
                customer = random.choice(self.customers)
                number = n + k
                if customer not in self.stalled:
                    self.figures.healthy_sent += 1
                    phase = "healthy"
                else:
                    phase = "stalled"
                entries.append(
                    {
                        "customerId": customer,
                        "type": "order.confirmed",
                        "data": {"ts": now, "phase": phase, "n": number, "pad": padding},
                    }
                )
            task = asyncio.ensure_future(publisher.post({"notifications": entries}))
            pending.add(task)
            task.add_done_callback(pending.discard)
            n += len(entries)
        statuses = await asyncio.gather(*pending)
        refused = sum(status != 200 for status in statuses)
        if refused:
            print(f"{self.figures.name}: {refused} batches refused")

    def _held_by_hub(self) -> int:
        """Streams open on the hub: every one it opened less every one it closed (the
        inspector's list shows a page of actors, not all of them)."""
        opened, closed = "hub_streams_opened_total", "hub_stream_closes_total"
        totals = metric_totals(self.port, opened, closed)
        return int(totals[opened] - totals[closed])

    def stop(self) -> None:
        stop_process(self.server)
        self.subscribers.close()


def measure(args: argparse.Namespace, stalled: int, log: Path) -> RunFigures:
    run = SlowClientRun(args, stalled, log)
    try:
        run.spawn_clients()
        return asyncio.run(run.run())
    finally:
        run.stop()


def report(reference: RunFigures, stalled: RunFigures, args: argparse.Namespace) -> None:
    rows = [
        ("streams opened", f"{reference.streams}", f"{stalled.streams}"),
        ("streams the hub holds at the end", f"{reference.held_at_end}", f"{stalled.held_at_end}"),
        (
            "hub RSS before the traffic",
            f"{reference.rss_before_kb / 1024:.1f} MB",
            f"{stalled.rss_before_kb / 1024:.1f} MB",
        ),
        (
            "hub RSS growth over the traffic",
            f"{reference.growth_mb:.1f} MB",
            f"{stalled.growth_mb:.1f} MB",
        ),
        ("reading streams: p50", f"{reference.p50_ms:.1f} ms", f"{stalled.p50_ms:.1f} ms"),
        ("reading streams: p99", f"{reference.p99_ms:.1f} ms", f"{stalled.p99_ms:.1f} ms"),
        (
            "reading streams: lost",
            f"{reference.healthy_lost} of {reference.healthy_sent}",
            f"{stalled.healthy_lost} of {stalled.healthy_sent}",
        ),
    ]
    print_table(("every stream reading", f"{args.stalled} never reading"), rows)
    extra = stalled.growth_mb - reference.growth_mb
    ratio = stalled.p99_ms / reference.p99_ms if reference.p99_ms else float("nan")
    bars(
        [
            (
                f"RSS growth at most {RSS_BAR_MB:.0f} MB above the reference: {extra:+.1f} MB",
                extra <= RSS_BAR_MB,
            ),
            (
                f"reading streams' p99 at most {P99_BAR_RATIO}x the reference: {ratio:.2f}x",
                ratio <= P99_BAR_RATIO,
            ),
            (
                f"reading streams lost nothing: {stalled.healthy_lost}",
                stalled.healthy_lost == 0 and reference.healthy_lost == 0,
            ),
        ]
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--streams", type=int, default=2_000)
    parser.add_argument("--stalled", type=int, default=200, help="streams that never read")
    parser.add_argument("--rate", type=int, default=1_000, help="notifications a second")
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--payload-bytes", type=int, default=1024, help="padding per notification")
    parser.add_argument("--clients", type=int, default=2, help="reading subscriber processes")
    parser.add_argument(
        "--quick", action="store_true", help="500 streams (50 stalled), 200/s for 5 s"
    )
    args = parser.parse_args()
    if args.quick:
        args.streams, args.stalled, args.rate, args.seconds = 500, 50, 200, 5.0
    raise_fd_limit()
    log = Path(tempfile.mkstemp(prefix="bench-slow-clients-", suffix=".log")[1])
    print(
        f"python {platform.python_version()}; {args.streams} streams, {args.stalled} never "
        f"reading; {args.rate}/s for {args.seconds} s with {args.payload_bytes} B of padding; "
        f"server log {log}"
    )
    reference = measure(args, 0, log)
    stalled = measure(args, args.stalled, log)
    report(reference, stalled, args)


if __name__ == "__main__":
    main()
