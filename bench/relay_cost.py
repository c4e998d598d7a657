"""What one relay of a streaming reply costs the server, and what each token in it adds.

    python -m bench.relay_cost [--turns 300] [--rates 20,40,80] [--seconds 10]
                               [--server hub|raw|both]

`--turns` model turns stream at once, each a reply of words at one of `--rates` a second from
the scripted model server (`python -m bench.harness.model_server`), long enough to
outlast the window. The server (the hub: `python run.py`, `HUB_BRAIN=llm`, embedded storage;
or Tornado alone: `bench/harness/raw_sse_server.py`) relays each reply every 100 ms, so the relays a
second stay the same at every rate while the tokens each relay carries grow with it. Over
`--seconds` of steady streaming, the server's CPU time per relay at each rate (less what the
same time costs it idle) is fitted by least squares to a line: its intercept is what a relay
costs whatever it carries, its slope what each token adds. One client thread reads every
stream, counting `text_delta` events and the words in them. With fewer replies at once a
relay costs more (the loop wakes for fewer of them at a time): compare figures taken with
the same `--turns`.

`bench/long_turns.py` relays about 35,000 times in its loaded phase: this says how much of
the hub's CPU there is relaying and which part of a relay to make cheaper.
"""

from __future__ import annotations

import argparse
import selectors
import socket
import tempfile
import threading
import time
from pathlib import Path

from bench.harness.processes import free_port, start_model, start_server
from bench.harness.readings import cpu_seconds
from bench.harness.turns import turn_request, turn_settings

WARMUP_SECONDS = 3.0  # every turn started and streaming before the window opens
IDLE_SECONDS = 3.0  # the server's CPU with nothing to do, taken off the window's


class Reader:
    """Reads every turn's stream on one thread, counting deltas and the words they carry."""

    def __init__(self, sockets: list[socket.socket]) -> None:
        self.deltas = self.words = 0
        self._selector = selectors.DefaultSelector()
        for sock in sockets:
            sock.setblocking(False)
            self._selector.register(sock, selectors.EVENT_READ)
        self._stopping = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()

    def _run(self) -> None:
        while not self._stopping.is_set():
            for key, _ in self._selector.select(0.1):
                try:
                    data = key.fileobj.recv(65536)  # type: ignore[union-attr]
                except BlockingIOError:
                    continue
                if not data:
                    self._selector.unregister(key.fileobj)
                    continue
                self.deltas += data.count(b"event: text_delta")
                self.words += data.count(b"word")

    def stop(self) -> None:
        self._stopping.set()
        self._thread.join()


def open_turns(port: int, turns: int) -> list[socket.socket]:
    sockets = []
    for n in range(turns):
        sock = socket.create_connection(("127.0.0.1", port))
        sock.sendall(turn_request(port, f"relay-{n:05d}", f"hello {n}"))
        sockets.append(sock)
        time.sleep(0.002)  # spread the starts: the window should hold relays, not starts
    return sockets


def measure(
    server: str, rate: float, args: argparse.Namespace, log: Path
) -> tuple[int, float, int]:
    """(relays, server CPU seconds, words relayed) over the window, `rate` words a second
    per reply."""
    model_port, port = free_port(), free_port()
    tokens = int(rate * (args.seconds + WARMUP_SECONDS + args.turns * 0.002 + 10))
    model = start_model(model_port, tokens, rate, log)
    process = start_server(server, port, log, turn_settings(model_port, args.turns))
    sockets: list[socket.socket] = []
    try:
        idle = cpu_seconds(process.pid)
        time.sleep(IDLE_SECONDS)
        idle_rate = (cpu_seconds(process.pid) - idle) / IDLE_SECONDS
        sockets = open_turns(port, args.turns)
        reader = Reader(sockets)
        time.sleep(WARMUP_SECONDS)
        cpu, deltas, words = cpu_seconds(process.pid), reader.deltas, reader.words
        time.sleep(args.seconds)
        cpu = cpu_seconds(process.pid) - cpu - idle_rate * args.seconds
        deltas, words = reader.deltas - deltas, reader.words - words
        reader.stop()
    finally:
        for sock in sockets:
            sock.close()
        for child in (process, model):
            child.kill()
            child.wait()
    print(
        f"  {server}, {rate:g} words/s: {deltas} relays ({words / max(deltas, 1):.1f} words each),"
        f" {cpu:.2f} s CPU, {cpu / max(deltas, 1) * 1e6:.0f} µs a relay",
        flush=True,
    )
    return deltas, cpu, words


def fitted(points: list[tuple[float, float]]) -> tuple[float, float]:
    """Least squares: (intercept, slope) of y over x."""
    n = len(points)
    mean_x = sum(x for x, _ in points) / n
    mean_y = sum(y for _, y in points) / n
    spread = sum((x - mean_x) ** 2 for x, _ in points)
    slope = sum((x - mean_x) * (y - mean_y) for x, y in points) / spread if spread else 0.0
    return mean_y - slope * mean_x, slope


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--turns", type=int, default=300)
    parser.add_argument("--rates", default="20,40,80", help="words a second per reply")
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--server", choices=("hub", "raw", "both"), default="hub")
    args = parser.parse_args()
    rates = [float(rate) for rate in args.rates.split(",")]
    servers = ["raw", "hub"] if args.server == "both" else [args.server]
    log = Path(tempfile.mkstemp(prefix="bench-relay-cost-", suffix=".log")[1])
    print(f"{args.turns} replies streaming at once, {args.seconds:g} s each rate; logs {log}")
    for server in servers:
        points = []
        for rate in rates:
            relays, cpu, words = measure(server, rate, args, log)
            points.append((words / relays, cpu / relays * 1e6))
        fixed, per_token = fitted(points)
        print(f"{server}: {fixed:.0f} µs a relay, plus {per_token:.1f} µs a token in it")


if __name__ == "__main__":
    main()
