"""The hub's model client alone: what reading model replies costs, without the rest of a turn.

    python bench/model_client.py [--streams 300] [--tokens 200] [--rate 40]

Starts the scripted model server of the tests (`python -m tests.model_server`) in a process
of its own, then reads `--streams` replies at once through the hub's `ModelServer`, started
evenly over five seconds, feeding each relayed piece to a `MoneyFilter` as the brain does.
Prints this process's CPU (user + system) over the reads. `bench/long_turns.py` measures the
whole hub; this isolates the part that runs once per model token, so that a change to it can
be compared in a minute with little else moving: run it twice with `--tokens 40` and
`--tokens 200`, and the difference is the cost of 160 tokens a stream.
"""

from __future__ import annotations

import argparse
import asyncio
import resource
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.notifications import free_port  # noqa: E402
from hub.assistant.llm.money import MoneyFilter  # noqa: E402
from hub.assistant.llm.upstream import ModelServer  # noqa: E402
from hub.cli import event_loop_runner  # noqa: E402
from hub.settings import HubSettings  # noqa: E402

RAMP_SECONDS = 5.0


def cpu_seconds() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


async def read_all(port: int, streams: int) -> tuple[float, int]:
    """CPU seconds spent reading `streams` replies at once, and the pieces relayed."""
    settings = HubSettings(
        llm_url=f"http://127.0.0.1:{port}/v1",
        llm_model="scripted",
        llm_max_concurrency=streams + 16,
        llm_timeout_seconds=120,
    )
    server = ModelServer(settings)
    pieces = 0

    async def one(index: int) -> None:
        nonlocal pieces
        await asyncio.sleep(RAMP_SECONDS * index / streams)
        money = MoneyFilter()
        async for chunk in server.stream([{"role": "user", "content": f"bench {index}"}], b""):
            if chunk.text:
                pieces += 1
                money.feed(chunk.text)

    began = cpu_seconds()
    try:
        await asyncio.gather(*(one(index) for index in range(streams)))
        return cpu_seconds() - began, pieces
    finally:
        await server.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--streams", type=int, default=300)
    parser.add_argument("--tokens", type=int, default=200, help="tokens per reply")
    parser.add_argument("--rate", type=float, default=40.0, help="model tokens a second")
    args = parser.parse_args()
    port = free_port()
    model = subprocess.Popen(
        [sys.executable, "-m", "tests.model_server", "--port", str(port),
         "--tokens", str(args.tokens), "--rate", str(args.rate)],
        cwd=ROOT, stdout=subprocess.DEVNULL,
    )  # fmt: skip
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{port}/timings", timeout=1).read()
                break
            except OSError:
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.2)
        cpu, pieces = event_loop_runner()(read_all(port, args.streams))
    finally:
        model.terminate()
        model.wait(timeout=30)
    tokens = args.streams * args.tokens
    print(
        f"{args.streams} streams of {args.tokens} tokens at {args.rate}/s: "
        f"{cpu:.2f} s of CPU, {cpu / tokens * 1e6:.1f} µs a token, {pieces} pieces relayed"
    )


if __name__ == "__main__":
    main()
