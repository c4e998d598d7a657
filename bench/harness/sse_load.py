"""The notification benches' load: SSE subscriber processes and a publisher.

Subscribers are bare `asyncio.Protocol`s (no stream reader, no task per connection) so a
client process holds thousands of sockets cheaply and the machine's second core is left to
the server under test. Each process binds its own loopback source address, so the ephemeral
port range (about 28,000 per address pair) never runs out however many runs follow.

A notification's `data` carries `ts` (send time, `time.time()`), `phase` and `n`; a
subscriber records `now - ts` for each one it receives and the set of `n` it saw per phase.
"""

from __future__ import annotations

import asyncio
import gc
import multiprocessing
import socket
import time
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from typing import Any

import orjson

from bench.harness.processes import raise_fd_limit
from hub.event_loop import event_loop_runner

CONNECTS_IN_FLIGHT = 200
BATCH_MAX = 500  # notifications in one POST, at most: the internal route's limit
# A stalled subscriber's receive buffer: a phone that stopped reading holds little.
STALLED_RCVBUF = 4096


@dataclass
class Tally:
    """What one process saw in one phase."""

    latencies: list[float] = field(default_factory=list)
    seen: set[int] = field(default_factory=set)
    duplicates: int = 0
    last_arrival: float = 0.0


class Subscriber(asyncio.Protocol):
    """One SSE connection; parses `data:` lines of the chunked body as they arrive."""

    __slots__ = (
        "_buffer",
        "_headers_done",
        "_request",
        "accepted",
        "stalled",
        "tallies",
        "transport",
    )

    def __init__(
        self, request: bytes, accepted: asyncio.Future[bool], tallies: dict, stalled: bool = False
    ) -> None:
        self._request = request
        self.stalled = stalled
        self._buffer = b""
        self._headers_done = False
        self.accepted = accepted
        self.tallies = tallies
        self.transport: asyncio.Transport | None = None

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = transport  # type: ignore[assignment]
        transport.write(self._request)  # type: ignore[attr-defined]

    def data_received(self, data: bytes) -> None:
        buffer = self._buffer + data
        if not self._headers_done:
            end = buffer.find(b"\r\n\r\n")
            if end < 0:
                self._buffer = buffer
                return
            ok = buffer.startswith(b"HTTP/1.1 200")
            if not self.accepted.done():
                self.accepted.set_result(ok)
            self._headers_done = True
            if self.stalled and self.transport is not None:
                self.transport.pause_reading()  # and never again: a client that stopped reading
                return
            buffer = buffer[end + 4 :]
        cut = buffer.rfind(b"\n")
        if cut < 0:
            self._buffer = buffer
            return
        self._buffer = buffer[cut + 1 :]
        now = time.time()
        for line in buffer[:cut].split(b"\n"):
            if line.startswith(b"data: "):
                self._record(orjson.loads(line[6:]), now)

    def _record(self, row: dict[str, Any], now: float) -> None:
        data = row.get("data") or {}
        phase = data.get("phase")
        if phase is None:
            return
        tally = self.tallies.setdefault(phase, Tally())
        number = int(data["n"])
        if number in tally.seen:
            tally.duplicates += 1
            return
        tally.seen.add(number)
        tally.latencies.append(now - float(data["ts"]))
        tally.last_arrival = max(tally.last_arrival, now)

    def connection_lost(self, exc: Exception | None) -> None:
        if not self.accepted.done():
            self.accepted.set_result(False)


async def _stalled_socket(host: str, port: int, source: str) -> socket.socket:
    sock = socket.socket()
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, STALLED_RCVBUF)
    sock.bind((source, 0))
    sock.setblocking(False)
    await asyncio.get_running_loop().sock_connect(sock, (host, port))
    return sock


async def _subscribe_all(
    host: str, port: int, source: str, tokens: list[str], tallies: dict, stalled: bool = False
) -> tuple[list[Subscriber], int]:
    loop = asyncio.get_running_loop()
    gate = asyncio.Semaphore(CONNECTS_IN_FLIGHT)
    held: list[Subscriber] = []
    failed = 0

    async def one(token: str) -> None:
        nonlocal failed
        request = (
            f"GET /v1/notifications/sse HTTP/1.1\r\nHost: {host}:{port}\r\n"
            f"Authorization: Bearer {token}\r\nAccept: text/event-stream\r\n\r\n"
        ).encode()
        async with gate:
            accepted = loop.create_future()
            try:
                if stalled:
                    _, protocol = await loop.create_connection(
                        lambda: Subscriber(request, accepted, tallies, stalled=True),
                        sock=await _stalled_socket(host, port, source),
                    )
                else:
                    _, protocol = await loop.create_connection(
                        lambda: Subscriber(request, accepted, tallies),
                        host,
                        port,
                        local_addr=(source, 0),
                    )
                ok = await asyncio.wait_for(accepted, 60)
            except (OSError, TimeoutError):
                ok = False
            if ok:
                held.append(protocol)
            else:
                failed += 1

    await asyncio.gather(*(one(token) for token in tokens))
    return held, failed


def client_main(
    host: str,
    port: int,
    source: str,
    tokens: list[str],
    control: Connection,
    stalled: bool = False,
) -> None:
    """A subscriber process: obeys `connect`, `report <phase>` and `close` from the bench.

    `stalled` subscribers read their response headers and then nothing more."""
    raise_fd_limit()
    event_loop_runner()(_client_loop(host, port, source, tokens, control, stalled))


async def _client_loop(
    host: str, port: int, source: str, tokens: list[str], control: Connection, stalled: bool
) -> None:
    loop = asyncio.get_running_loop()
    tallies: dict[str, Tally] = {}
    held: list[Subscriber] = []
    while True:
        command, argument = await loop.run_in_executor(None, control.recv)
        if command == "connect":
            held, failed = await _subscribe_all(host, port, source, tokens, tallies, stalled)
            # A full collection over thousands of protocols stalls this process for a
            # noticeable while; the generator must not add its own pauses to the figures.
            gc.collect()
            gc.freeze()
            gc.disable()
            control.send({"held": len(held), "failed": failed})
        elif command == "report":
            tally = tallies.get(argument) or Tally()
            open_now = sum(1 for s in held if s.transport and not s.transport.is_closing())
            control.send(
                {
                    "latencies": tally.latencies,
                    "seen": len(tally.seen),
                    "duplicates": tally.duplicates,
                    "last_arrival": tally.last_arrival,
                    "open": open_now,
                }
            )
        elif command == "close":
            for subscriber in held:
                if subscriber.transport is not None:
                    subscriber.transport.close()
            await asyncio.sleep(0.2)
            control.send("closed")
            return


class Publisher:
    """Keep-alive HTTP/1.1 connections to the internal publish route, used in turn."""

    def __init__(self, host: str, port: int, token: str, connections: int = 4) -> None:
        self._host, self._port, self._token = host, port, token
        self._free: asyncio.Queue[tuple[asyncio.StreamReader, asyncio.StreamWriter]] = (
            asyncio.Queue()
        )
        self._size = connections

    async def open(self) -> None:
        for _ in range(self._size):
            self._free.put_nowait(await asyncio.open_connection(self._host, self._port))

    async def close(self) -> None:
        while not self._free.empty():
            _, writer = self._free.get_nowait()
            writer.close()

    async def post(self, body: dict[str, Any]) -> int:
        """POST one batch; returns the HTTP status."""
        payload = orjson.dumps(body)
        head = (
            f"POST /internal/v1/notifications HTTP/1.1\r\nHost: {self._host}:{self._port}\r\n"
            f"Authorization: Bearer {self._token}\r\nContent-Type: application/json\r\n"
            f"Content-Length: {len(payload)}\r\n\r\n"
        ).encode()
        reader, writer = await self._free.get()
        try:
            writer.write(head + payload)
            return await read_status(reader)
        finally:
            self._free.put_nowait((reader, writer))


class SubscriberProcesses:
    """The subscriber processes of one run, driven over pipes (see `client_main`)."""

    def __init__(self) -> None:
        self._context = multiprocessing.get_context("spawn")
        self._pipes: list[Connection] = []
        self._processes: list[Any] = []

    def spawn(
        self, host: str, port: int, source: str, tokens: list[str], stalled: bool = False
    ) -> None:
        mine, theirs = self._context.Pipe()
        process = self._context.Process(
            target=client_main, args=(host, port, source, tokens, theirs, stalled)
        )
        process.start()
        self._pipes.append(mine)
        self._processes.append(process)

    def ask_all(self, command: str, argument: Any = None) -> list[Any]:
        for pipe in self._pipes:
            pipe.send((command, argument))
        return [pipe.recv() for pipe in self._pipes]

    async def collect(self, phase: str, expected: int) -> list[dict[str, Any]]:
        """Reports once everything arrived, or once nothing more came for three seconds."""
        loop = asyncio.get_running_loop()
        seen, quiet_since = -1, time.monotonic()
        while True:
            reports = await loop.run_in_executor(None, self.ask_all, "report", phase)
            now_seen = sum(r["seen"] for r in reports)
            if now_seen >= expected:
                return reports
            if now_seen != seen:
                seen, quiet_since = now_seen, time.monotonic()
            elif time.monotonic() - quiet_since > 3.0:
                return reports
            await asyncio.sleep(0.2)

    def close(self) -> None:
        if self._pipes:
            self.ask_all("close")
        for process in self._processes:
            process.join(timeout=10)


async def read_status(reader: asyncio.StreamReader) -> int:
    """The status of the next response on a kept-alive HTTP/1.1 connection, its body read
    past so the connection can carry the next request."""
    status = int((await reader.readline()).split()[1])
    length = 0
    while (line := await reader.readline()) not in (b"\r\n", b""):
        name, _, value = line.decode().partition(":")
        if name.lower() == "content-length":
            length = int(value)
    await reader.readexactly(length)
    return status
