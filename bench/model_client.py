"""The hub's model client alone: what reading model replies costs, without the rest of a turn.

    python -m bench.model_client [--streams 300] [--tokens 200] [--rate 40]

Starts the scripted model server (`python -m bench.harness.model_server`) in a process
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

from bench.harness.processes import free_port, start_model, stop_process
from bench.harness.readings import own_cpu_seconds
from hub.assistant.llm.money import MoneyFilter
from hub.assistant.llm.upstream import ModelServer
from hub.event_loop import event_loop_runner
from hub.settings import HubSettings

RAMP_SECONDS = 5.0


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

    began = own_cpu_seconds()
    try:
        await asyncio.gather(*(one(index) for index in range(streams)))
        return own_cpu_seconds() - began, pieces
    finally:
        await server.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--streams", type=int, default=300)
    parser.add_argument("--tokens", type=int, default=200, help="tokens per reply")
    parser.add_argument("--rate", type=float, default=40.0, help="model tokens a second")
    args = parser.parse_args()
    port = free_port()
    model = start_model(port, args.tokens, args.rate, None)
    try:
        cpu, pieces = event_loop_runner()(read_all(port, args.streams))
    finally:
        stop_process(model)
    tokens = args.streams * args.tokens
    print(
        f"{args.streams} streams of {args.tokens} tokens at {args.rate}/s: "
        f"{cpu:.2f} s of CPU, {cpu / tokens * 1e6:.1f} µs a token, {pieces} pieces relayed"
    )


if __name__ == "__main__":
    main()
