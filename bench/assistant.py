"""Many shoppers chatting at once with one hub: turns per second and time to first event.

    python -m bench.assistant [--streams 50] [--seconds 10] [--warmup 2] [--turns 4] [--no-uvloop]

Starts one hub (`python run.py`, embedded storage, dev mode) in its own process, then runs
`--streams` concurrent clients from this process over raw sockets. Each client holds
multi-turn conversations of `--turns` turns (a search, a follow-up proposal, offers, the
cart), every conversation under a fresh guest key, as real shoppers would be (and so that
the per-caller send limit of 20 a minute is never what is measured). Every turn is a real
`POST /v1/assistant/messages` read to its terminal event.

Time to first event (TTFE) is measured from just before the connection is opened until the
first complete SSE frame (`message_start`) has arrived. Only turns that start after the
warm-up count. The bench exits non-zero when a bar is missed. `--no-uvloop` runs the hub on
asyncio's own loop, to show what uvloop changes.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import secrets
import sys
import time
from dataclasses import dataclass, field
from typing import Any

from bench.harness.processes import free_port, start_server, stop_process, wait_ready
from bench.harness.report import bar, percentile
from bench.harness.turns import SHOPPING
from hub.event_loop import event_loop_runner

TURNS_PER_SECOND_BAR = 200.0
TTFE_P99_BAR_MS = 25.0


@dataclass
class Tally:
    measuring: bool = False
    turns: int = 0
    errors: int = 0
    ttfe_ms: list[float] = field(default_factory=list)
    error_samples: list[str] = field(default_factory=list)


async def one_turn(
    port: int, guest: str, message: str, conversation_id: str | None, tally: Tally
) -> str | None:
    """One streamed turn; the conversation id, or None if it failed."""
    body: dict[str, str] = {"message": message}
    if conversation_id:
        body["conversationId"] = conversation_id
    payload = json.dumps(body).encode()
    request = (
        "POST /v1/assistant/messages HTTP/1.1\r\nHost: hub\r\nConnection: close\r\n"
        f"Accept: text/event-stream\r\nContent-Type: application/json\r\n"
        f"X-Assistant-Guest: {guest}\r\nContent-Length: {len(payload)}\r\n\r\n"
    ).encode() + payload
    counted = tally.measuring
    started = time.perf_counter()
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    try:
        writer.write(request)
        buffer = b""
        first_at: float | None = None
        while True:
            chunk = await reader.read(65536)
            if not chunk:
                break
            buffer += chunk
            if first_at is None and b"event: message_start\ndata: " in buffer:
                start = buffer.index(b"event: message_start\ndata: ")
                if b"\n\n" in buffer[start:]:
                    first_at = time.perf_counter()
            ended = b"event: message_end" in buffer or b"event: error" in buffer
            if ended and buffer.rstrip().endswith(b"0"):  # the chunked body's last chunk
                break
    finally:
        writer.close()
    text = buffer.decode(errors="replace")
    ok = first_at is not None and "event: message_end" in text and "event: error" not in text
    if counted and tally.measuring:
        if ok:
            tally.turns += 1
            tally.ttfe_ms.append((first_at - started) * 1000)  # type: ignore[operator]
        else:
            tally.errors += 1
            if len(tally.error_samples) < 3:
                tally.error_samples.append(text[:300])
    if not ok:
        return None
    marker = '"conversationId":"'
    at = text.index(marker) + len(marker)
    return text[at : text.index('"', at)]


async def shopper(port: int, turns: int, offset: int, tally: Tally, stop: asyncio.Event) -> None:
    round_ = 0
    while not stop.is_set():
        guest = secrets.token_hex(16)
        conversation_id: str | None = None
        for step in range(turns):
            if stop.is_set():
                return
            prompt = SHOPPING[(offset + round_ + step) % len(SHOPPING)]
            conversation_id = await one_turn(port, guest, prompt, conversation_id, tally)
        round_ += 1


async def run(args: argparse.Namespace) -> Tally:
    port = args.port or free_port()
    if args.port:
        wait_ready(f"http://127.0.0.1:{port}/readyz")
        hub = None
    else:
        # Every conversation brings a new guest key, all from this one address.
        settings = {"HUB_NEW_GUESTS_PER_MINUTE": "1000000"}
        hub = start_server("hub", port, None, settings, not args.no_uvloop, "/readyz")
    tally = Tally()
    try:
        stop = asyncio.Event()
        clients = [
            asyncio.ensure_future(shopper(port, args.turns, index, tally, stop))
            for index in range(args.streams)
        ]
        await asyncio.sleep(args.warmup)
        tally.measuring = True
        began = time.perf_counter()
        await asyncio.sleep(args.seconds)
        tally.measuring = False
        tally_elapsed = time.perf_counter() - began
        stop.set()
        await asyncio.gather(*clients, return_exceptions=True)
        args.elapsed = tally_elapsed
    finally:
        if hub is not None:
            stop_process(hub, timeout=10)
    return tally


async def brain_alone(turns: int, seconds: float) -> float:
    """Turns per second of the embedded brain called directly, one turn after another.

    The reference measured in the same run: no HTTP, no actors, no stored messages, the
    same prompts and the same embedded storefront. The hub's figure divided by this one says
    how much of the brain's own speed a whole hub keeps under 50 streams.
    """
    from hub.assistant.brain import EmbeddedBrain
    from hub.assistant.events import TurnInput
    from hub.storefront.embedded import EmbeddedStorefront
    from storage.stores import memory_storage

    storefront = EmbeddedStorefront(memory_storage())
    await storefront.start(seed_demo=True)
    brain = EmbeddedBrain(storefront)
    done, began, round_ = 0, time.perf_counter(), 0
    while time.perf_counter() - began < seconds:
        guest = secrets.token_hex(16)
        memory: dict[str, Any] = {}
        for step in range(turns):
            turn = TurnInput(
                text=SHOPPING[(round_ + step) % len(SHOPPING)],
                language="en",
                owner=f"guest:{guest}",
                customer_id=None,
                conversation_id=guest,
                memory=memory,
            )
            async for _ in brain.run_turn(turn):
                pass
            memory = turn.memory
            done += 1
        round_ += 1
    await storefront.stop()
    return done / (time.perf_counter() - began)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--streams", type=int, default=50, help="concurrent clients")
    parser.add_argument("--seconds", type=float, default=10.0, help="measured duration")
    parser.add_argument("--warmup", type=float, default=2.0, help="unmeasured start")
    parser.add_argument("--turns", type=int, default=4, help="turns per conversation")
    parser.add_argument("--port", type=int, default=0, help="use a hub already running here")
    parser.add_argument("--no-uvloop", action="store_true", help="run the hub without uvloop")
    args = parser.parse_args()
    runner = event_loop_runner()
    tally = runner(run(args))
    reference = runner(brain_alone(args.turns, args.seconds / 2))
    rate = tally.turns / args.elapsed
    p50, p99 = percentile(tally.ttfe_ms, 0.50), percentile(tally.ttfe_ms, 0.99)
    print(
        f"machine: {os.cpu_count()} cores, {platform.system()}, Python {platform.python_version()}"
    )
    print(
        f"streams: {args.streams}, measured: {args.elapsed:.1f} s, "
        f"turns per conversation: {args.turns}"
    )
    print(f"turns completed: {tally.turns}, failed: {tally.errors}")
    print(f"turns per second: {rate:.1f}")
    print(
        f"the brain alone in this process, one turn at a time: {reference:.1f} turns/s; "
        f"hub / brain alone: {rate / reference:.2f}x"
    )
    print(f"time to first event: p50 {p50:.2f} ms, p99 {p99:.2f} ms")
    for sample in tally.error_samples:
        print(f"failure sample: {sample!r}")
    rate_ok = bar(f"at least {TURNS_PER_SECOND_BAR:.0f} turns/s:", rate >= TURNS_PER_SECOND_BAR)
    ttfe_ok = bar(f"TTFE p99 under {TTFE_P99_BAR_MS:.0f} ms:", p99 < TTFE_P99_BAR_MS)
    return 0 if rate_ok and ttfe_ok and tally.errors == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
