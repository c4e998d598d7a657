"""Notification streams under load: the hub against a raw Tornado SSE server.

    python -m bench.notifications [--subscribers 10000] [--rate 1000] [--seconds 10]
                                  [--campaigns 3] [--clients 2] [--no-uvloop] [--quick]

For each server (the hub as `python run.py` with its embedded storage, then
`bench/harness/raw_sse_server.py`), in a process of its own beside the load generator:

1. open `--subscribers` SSE streams, one customer each, spread over `--clients` processes;
   resident memory (VmRSS of the server process) before and after, per connection;
2. targeted: `--rate` notifications a second for `--seconds`, each to one random connected
   customer, in batches through `POST /internal/v1/notifications`; latency from the send
   time in `data.ts` to arrival, p50 / p99, and how many never arrived;
3. campaigns: `--campaigns` times, one after the other, one notification to every connected
   customer, in batches of 500 sent at once; the time until the last one arrived, the
   server's CPU time meanwhile (its CPU clock read before the first batch and once all
   arrived: steadier than the wall clock on a machine shared with other work), medians of
   the campaigns, and how many never arrived.

`--no-uvloop` runs both servers on asyncio's own loop (uvloop is hidden from them), to show
what uvloop changes. Figures are of one run; compare ratios, not absolutes, across machines.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import platform
import random
import statistics
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
from bench.harness.readings import cpu_seconds, rss_kb
from bench.harness.report import bars, percentile, print_table
from bench.harness.sse_load import BATCH_MAX, Publisher, SubscriberProcesses
from hub.auth import issue_customer_token

KB_BAR, P99_BAR_MS, CAMPAIGN_BAR_S = 25.0, 25.0, 5.0
CAMPAIGN_RATIO_BAR = 2.0  # the hub's campaign beside Tornado alone's, same run


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
    campaign_seconds: float = 0.0  # medians of the campaigns
    campaign_cpu_seconds: float = 0.0
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
        await self._warm_up()
        await self._connect()
        # Opened only now: connecting 10,000 streams on a busy machine can take longer than
        # a server keeps an idle connection (the hub's `HUB_HEADER_TIMEOUT_SECONDS`).
        publisher = Publisher("127.0.0.1", self.port, INTERNAL)
        await publisher.open()
        try:
            await self._targeted(publisher)
            walls, cpus, p50s = [], [], []
            for number in range(1, self.args.campaigns + 1):
                await asyncio.sleep(1.0)  # the last one's writes and bookkeeping are done
                wall, cpu, p50 = await self._campaign(publisher, f"campaign-{number}")
                walls.append(wall)
                cpus.append(cpu)
                p50s.append(p50)
            self.figures.campaign_seconds = statistics.median(walls)
            self.figures.campaign_cpu_seconds = statistics.median(cpus)
            self.figures.campaign_p50_ms = statistics.median(p50s)
            self.figures.notes.append(
                "campaigns, to the last arrival / server CPU: "
                + ", ".join(f"{w:.2f} / {c:.2f} s" for w, c in zip(walls, cpus, strict=True))
            )
        finally:
            await publisher.close()
        return self.figures

    async def _warm_up(self) -> None:
        """Load lazily built code paths before the baseline, so it is not counted per stream."""
        publisher = Publisher("127.0.0.1", self.port, INTERNAL, connections=1)
        await publisher.open()
        body = {"customerId": "warm-up", "type": "order.placed", "data": {}}
        try:
            for _ in range(3):
                assert await publisher.post({"notifications": [body] * 20}) == 200
        finally:
            await publisher.close()

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

    async def _campaign(self, publisher: Publisher, phase: str) -> tuple[float, float, float]:
        """One campaign to every customer: seconds to the last arrival, the server's CPU
        seconds until then, and the median latency in ms."""
        customers = self.customers
        start = time.time()
        batches = [
            [
                {
                    "customerId": customer,
                    "type": "campaign.message",
                    "title": {"en": "Weekend offers", "ar": "عروض نهاية الأسبوع"},
                    "body": {"en": "Fresh deals all weekend", "ar": "عروض طازجة طوال الأسبوع"},
                    "data": {"ts": start, "phase": phase, "n": index + k},
                }
                for k, customer in enumerate(customers[index : index + BATCH_MAX])
            ]
            for index in range(0, len(customers), BATCH_MAX)
        ]
        cpu_before = cpu_seconds(self.server.pid)
        statuses = await asyncio.gather(
            *(publisher.post({"notifications": batch}) for batch in batches)
        )
        refused = sum(status != 200 for status in statuses)
        if refused:
            self.figures.notes.append(f"{phase}: {refused} batches refused")
        reports = await self.subscribers.collect(phase, len(customers))
        cpu = cpu_seconds(self.server.pid) - cpu_before
        self.figures.campaign_sent += len(customers)
        self.figures.campaign_lost += len(customers) - sum(r["seen"] for r in reports)
        self.figures.duplicates += sum(r["duplicates"] for r in reports)
        last = max((r["last_arrival"] for r in reports), default=start)
        latencies = [x for r in reports for x in r["latencies"]]
        return last - start, cpu, percentile(latencies, 0.5) * 1000

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
            f"campaign to {hub.held}: all delivered after (median of {args.campaigns})",
            f"{hub.campaign_seconds:.2f} s",
            f"{raw.campaign_seconds:.2f} s",
            ratio(hub.campaign_seconds, raw.campaign_seconds),
        ),
        (
            "campaign: server CPU (median)",
            f"{hub.campaign_cpu_seconds:.2f} s",
            f"{raw.campaign_cpu_seconds:.2f} s",
            ratio(hub.campaign_cpu_seconds, raw.campaign_cpu_seconds),
        ),
        ("campaign p50", f"{hub.campaign_p50_ms:.0f} ms", f"{raw.campaign_p50_ms:.0f} ms", ""),
        (
            "campaign lost",
            f"{hub.campaign_lost} of {hub.campaign_sent}",
            f"{raw.campaign_lost} of {raw.campaign_sent}",
            "",
        ),
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
            *(
                [
                    (
                        f"campaign <= {CAMPAIGN_RATIO_BAR:.1f}x Tornado alone: "
                        f"{ratio(hub.campaign_seconds, raw.campaign_seconds)}",
                        hub.campaign_seconds <= CAMPAIGN_RATIO_BAR * raw.campaign_seconds,
                    )
                ]
                if args.only is None
                else []
            ),
        ]
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--subscribers", type=int, default=10_000)
    parser.add_argument("--rate", type=int, default=1_000, help="targeted notifications a second")
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--campaigns", type=int, default=3, help="campaigns, one after another")
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
