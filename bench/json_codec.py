"""The JSON library the hub writes and reads with, measured on the hub's own payloads.

    python -m bench.json_codec [--repeat 5] [--seconds 0.1]

One hub (`python run.py`: embedded storage, the demo store, the embedded brain) in its own
process answers a few real requests, and what it sends becomes the payloads: the largest
SSE event of an assistant turn (the `message_end` with its blocks, English and Arabic), one
notification, an inbox page of 20, and a conversation document read back after three
turns. Each payload is decoded once into Python values, then each candidate encodes those
values the way the hub writes them (text, non-ASCII and `/` unescaped) and decodes the
bytes a client would send. Figures are the best of `--repeat` timings of about `--seconds`
each, in microseconds per call; every candidate's output is checked to read back equal to
the payload, so a faster library that writes something else is never the winner.
"""

from __future__ import annotations

import argparse
import functools
import importlib
import json
import os
import platform
import secrets
import subprocess
import sys
import timeit
import urllib.request
from collections.abc import Callable
from typing import Any

import orjson

from bench.harness.processes import (
    INTERNAL,
    ROOT,
    free_port,
    server_env,
    start_server,
    stop_process,
)

GUEST = secrets.token_hex(16)

Codec = tuple[Callable[[Any], str], Callable[[bytes], Any]]

CANDIDATES: dict[str, Codec] = {
    "json (stdlib)": (
        lambda value: json.dumps(value, ensure_ascii=False, separators=(",", ":")),
        json.loads,
    ),
    f"orjson {orjson.__version__}": (lambda value: orjson.dumps(value).decode(), orjson.loads),
}
try:  # no longer a dependency of the hub: measured when installed (`pip install ujson`)
    ujson: Any = importlib.import_module("ujson")
    CANDIDATES[f"ujson {ujson.__version__}"] = (
        lambda value: ujson.dumps(value, ensure_ascii=False, escape_forward_slashes=False),
        ujson.loads,
    )
except ImportError:
    print("ujson is not installed: not measured", file=sys.stderr)


def request(
    base: str, method: str, path: str, body: Any = None, headers: dict[str, str] | None = None
) -> bytes:
    data = None if body is None else json.dumps(body).encode()
    sent = {"Content-Type": "application/json", **(headers or {})}
    call = urllib.request.Request(base + path, data=data, method=method, headers=sent)
    with urllib.request.urlopen(call, timeout=30) as reply:
        return bytes(reply.read())


def sse_data(stream: bytes) -> dict[str, bytes]:
    """Each event name of one turn's stream, with the `data` of its last event of that name."""
    events: dict[str, bytes] = {}
    for frame in stream.decode().split("\n\n"):
        fields = dict(line.split(": ", 1) for line in frame.splitlines() if ": " in line)
        if "event" in fields and "data" in fields:
            events[fields["event"]] = fields["data"].encode()
    return events


def hub_payloads() -> dict[str, bytes]:
    """What a hub sends for a turn, a notification, an inbox page and a conversation."""
    port = free_port()
    env = server_env(port)
    hub = start_server("hub", port, None, ready="/readyz")
    base = f"http://127.0.0.1:{port}"
    try:
        token = subprocess.run(
            [sys.executable, "-m", "hub", "token", "bench-json"],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
        guest = {"X-Assistant-Guest": GUEST, "Accept": "text/event-stream"}
        payloads: dict[str, bytes] = {}
        conversation: str | None = None
        for language, message in (
            ("en", "do you have milk"),
            ("ar", "هل عندكم حليب"),
            ("en", "add 2 milk to my cart"),
        ):
            body: dict[str, Any] = {"message": message}
            if conversation:
                body["conversationId"] = conversation
            events = sse_data(request(base, "POST", "/v1/assistant/messages", body, guest))
            conversation = json.loads(events["message_start"])["conversationId"]
            payloads.setdefault(f"SSE message_end ({language})", events["message_end"])
        payloads["conversation document (3 turns)"] = request(
            base, "GET", f"/v1/assistant/conversations/{conversation}", headers=guest
        )
        notes = [
            {
                "customerId": "bench-json",
                "type": "order.confirmed",
                "data": {"orderNumber": f"A-{1000 + n}", "total": 42.5 + n, "items": n % 7 + 1},
                "dedupeKey": f"order-A-{1000 + n}:confirmed",
            }
            for n in range(20)
        ]
        published = request(
            base,
            "POST",
            "/internal/v1/notifications",
            {"notifications": notes},
            {"Authorization": f"Bearer {INTERNAL}"},
        )
        (first, *_) = json.loads(published)["results"]["notifications"]
        payloads["notification"] = json.dumps(first, ensure_ascii=False).encode()
        payloads["inbox page (20)"] = request(
            base, "GET", "/v1/notifications?limit=20", headers={"Authorization": f"Bearer {token}"}
        )
        return payloads
    finally:
        stop_process(hub)


def best_us(call: Callable[[], Any], repeat: int, seconds: float) -> float:
    timer = timeit.Timer(call)
    number, taken = timer.autorange()
    number = max(1, int(number * seconds / max(taken, 1e-9)))
    return min(timer.repeat(repeat=repeat, number=number)) / number * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--seconds", type=float, default=0.1)
    args = parser.parse_args()

    payloads = hub_payloads()
    print(f"python {platform.python_version()}, load {os.getloadavg()[0]:.1f}")
    totals = {name: [0.0, 0.0] for name in CANDIDATES}
    for payload, raw in payloads.items():
        value = json.loads(raw)
        print(f"\n{payload}: {len(raw):,} bytes")
        print(f"  {'library':<16} {'encode µs':>10} {'decode µs':>10}")
        for name, (encode, decode) in CANDIDATES.items():
            written = encode(value)
            assert json.loads(written) == value, f"{name} wrote something else for {payload}"
            assert decode(raw) == value, f"{name} read something else for {payload}"
            encoded = best_us(functools.partial(encode, value), args.repeat, args.seconds)
            decoded = best_us(functools.partial(decode, raw), args.repeat, args.seconds)
            totals[name][0] += encoded
            totals[name][1] += decoded
            print(f"  {name:<16} {encoded:>10.2f} {decoded:>10.2f}")
    print("\nall payloads, summed")
    for name, (encoded, decoded) in totals.items():
        print(f"  {name:<16} {encoded:>10.2f} {decoded:>10.2f}")


if __name__ == "__main__":
    main()
