"""Notification streams under load: the hub against a raw Tornado SSE server.

    python -m bench.notifications [--subscribers 10000] [--rate 1000] [--seconds 10]
                                  [--clients 2] [--no-uvloop] [--quick]

For each server (the hub as `python run.py` with its embedded storage, then
`bench/harness/raw_sse_server.py`), in a process of its own beside the load generator:

1. open `--subscribers` SSE streams, one customer each, spread over `--clients` processes;
   resident memory (VmRSS of the server process) before and after, per connection;
2. targeted: `--rate` notifications a second for `--seconds`, each to one random connected
   customer, in batches through `POST /internal/v1/notifications`; latency from the send
   time in `data.ts` to arrival, p50 / p99, and how many never arrived;
3. campaign: one notification to every connected customer, in batches of 500 sent at once;
   the time until the last one arrived, and how many never did.

`--no-uvloop` runs both servers on asyncio's own loop (uvloop is hidden from them), to show
what uvloop changes. Figures are of one run; compare ratios, not absolutes, across machines.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import platform
import random
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

from bench.harness.processes import (
    INTERNAL,
    SECRET,
    free_port,
    raise_fd_limit,
    start_server,
    stop_process,
)
from bench.harness.readings import rss_kb
from bench.harness.report import bars, percentile, print_table
from bench.harness.sse_load import BATCH_MAX, Publisher, SubscriberProcesses
from hub.auth import issue_customer_token

KB_BAR, P99_BAR_MS, CAMPAIGN_BAR_S = 25.0, 25.0, 5.0


@dataclass
class Figures:
    name: str
    held: int = 0
    kb_per_connection: float = 0.0
    targeted_sent: int = 0
    targeted_lost: int = 0
    duplicates: int = 0
    p50_ms: float = 0.0
    p99_ms: float = 0.0
    max_ms: float = 0.0
    campaign_sent: int = 0
    campaign_lost: int = 0
    campaign_seconds: float = 0.0
    campaign_p50_ms: float = 0.0
    notes: list[str] = field(default_factory=list)


class Run:
    """One server under load: its subscriber processes, its publisher, its figures."""

    def __init__(self, kind: str, args: argparse.Namespace, log: Path) -> None:
        self.kind = kind
        self.args = args
        self.port = free_port()
        self.server = start_server(kind, self.port, log, uvloop=not args.no_uvloop)
        self.customers = [f"bench-{n:06d}" for n in range(args.subscribers)]
        self.figures = Figures("hub" if kind == "hub" else "raw tornado")
        self.subscribers = SubscriberProcesses()

    def _token(self, customer: str) -> str:
        return issue_customer_token(SECRET, customer, 3600) if self.kind == "hub" else customer

    def spawn_clients(self) -> None:
        for index in range(self.args.clients):
            tokens = [self._token(c) for c in self.customers[index :: self.args.clients]]
            source = f"127.0.{1 if self.kind == 'hub' else 2}.{10 + index}"
            self.subscribers.spawn("127.0.0.1", self.port, source, tokens)

    async def run(self) -> Figures:
        publisher = Publisher("127.0.0.1", self.port, INTERNAL)
        await publisher.open()
        try:
            await self._warm_up(publisher)
            await self._connect()
            await self._targeted(publisher)
            await self._campaign(publisher)
        finally:
            await publisher.close()
        return self.figures

    async def _warm_up(self, publisher: Publisher) -> None:
        """Load lazily built code paths before the baseline, so it is not counted per stream."""
        body = {"customerId": "warm-up", "type": "order.placed", "data": {}}
        for _ in range(3):
            assert await publisher.post({"notifications": [body] * 20}) == 200

    async def _connect(self) -> None:
        loop = asyncio.get_running_loop()
        await asyncio.sleep(1.0)
        before = rss_kb(self.server.pid)
        started = time.monotonic()
        answers = await loop.run_in_executor(None, self.subscribers.ask_all, "connect")
        took = time.monotonic() - started
        held = sum(a["held"] for a in answers)
        await asyncio.sleep(2.0)  # let attachments finish and the heap settle
        after = rss_kb(self.server.pid)
        self.figures.held = held
        self.figures.kb_per_connection = (after - before) / max(held, 1)
        failed = sum(a["failed"] for a in answers)
        self.figures.notes.append(
            f"connected {held} in {took:.1f} s ({failed} failed); RSS {before} -> {after} KB"
        )

    async def _targeted(self, publisher: Publisher) -> None:
        rate, seconds = self.args.rate, self.args.seconds
        batch = max(1, min(BATCH_MAX, rate // 50))  # a POST every 20 ms at 1,000/s
        total = int(rate * seconds)
        pending: set[asyncio.Task[int]] = set()
        failures = 0
        start = time.monotonic()
        n = 0
        while n < total:
            await asyncio.sleep(max(0.0, start + (n / rate) - time.monotonic()))
            size = min(batch, total - n)
            now = time.time()
            entries = [
                {
                    "customerId": random.choice(self.customers),
                    "type": "order.confirmed",
                    "data": {"ts": now, "phase": "targeted", "n": n + k},
                }
                for k in range(size)
            ]
            task = asyncio.ensure_future(publisher.post({"notifications": entries}))
            pending.add(task)
            task.add_done_callback(pending.discard)
            n += size
        for status in await asyncio.gather(*pending):
            failures += status != 200
        if failures:
            self.figures.notes.append(f"{failures} targeted batches refused")
        self.figures.targeted_sent = total
        reports = await self.subscribers.collect("targeted", total)
        latencies = [x for r in reports for x in r["latencies"]]
        self.figures.targeted_lost = total - sum(r["seen"] for r in reports)
        self.figures.duplicates += sum(r["duplicates"] for r in reports)
        self.figures.p50_ms = percentile(latencies, 0.50) * 1000
        self.figures.p99_ms = percentile(latencies, 0.99) * 1000
        self.figures.max_ms = max(latencies, default=float("nan")) * 1000

    async def _campaign(self, publisher: Publisher) -> None:
        customers = self.customers
        start = time.time()
        batches = [
            [
                {
                    "customerId": customer,
                    "type": "campaign.message",
                    "title": {"en": "Weekend offers", "ar": "عروض نهاية الأسبوع"},
                    "body": {"en": "Fresh deals all weekend", "ar": "عروض طازجة طوال الأسبوع"},
                    "data": {"ts": start, "phase": "campaign", "n": index + k},
                }
                for k, customer in enumerate(customers[index : index + BATCH_MAX])
            ]
            for index in range(0, len(customers), BATCH_MAX)
        ]
        statuses = await asyncio.gather(
            *(publisher.post({"notifications": batch}) for batch in batches)
        )
        refused = sum(status != 200 for status in statuses)
        if refused:
            self.figures.notes.append(f"{refused} campaign batches refused")
        self.figures.campaign_sent = len(customers)
        reports = await self.subscribers.collect("campaign", len(customers))
        self.figures.campaign_lost = len(customers) - sum(r["seen"] for r in reports)
        self.figures.duplicates += sum(r["duplicates"] for r in reports)
        last = max((r["last_arrival"] for r in reports), default=start)
        self.figures.campaign_seconds = last - start
        latencies = [x for r in reports for x in r["latencies"]]
        self.figures.campaign_p50_ms = percentile(latencies, 0.5) * 1000

    def stop(self) -> None:
        stop_process(self.server)
        self.subscribers.close()


def measure(kind: str, args: argparse.Namespace, log: Path) -> Figures:
    run = Run(kind, args, log)
    try:
        run.spawn_clients()
        return asyncio.run(run.run())
    finally:
        run.stop()


def report(hub: Figures, raw: Figures, args: argparse.Namespace) -> None:
    def ratio(a: float, b: float) -> str:
        return f"{a / b:.2f}x" if b else "n/a"

    rows = [
        ("connections held", f"{hub.held}", f"{raw.held}", ""),
        (
            "RSS per connection",
            f"{hub.kb_per_connection:.1f} KB",
            f"{raw.kb_per_connection:.1f} KB",
            ratio(hub.kb_per_connection, raw.kb_per_connection),
        ),
        (
            f"targeted {args.rate}/s for {args.seconds} s: p50",
            f"{hub.p50_ms:.1f} ms",
            f"{raw.p50_ms:.1f} ms",
            ratio(hub.p50_ms, raw.p50_ms),
        ),
        (
            "targeted p99",
            f"{hub.p99_ms:.1f} ms",
            f"{raw.p99_ms:.1f} ms",
            ratio(hub.p99_ms, raw.p99_ms),
        ),
        ("targeted max", f"{hub.max_ms:.1f} ms", f"{raw.max_ms:.1f} ms", ""),
        (
            "targeted lost",
            f"{hub.targeted_lost} of {hub.targeted_sent}",
            f"{raw.targeted_lost} of {raw.targeted_sent}",
            "",
        ),
        (
            f"campaign to {hub.campaign_sent}: all delivered after",
            f"{hub.campaign_seconds:.2f} s",
            f"{raw.campaign_seconds:.2f} s",
            ratio(hub.campaign_seconds, raw.campaign_seconds),
        ),
        ("campaign p50", f"{hub.campaign_p50_ms:.0f} ms", f"{raw.campaign_p50_ms:.0f} ms", ""),
        ("campaign lost", f"{hub.campaign_lost}", f"{raw.campaign_lost}", ""),
        ("duplicates", f"{hub.duplicates}", f"{raw.duplicates}", ""),
    ]
    print_table(("hub", "raw tornado", "hub ÷ raw"), rows)
    for figures in (hub, raw):
        for note in figures.notes:
            print(f"{figures.name}: {note}")
    bars(
        [
            (
                f"{hub.held} subscribers held at <= {KB_BAR:.0f} KB each: {hub.kb_per_connection:.1f} KB",
                hub.held == args.subscribers and hub.kb_per_connection <= KB_BAR,
            ),
            (f"targeted p99 < {P99_BAR_MS:.0f} ms: {hub.p99_ms:.1f} ms", hub.p99_ms < P99_BAR_MS),
            (f"targeted none lost: {hub.targeted_lost}", hub.targeted_lost == 0),
            (
                f"campaign complete within {CAMPAIGN_BAR_S:.0f} s: {hub.campaign_seconds:.2f} s",
                hub.campaign_lost == 0 and hub.campaign_seconds <= CAMPAIGN_BAR_S,
            ),
        ]
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--subscribers", type=int, default=10_000)
    parser.add_argument("--rate", type=int, default=1_000, help="targeted notifications a second")
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--clients", type=int, default=2, help="subscriber processes")
    parser.add_argument("--no-uvloop", action="store_true", help="run the servers without uvloop")
    parser.add_argument("--only", choices=("hub", "raw"), help="measure one server only")
    parser.add_argument("--quick", action="store_true", help="1,000 subscribers, 200/s for 3 s")
    args = parser.parse_args()
    if args.quick:
        args.subscribers, args.rate, args.seconds = 1_000, 200, 3.0
    raise_fd_limit()
    log = Path(tempfile.mkstemp(prefix="bench-notifications-", suffix=".log")[1])
    try:
        import uvloop  # noqa: F401

        loop_name = "asyncio" if args.no_uvloop else "uvloop"
    except ImportError:
        loop_name = "asyncio (uvloop not installed)"
    print(
        f"python {platform.python_version()}, {os.cpu_count()} cores, {platform.system()}; "
        f"servers on {loop_name}; {args.subscribers} subscribers over {args.clients} "
        f"processes; targeted {args.rate}/s for {args.seconds} s; server log {log}"
    )
    empty = Figures("skipped")
    hub = measure("hub", args, log) if args.only != "raw" else empty
    raw = measure("raw", args, log) if args.only != "hub" else empty
    report(hub, raw, args)


if __name__ == "__main__":
    main()
