"""Long model turns beside notification streams: why a conversation is an actor on the loop.

    python -m bench.long_turns [--turns 1000] [--tokens 200] [--rate 40]
                               [--subscribers 5000] [--notifications 500] [--clients 2]
                               [--server hub|raw|both]

A hub (`python run.py`, embedded storage, `HUB_BRAIN=llm`) is pointed at the scripted model
server (`python -m bench.harness.model_server`), which answers every request with
`--tokens` words at `--rate` a second (200 at 40/s: about five seconds a turn). Each in a
process of its own beside the load generators:

1. reference: `--subscribers` notification streams receive `--notifications` a second with
   no turn running (notification p99); then turns run one at a time with nothing else
   going on (the hub's added time to first event, hub CPU per streamed token);
2. the run: `--turns` turns, one customer each, started evenly over `--ramp` seconds (one
   turn's length by default, so that from then on all of them stream at once), while the
   same streams receive the same notifications; the same three figures.

The hub's added time to first event of a turn is what the shopper waits beyond the model:
(first `text_delta` reaching the client's socket - the POST leaving the client) - (first
token leaving the model server - the request reaching its socket), both arrivals as the
kernel stamped them, all on the machine's one monotonic clock. How long a reply stood
still between two deltas shows what relaying a thousand replies at once costs the shopper
watching one of them. Hub CPU is the hub process's CPU time over the phase, less what the
same time costs without turns (idle streams for the turns alone, the notification load for
the run), per `text_delta` token delivered. The hub's cycle collections over each phase,
and the objects they freed, come from its `/metrics` (`python_gc_*`): each collection stops
the loop, and a freed object is garbage some request left in a reference cycle.

`--server raw` puts `bench/harness/raw_sse_server.py` where the hub was: Tornado serving the same
routes with nothing but the relay (`bench/harness/raw_turns.py`, its interval `RAW_RELAY_INTERVAL`),
the floor of these figures on the machine at hand. `--server both` runs that first, then
the hub, and sets the hub's figures of the run beside Tornado's, as ratios.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import multiprocessing
import os
import platform
import resource
import tempfile
import time
import urllib.request
from collections.abc import Callable
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

import orjson
from prometheus_client.parser import text_string_to_metric_families

from bench.harness.processes import (
    INTERNAL,
    SECRET,
    SERVER_NAMES,
    free_port,
    raise_fd_limit,
    start_model,
    start_server,
    stop_process,
)
from bench.harness.readings import cpu_seconds
from bench.harness.report import bars, percentile, print_table
from bench.harness.sse_load import Publisher, SubscriberProcesses
from bench.harness.turns import TurnFigures, first_event_split, run_turns, turn_settings
from hub.auth import issue_customer_token

TTFE_BAR_MS, NOTIFY_P99_BAR_MS = 5.0, 15.0
SERVERS = ("hub", "raw", "both")
REFERENCE_TURNS = 5
# What idle streams cost is measured over one round of the hub's keep-alives (its default
# HUB_SSE_KEEPALIVE_SECONDS), as the turns alone run over one or two: over a shorter window
# the round fell in or out of it, and the net cost of the turns alone came out negative.
IDLE_SECONDS = 20.0


@dataclass
class Phase:
    name: str
    ttfe_added_ms: list[float] = field(default_factory=list)
    to_model_ms: list[float] = field(default_factory=list)  # POST sent -> at the model's socket
    model_wait_ms: list[float] = field(default_factory=list)  # that -> the model's handler
    from_model_ms: list[float] = field(default_factory=list)  # first token -> first delta
    client_wait_ms: list[float] = field(default_factory=list)  # that -> the client's read
    longest_gap_ms: list[float] = field(default_factory=list)  # per turn, between two deltas
    tokens: int = 0  # model tokens relayed (turns finished x tokens per turn)
    deltas: int = 0  # text_delta events the clients received for them
    turns_done: int = 0
    turns_failed: int = 0
    cpu_seconds: float = 0.0
    base_cpu_seconds: float = 0.0  # what the same time cost with notifications only
    notify_p99_ms: float = float("nan")
    notify_lost: int = 0
    seconds: float = 0.0
    generator_cpu_seconds: float = 0.0  # the model server and the turn clients, same phase
    collections: list[float] = field(default_factory=lambda: [0.0, 0.0, 0.0])  # by generation
    collected: float = 0.0  # objects those collections freed (garbage in reference cycles)

    @property
    def cpu_us_per_token(self) -> float:
        """Hub CPU per token, less what the notification load alone costs in that time."""
        net = self.cpu_seconds - self.base_cpu_seconds
        return net / self.tokens * 1e6 if self.tokens else float("nan")

    def ttfe(self, share: float) -> float:
        return percentile(self.ttfe_added_ms, share)


def turn_client_main(
    port: int, customers: list[str], tag: str, ramp: float, control: Connection
) -> None:
    """A turn-client process: runs the turns, sends back their figures and its own CPU.
    Without the collector, like the reader processes: its pauses would count as the hub's."""
    raise_fd_limit()
    gc.disable()
    streams = asyncio.run(run_turns(port, customers, tag, ramp))
    usage = resource.getrusage(resource.RUSAGE_SELF)
    control.send(([s.figures() for s in streams], usage.ru_utime + usage.ru_stime))


class Bench:
    def __init__(self, args: argparse.Namespace, log: Path, server: str = "hub") -> None:
        self.args = args
        self.model_port, self.port = free_port(), free_port()
        self.model = start_model(self.model_port, args.tokens, args.rate, log)
        settings = turn_settings(self.model_port, args.turns)
        self.server = start_server(server, self.port, log, settings)
        self.readers = SubscriberProcesses()
        self.subscribers = [f"reader-{n:05d}" for n in range(args.subscribers)]
        self.notify_cpu_rate = 0.0  # hub CPU seconds a second, notifications only

    def spawn_readers(self) -> None:
        clients = self.args.clients
        shares = [
            [issue_customer_token(SECRET, c, 3600) for c in self.subscribers[i::clients]]
            for i in range(clients)
        ]
        for index, tokens in enumerate(shares):
            self.readers.spawn("127.0.0.1", self.port, f"127.0.4.{10 + index}", tokens)

    def ask_all(self, command: str, argument: Any = None) -> list[Any]:
        return self.readers.ask_all(command, argument)

    async def notify(self, publisher: Publisher, phase: str, seconds: float) -> None:
        rate = self.args.notifications
        batch = max(1, rate // 50)
        total = int(rate * seconds)
        start, n, pending = time.monotonic(), 0, []
        while n < total:
            await asyncio.sleep(max(0.0, start + n / rate - time.monotonic()))
            size = min(batch, total - n)
            now = time.time()
            entries = [
                {
                    "customerId": self.subscribers[(n + k) * 7919 % len(self.subscribers)],
                    "type": "order.confirmed",
                    "data": {"ts": now, "phase": phase, "n": n + k},
                }
                for k in range(size)
            ]
            pending.append(asyncio.ensure_future(publisher.post({"notifications": entries})))
            n += size
        await asyncio.gather(*pending)

    async def notification_figures(self, phase: str, into: Phase, sent: int) -> None:
        loop = asyncio.get_running_loop()
        await asyncio.sleep(2.0)
        reports = await loop.run_in_executor(None, self.ask_all, "report", phase)
        latencies = [x for r in reports for x in r["latencies"]]
        into.notify_p99_ms = percentile(latencies, 0.99) * 1000
        into.notify_lost = sent - sum(r["seen"] for r in reports)

    def collector(self) -> tuple[list[float], float]:
        """The hub's cycle collections so far, by generation, and the objects they freed."""
        text = urllib.request.urlopen(f"http://127.0.0.1:{self.port}/metrics", timeout=10).read()
        runs, freed = [0.0, 0.0, 0.0], 0.0
        for family in text_string_to_metric_families(text.decode()):
            for sample in family.samples:
                if sample.name == "python_gc_collections_total":
                    runs[int(sample.labels["generation"])] = sample.value
                elif sample.name == "python_gc_objects_collected_total":
                    freed += sample.value
        return runs, freed

    def count_collections(self, into: Phase, since: tuple[list[float], float]) -> None:
        runs, freed = self.collector()
        into.collections = [now - then for now, then in zip(runs, since[0], strict=True)]
        into.collected = freed - since[1]

    def timings(self) -> dict[str, list[float]]:
        url = f"http://127.0.0.1:{self.model_port}/timings"
        return orjson.loads(urllib.request.urlopen(url, timeout=10).read())

    def turn_figures(self, streams: list[TurnFigures], tag: str, into: Phase) -> None:
        model = self.timings()
        for index, (sent, first_delta, read, deltas, ended, longest_gap) in enumerate(streams):
            at = model.get(f"{tag} {index}")
            if not ended or not first_delta or not at or not at[2]:
                into.turns_failed += 1
                continue
            into.turns_done += 1
            into.tokens += self.args.tokens
            into.deltas += deltas
            arrived, handled, first_token = at
            to_model, from_model, added = first_event_split(sent, first_delta, arrived, first_token)
            into.ttfe_added_ms.append(added)
            into.to_model_ms.append(to_model)
            into.model_wait_ms.append((handled - arrived) * 1000)
            into.from_model_ms.append(from_model)
            into.client_wait_ms.append((read - first_delta) * 1000)
            into.longest_gap_ms.append(longest_gap * 1000)

    async def reference(self, publisher: Publisher) -> Phase:
        phase = Phase("no turns / turns alone")
        seconds = self.args.seconds
        collector = self.collector()
        before = cpu_seconds(self.server.pid)
        await self.notify(publisher, "quiet", seconds)
        self.notify_cpu_rate = (cpu_seconds(self.server.pid) - before) / seconds
        await self.notification_figures("quiet", phase, int(self.args.notifications * seconds))
        await asyncio.sleep(1.0)
        before = cpu_seconds(self.server.pid)
        started = time.monotonic()
        await asyncio.sleep(IDLE_SECONDS)
        idle_rate = (cpu_seconds(self.server.pid) - before) / (time.monotonic() - started)
        before = cpu_seconds(self.server.pid)
        started = time.monotonic()
        for n in range(REFERENCE_TURNS):
            streams = await run_turns(self.port, [f"alone-{n}"], f"alone{n}")
            self.turn_figures([s.figures() for s in streams], f"alone{n}", phase)
        phase.seconds = time.monotonic() - started
        phase.cpu_seconds = cpu_seconds(self.server.pid) - before
        phase.base_cpu_seconds = idle_rate * phase.seconds
        self.count_collections(phase, collector)
        return phase

    async def loaded(self, publisher: Publisher) -> Phase:
        """The turns come from a process of their own, so that reading 1,000 streams never
        delays the publisher's notifications (whose send time is the latency's start)."""
        loop = asyncio.get_running_loop()
        phase = Phase(f"{self.args.turns} turns at once")
        customers = [f"shopper-{n:05d}" for n in range(self.args.turns)]
        context = multiprocessing.get_context("spawn")
        mine, theirs = context.Pipe()
        ramp = self.args.ramp
        client = context.Process(
            target=turn_client_main, args=(self.port, customers, "load", ramp, theirs)
        )
        collector = self.collector()
        before = cpu_seconds(self.server.pid)
        generators_before = cpu_seconds(self.model.pid)
        started = time.monotonic()
        client.start()
        seconds = ramp + self.args.tokens / self.args.rate
        await self.notify(publisher, "loaded", seconds)
        streams, client_cpu = await loop.run_in_executor(None, mine.recv)
        phase.seconds = time.monotonic() - started
        phase.cpu_seconds = cpu_seconds(self.server.pid) - before
        phase.base_cpu_seconds = self.notify_cpu_rate * min(seconds, phase.seconds)
        phase.generator_cpu_seconds = cpu_seconds(self.model.pid) - generators_before + client_cpu
        self.count_collections(phase, collector)
        client.join(timeout=10)
        await self.notification_figures("loaded", phase, int(self.args.notifications * seconds))
        self.turn_figures(streams, "load", phase)
        return phase

    async def run(self) -> tuple[Phase, Phase]:
        loop = asyncio.get_running_loop()
        answers = await loop.run_in_executor(None, self.ask_all, "connect")
        held = sum(a["held"] for a in answers)
        print(f"notification streams held: {held} of {len(self.subscribers)}", flush=True)
        await run_turns(self.port, ["warm-up"], "warm")  # load lazily built code paths
        # A publisher per phase: the turns alone take longer than the hub keeps an idle
        # connection open (HUB_HEADER_TIMEOUT_SECONDS).
        phases = []
        for measure in (self.reference, self.loaded):
            publisher = Publisher("127.0.0.1", self.port, INTERNAL)
            await publisher.open()
            try:
                phases.append(await measure(publisher))
            finally:
                await publisher.close()
        quiet, loaded = phases
        return quiet, loaded

    def stop(self) -> None:
        for process in (self.server, self.model):
            stop_process(process)
        self.readers.close()


def _pair(values: list[float]) -> str:
    return f"{percentile(values, 0.5):.1f} / {percentile(values, 0.99):.1f} ms"


def report(quiet: Phase, loaded: Phase, with_bars: bool = True) -> None:
    rows = [
        ("turns finished (failed)", lambda p: f"{p.turns_done} ({p.turns_failed})"),
        ("added TTFE p50", lambda p: f"{p.ttfe(0.5):.1f} ms"),
        ("added TTFE p99", lambda p: f"{p.ttfe(0.99):.1f} ms"),
        ("of which POST -> model, p50 / p99", lambda p: _pair(p.to_model_ms)),
        ("of which model token -> client, p50 / p99", lambda p: _pair(p.from_model_ms)),
        ("model's own: socket -> its handler, p50 / p99", lambda p: _pair(p.model_wait_ms)),
        ("client's own: socket -> its read, p50 / p99", lambda p: _pair(p.client_wait_ms)),
        ("model tokens relayed (text_delta events)", lambda p: f"{p.tokens} ({p.deltas})"),
        ("a reply's longest stop between deltas, p50 / p99", lambda p: _pair(p.longest_gap_ms)),
        ("server CPU per model token (net)", lambda p: f"{p.cpu_us_per_token:.0f} µs"),
        (
            "server CPU over the phase (of which the base load)",
            lambda p: f"{p.cpu_seconds:.2f} s ({p.base_cpu_seconds:.2f} s) in {p.seconds:.1f} s",
        ),
        ("notification p99 (lost)", lambda p: f"{p.notify_p99_ms:.1f} ms ({p.notify_lost})"),
        (
            "server's cycle collections, young / middle / old (objects freed)",
            lambda p: " / ".join(f"{n:.0f}" for n in p.collections) + f" ({p.collected:.0f})",
        ),
        ("CPU of the model server and turn clients", lambda p: f"{p.generator_cpu_seconds:.1f} s"),
    ]
    print_table(
        (quiet.name, loaded.name), [(name, figure(quiet), figure(loaded)) for name, figure in rows]
    )
    if not with_bars:
        print()
        return
    bars(
        [
            (f"added TTFE p99 <= {TTFE_BAR_MS} ms: {loaded.ttfe(0.99):.1f} ms", loaded.ttfe(0.99) <= TTFE_BAR_MS),
            (
                f"notification p99 <= {NOTIFY_P99_BAR_MS} ms: {loaded.notify_p99_ms:.1f} ms",
                loaded.notify_p99_ms <= NOTIFY_P99_BAR_MS,
            ),
        ]
    )  # fmt: skip


def compare(hub: Phase, alone: Phase) -> None:
    """The run's figures of the hub beside those of Tornado alone, as ratios."""
    rows: list[tuple[str, Callable[[Phase], float], str]] = [
        ("added TTFE p50", lambda p: p.ttfe(0.5), "ms"),
        ("added TTFE p99", lambda p: p.ttfe(0.99), "ms"),
        ("POST -> model p99", lambda p: percentile(p.to_model_ms, 0.99), "ms"),
        ("CPU over the phase", lambda p: p.cpu_seconds, "s"),
        ("of which the notifications' base load", lambda p: p.base_cpu_seconds, "s"),
        ("text_delta events", lambda p: p.deltas, ""),
        ("a reply's longest stop p99", lambda p: percentile(p.longest_gap_ms, 0.99), "ms"),
        ("notification p99", lambda p: p.notify_p99_ms, "ms"),
    ]
    table = []
    for name, figure, unit in rows:
        ours, theirs = figure(hub), figure(alone)
        ratio = f"{ours / theirs:.2f}x" if theirs else "-"
        places = {"ms": 1, "s": 2}.get(unit, 0)
        shown = [f"{value:,.{places}f} {unit}".rstrip() for value in (theirs, ours)]
        table.append((name, shown[0], shown[1], ratio))
    print_table(("Tornado alone", "the hub", "the hub / alone"), table, corner=hub.name)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--turns", type=int, default=1000)
    parser.add_argument("--tokens", type=int, default=200, help="tokens per turn")
    parser.add_argument("--rate", type=float, default=40.0, help="model tokens a second")
    parser.add_argument("--subscribers", type=int, default=5000)
    parser.add_argument("--notifications", type=int, default=500, help="a second")
    parser.add_argument("--seconds", type=float, default=5.0, help="reference notification phase")
    parser.add_argument("--clients", type=int, default=2, help="notification reader processes")
    parser.add_argument(
        "--ramp", type=float, help="seconds over which the turns start (default: one turn's length)"
    )
    parser.add_argument(
        "--server",
        choices=SERVERS,
        default="hub",
        help="what serves the turns: the hub, bench/harness/raw_sse_server.py (Tornado alone), or "
        "both one after the other, then the hub's figures over Tornado's",
    )
    args = parser.parse_args()
    if args.ramp is None:
        args.ramp = args.tokens / args.rate
    raise_fd_limit()
    log = Path(tempfile.mkstemp(prefix="bench-long-turns-", suffix=".log")[1])
    print(
        f"python {platform.python_version()}, {os.cpu_count()} cores, {platform.system()}; "
        f"{args.turns} turns of {args.tokens} tokens at {args.rate}/s started over "
        f"{args.ramp:.0f} s; {args.subscribers} "
        f"notification streams at {args.notifications}/s; logs {log}",
        flush=True,
    )
    servers = ["raw", "hub"] if args.server == "both" else [args.server]
    loaded_phases: dict[str, Phase] = {}
    for server in servers:
        bench = Bench(args, log, server)
        try:
            bench.spawn_readers()
            quiet, loaded = asyncio.run(bench.run())
        finally:
            bench.stop()
        print(f"\n{SERVER_NAMES[server]}:")
        report(quiet, loaded, with_bars=server == "hub" or len(servers) == 1)
        loaded_phases[server] = loaded
    if len(loaded_phases) == 2:
        compare(loaded_phases["hub"], loaded_phases["raw"])


if __name__ == "__main__":
    main()
