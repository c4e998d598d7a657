"""What a model turn's start costs the shopper on an idle hub: turns one at a time.

    python -m bench.turn_start [--turns 300] [--first-token-ms 0] [--server hub|raw|both]

The model of `bench/long_turns.py` (`bench.harness.model_server`) answers two words at 40 a
second, the first `--first-token-ms` after the request (a model server's prefill; the
scripted one otherwise answers at once, faster than any real one); a client sends `--turns` turns one after another, each read to its end. Per turn, on
the machine's one monotonic clock with the kernel's receive stamps as `bench/long_turns.py`
takes them:

- POST -> model: the POST leaving the client to the model's request reaching its socket;
- model token -> client: the model's first token leaving to the first `text_delta` at the
  client's socket;
- added TTFE: the two together, the shopper's wait beyond the model's own.

With one turn in flight there is no queue: the figures are the start's own path through the
server, its CPU and its loop turns. `--server raw` runs Tornado with nothing but the relay
(`bench/harness/raw_sse_server.py`) instead; `--server both` runs it first and prints the hub's
figures beside it.
"""

from __future__ import annotations

import argparse
import asyncio
import tempfile
import urllib.request
from pathlib import Path

import orjson

from bench.harness.processes import (
    SERVER_NAMES,
    free_port,
    start_model,
    start_server,
    stop_process,
)
from bench.harness.report import percentile, print_table
from bench.harness.turns import first_event_split, run_turns, turn_settings

WARM_UP = 30
PAUSE = 0.01  # seconds between two turns: the server's loop is idle when the next one starts

Figures = dict[str, list[float]]


async def measure(server: str, turns: int, first_token_ms: float, log: Path) -> Figures:
    model_port, port = free_port(), free_port()
    model = start_model(model_port, 2, 40, log, first_token_ms)
    process = start_server(server, port, log, turn_settings(model_port, 16))
    try:
        await run_turns(port, [f"warm-{n}" for n in range(WARM_UP)], "warm", 0.5)
        streams = []
        for n in range(turns):
            [stream] = await run_turns(port, [f"turn-{n}"], f"turn{n}")
            streams.append(stream.figures())
            await asyncio.sleep(PAUSE)
        url = f"http://127.0.0.1:{model_port}/timings"
        timings = orjson.loads(urllib.request.urlopen(url, timeout=10).read())
    finally:
        for child in (process, model):
            stop_process(child)
    figures: Figures = {"POST -> model": [], "model token -> client": [], "added TTFE": []}
    for n, (sent, first_delta, _read, _deltas, ended, _gap) in enumerate(streams):
        arrived, _handled, first_token = timings[f"turn{n} 0"]
        if not ended or not first_delta or not first_token:
            raise RuntimeError(f"turn {n} did not finish; see {log}")
        split = first_event_split(sent, first_delta, arrived, first_token)
        for name, value in zip(figures, split, strict=True):
            figures[name].append(value)
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--turns", type=int, default=300)
    parser.add_argument("--first-token-ms", type=float, default=0.0)
    parser.add_argument("--server", choices=["hub", "raw", "both"], default="both")
    args = parser.parse_args()
    log = Path(tempfile.mkstemp(prefix="bench-turn-start-", suffix=".log")[1])
    servers = ["raw", "hub"] if args.server == "both" else [args.server]
    print(
        f"{args.turns} turns one at a time, the model's first token after"
        f" {args.first_token_ms:g} ms; logs {log}"
    )
    results = {
        server: asyncio.run(measure(server, args.turns, args.first_token_ms, log))
        for server in servers
    }
    print_table(
        [SERVER_NAMES[s] for s in servers],
        [
            (f"{name}, p{round(share * 100)}",
             *(f"{percentile(results[s][name], share):.2f} ms" for s in servers))
            for name in results[servers[0]]
            for share in (0.5, 0.9, 0.99)
        ],
    )  # fmt: skip
    if args.server == "both":
        ratio = percentile(results["hub"]["added TTFE"], 0.5) / percentile(
            results["raw"]["added TTFE"], 0.5
        )
        print(f"\nadded TTFE p50, the hub / Tornado alone: {ratio:.2f}x")


if __name__ == "__main__":
    main()
