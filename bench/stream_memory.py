"""What a notification stream holds in the hub, beside Tornado alone: bytes of Python objects
a stream keeps, counted by `tracemalloc`.

    python -m bench.stream_memory [--streams 2000] [--clients 2] [--top 12] [--only hub]

`bench.notifications` reads a stream's memory as the growth of the server's RSS while the
streams connect. That reading also depends on what the process had already freed before:
a heap with room to spare grows less for the same streams (an older hub that fitted its
intent model at start read 15.6 KB a stream where it held as much as today's). This bench
counts instead what the objects made while the streams connect still hold once they have
all connected, whatever the heap held before (`bench/harness/traced_server.py`): for each
server, in a process of its own, the total a stream holds, the ratio, and the source lines
of the hub that hold most beyond Tornado alone.
"""

from __future__ import annotations

import argparse
import os
import signal
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import orjson

from bench.harness.processes import (
    ROOT,
    SECRET,
    SERVER_NAMES,
    free_port,
    raise_fd_limit,
    server_env,
    start_process,
    stop_process,
)
from bench.harness.report import print_table
from bench.harness.sse_load import SubscriberProcesses
from hub.auth import issue_customer_token

SETTLE_SECONDS = 3.0  # after the last stream connected, for attachments to finish
TRACE_SECONDS = 300.0  # comparing two snapshots of a big heap takes a while


def held_per_stream(kind: str, args: argparse.Namespace, log: Path) -> tuple[float, dict[str, int]]:
    """Bytes one stream holds on `kind`, and the bytes held by each source line."""
    out = Path(tempfile.mkstemp(prefix=f"bench-stream-memory-{kind}-", suffix=".json")[1])
    out.unlink()
    port = free_port()
    server = start_process(
        [sys.executable, "-m", "bench.harness.traced_server", kind, str(out)],
        server_env(port),
        log,
        f"http://127.0.0.1:{port}/healthz",
        deadline=120.0,
    )
    subscribers = SubscriberProcesses()
    try:
        customers = [f"bench-{n:06d}" for n in range(args.streams)]
        for index in range(args.clients):
            mine = customers[index :: args.clients]
            tokens = [issue_customer_token(SECRET, c, 3600) for c in mine]
            subscribers.spawn(
                "127.0.0.1", port, f"127.0.{3 if kind == 'hub' else 4}.{10 + index}", tokens
            )
        time.sleep(1.0)
        os.kill(server.pid, signal.SIGUSR1)  # tracing starts here
        time.sleep(1.0)
        held = sum(answer["held"] for answer in subscribers.ask_all("connect"))
        time.sleep(SETTLE_SECONDS)
        os.kill(server.pid, signal.SIGUSR1)
        deadline = time.monotonic() + TRACE_SECONDS
        while not out.exists() or not out.stat().st_size:
            if time.monotonic() > deadline:
                raise RuntimeError(f"{kind}: no allocation count in {TRACE_SECONDS:.0f} s")
            time.sleep(0.5)
        time.sleep(0.5)  # the write is one call; let it finish
        traced: dict[str, Any] = orjson.loads(out.read_bytes())
    finally:
        subscribers.close()
        stop_process(server)
        out.unlink(missing_ok=True)
    if held != args.streams:
        raise RuntimeError(f"{kind}: {held} of {args.streams} streams connected")
    lines = {str(where).replace(f"{ROOT}/", ""): int(size) for where, size in traced["lines"]}
    return traced["bytes"] / held, lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--streams", type=int, default=2_000)
    parser.add_argument("--clients", type=int, default=2, help="subscriber processes")
    parser.add_argument("--top", type=int, default=12, help="the hub's lines to list")
    parser.add_argument("--only", choices=("hub",), help="measure the hub alone")
    args = parser.parse_args()
    raise_fd_limit()
    log = Path(tempfile.mkstemp(prefix="bench-stream-memory-", suffix=".log")[1])
    print(f"{args.streams} notification streams over {args.clients} processes; server log {log}")
    hub, hub_lines = held_per_stream("hub", args, log)
    print(f"{SERVER_NAMES['hub']}: {hub / 1024:.2f} KB a stream")
    if args.only == "hub":
        return  # an older hub's own figure, against today's Tornado alone
    raw, raw_lines = held_per_stream("raw", args, log)
    print_table(
        ("held per stream",),
        [
            (SERVER_NAMES["hub"], f"{hub / 1024:.2f} KB"),
            (SERVER_NAMES["raw"], f"{raw / 1024:.2f} KB"),
            ("ratio", f"{hub / raw:.2f}x"),
        ],
    )
    beyond = sorted(
        ((where, held - raw_lines.get(where, 0)) for where, held in hub_lines.items()),
        key=lambda pair: -pair[1],
    )
    print("\nthe hub's lines holding most beyond Tornado alone's, bytes a stream:")
    print_table(
        ("bytes",),
        [(where, f"{extra / args.streams:.0f}") for where, extra in beyond[: args.top]],
        corner="line",
    )


if __name__ == "__main__":
    main()
