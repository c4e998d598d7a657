"""A model server that speaks the Chat Completions streaming protocol, scripted per request.

It is a real HTTP server on a loopback port (a small Tornado app), so the hub's model client
is measured and tested over a real socket exactly as it talks to vLLM, llama.cpp's server or
Ollama. The tests queue one `Script` per request they expect: text chunks, tool calls split
across chunks, pauses between tokens, an HTTP error, malformed JSON, a dropped connection.
Every request body is recorded, and so is every connection the client dropped before the end.

Run alone (`python -m bench.harness.model_server --port 8000 --tokens 200 --rate 40`) it
answers every request with paced tokens: the model of `bench/long_turns.py`. Paced answers
are played by one clock for all streams (`Pacer`), so that a thousand of them cost the server
a timer tick and one write per stream with something due, not a timer per token.

For that bench it notes, per request, when the request reached its socket (the kernel's
receive time, on Linux), when its handler ran and when the first token left. The model's own
time to first token runs from the request reaching the socket to the first token leaving:
a request waiting for this server's loop, busy writing a thousand streams, waits on the
model, not on the hub that sent it.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import heapq
import itertools
import json
import socket
import struct
import time
from collections import deque
from dataclasses import dataclass, field
from typing import Any

import tornado.netutil
import tornado.web
from tornado.httpserver import HTTPServer
from tornado.ioloop import PeriodicCallback
from tornado.iostream import IOStream, StreamClosedError

from hub.record import Record

SO_TIMESTAMPNS = 35  # Linux's socket option (asm-generic/socket.h); Python does not name it
_TIMESPEC = struct.Struct("qq")
STAMP_SPACE = socket.CMSG_SPACE(_TIMESPEC.size)


@dataclass(frozen=True)
class Step:
    kind: str  # "data", "raw", "pause", "drop"
    value: Any = None


def _chunk(delta: Record, finish: str | None = None) -> Step:
    return Step(
        "data",
        {
            "id": "chatcmpl-test",
            "object": "chat.completion.chunk",
            "choices": [{"index": 0, "delta": delta, "finish_reason": finish}],
        },
    )


def text(*pieces: str) -> list[Step]:
    """The model saying `pieces`, one chunk each."""
    return [_chunk({"content": piece}) for piece in pieces]


def tool_call(
    name: str, arguments: str, *, index: int = 0, call_id: str = "", parts: int = 3
) -> list[Step]:
    """One tool call, its arguments JSON cut into `parts` chunks as servers stream them."""
    size = max(1, -(-len(arguments) // parts))
    first = {"index": index, "id": call_id or f"call_{name}_{index}", "type": "function"}
    steps = [_chunk({"tool_calls": [{**first, "function": {"name": name, "arguments": ""}}]})]
    for start in range(0, len(arguments), size):
        piece = arguments[start : start + size]
        steps.append(_chunk({"tool_calls": [{"index": index, "function": {"arguments": piece}}]}))
    return steps


def finish(
    reason: str = "stop", completion_tokens: int | None = None, prompt_tokens: int = 100
) -> list[Step]:
    steps = [_chunk({}, reason)]
    if completion_tokens is not None:
        usage = {"prompt_tokens": prompt_tokens, "completion_tokens": completion_tokens}
        steps.append(Step("data", {"id": "chatcmpl-test", "choices": [], "usage": usage}))
    return steps


def pause(seconds: float) -> list[Step]:
    return [Step("pause", seconds)]


def raw(line: str) -> list[Step]:
    """A `data:` line as is, for malformed chunks."""
    return [Step("raw", line)]


def drop() -> list[Step]:
    """Close the connection mid-stream, without `[DONE]`."""
    return [Step("drop")]


@dataclass
class Script:
    steps: list[Step] = field(default_factory=list)
    status: int = 200
    body: str = ""
    rate: float = 0.0  # > 0: the text steps are due `1 / rate` seconds apart, on the `Pacer`
    first_after: float = 0.0  # paced: seconds from the request to the first step
    ends_after: float = 0.0  # unpaced: seconds from `[DONE]` to the body's last chunk
    _wire: list[tuple[float, bytes]] | None = field(default=None, init=False, repr=False)

    def wire(self) -> list[tuple[float, bytes]]:
        """A paced script as written: each step's due time from the start, and its bytes;
        a step that is not text goes with the text before it."""
        if self._wire is None:
            due, texts, lines = 0.0, 0, []
            for step in self.steps:
                if step.kind == "data" and _says(step.value):
                    due, texts = texts / self.rate, texts + 1
                line = step.value if step.kind == "raw" else json.dumps(step.value)
                lines.append((due, f"data: {line}\n\n".encode()))
            lines.append((due, b"data: [DONE]\n\n"))
            self._wire = lines
        return self._wire


def _says(chunk: Record) -> bool:
    return any("content" in choice.get("delta", {}) for choice in chunk.get("choices", []))


def answer(*parts: list[Step]) -> Script:
    return Script([step for part in parts for step in part])


def failure(status: int, body: str = '{"error": {"message": "busy"}}') -> Script:
    return Script(status=status, body=body)


def paced(tokens: int, rate: float, first_after: float = 0.0) -> Script:
    """`tokens` words at `rate` a second, the first `first_after` seconds after the request
    (a model server's prefill; nothing is sent before it, headers included)."""
    script = answer(text(*(f"word{n} " for n in range(tokens))), finish(completion_tokens=tokens))
    script.rate = rate
    script.first_after = first_after
    return script


class Pacer:
    """One clock for every paced stream: each tick writes, per stream that has a step due,
    all its steps due since the last tick, in one write.

    Streams wait in a heap by their next step's due time, so that a tick visits only the
    streams it writes to (with a thousand streams at 40 tokens a second, about a fifth of
    them a tick), and a stream's later tokens go straight to its connection. This server
    shares the machine with the hub in `bench/long_turns.py`: in one run of each, it used
    3.6 s of CPU where visiting every stream every tick used 4.0 s.
    """

    TICK = 0.005  # seconds: well under a token's gap at the rates the bench uses

    def __init__(self) -> None:
        self._due: list[tuple[float, int, Completions]] = []
        self._order = itertools.count()  # ties in due time go first come, first served
        self._clock = PeriodicCallback(self._tick, self.TICK * 1000)

    def add(self, stream: Completions, due: float) -> None:
        heapq.heappush(self._due, (due, next(self._order), stream))
        if not self._clock.is_running():
            self._clock.start()

    def _tick(self) -> None:
        now = time.monotonic()
        due = self._due
        while due and due[0][0] <= now:
            _, _, stream = heapq.heappop(due)
            following = stream.write_due(now)
            if following is not None:
                self.add(stream, following)
        if not due:
            self._clock.stop()


class ScriptedModel:
    """The server's state: scripts still to play, requests seen, connections cut short."""

    def __init__(self, default: Script | None = None) -> None:
        self.scripts: deque[Script] = deque()
        self.default = default or answer(text("Here ", "you ", "go."), finish())
        self.requests: list[Record] = []
        self.cut_short = 0  # streams the client closed before the script ended
        self.open = 0
        self.most_at_once = 0  # streams open at the same time, at most
        self.asked_on: set[tuple[str, int]] = set()  # the hub's ends of connections asked on
        # By the request's last user message: [monotonic time received, first token sent].
        self.timings: dict[str, list[float]] = {}
        self.port = 0
        self.pacer = Pacer()
        self._server: ArrivalStampingServer | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    def play(self, *scripts: Script) -> None:
        self.scripts.extend(scripts)

    def next_script(self) -> Script:
        return self.scripts.popleft() if self.scripts else self.default

    def start(self, port: int = 0) -> None:
        app = tornado.web.Application(
            [
                (r"/v1/chat/completions", Completions, {"model": self}),
                (r"/timings", Timings, {"model": self}),
            ]
        )
        sockets = tornado.netutil.bind_sockets(port, "127.0.0.1")
        # Accepted connections inherit it; elsewhere than Linux a request arrives when its
        # handler runs.
        with contextlib.suppress(OSError):
            sockets[0].setsockopt(socket.SOL_SOCKET, SO_TIMESTAMPNS, 1)
        self._server = ArrivalStampingServer(app)
        self._server.add_sockets(sockets)
        self.port = sockets[0].getsockname()[1]

    async def stop(self) -> None:
        if self._server is not None:
            self._server.stop()
            await self._server.close_all_connections()
            self._server = None

    @property
    def connections(self) -> int:
        """Connections the hub has opened to this server so far, a spare one included."""
        return self._server.connections if self._server is not None else 0

    @property
    def connections_asked_on(self) -> int:
        """Connections the hub has sent a request on so far."""
        return len(self.asked_on)

    def tool_results(self, request: int = -1) -> list[Record]:
        """The tool messages the hub sent back in one request, parsed."""
        messages = self.requests[request]["messages"]
        return [json.loads(m["content"]) for m in messages if m["role"] == "tool"]


class Completions(tornado.web.RequestHandler):
    def initialize(self, model: ScriptedModel) -> None:
        self.model = model
        self.gone = asyncio.Event()  # the client closed the connection
        self.key = ""
        self._wire: list[tuple[float, bytes]] = []
        self._sent = 0
        self._began = 0.0
        self._played: asyncio.Future[None] | None = None

    def on_connection_close(self) -> None:
        self.gone.set()

    async def post(self) -> None:
        model = self.model
        handled = time.monotonic()
        stream = self.request.connection.stream  # type: ignore[union-attr]
        arrived = stream.arrived if isinstance(stream, ArrivalStampedStream) else 0.0
        body = json.loads(self.request.body)
        model.requests.append(body)
        model.asked_on.add(stream.socket.getpeername())
        users = [m.get("content") for m in body.get("messages", []) if m.get("role") == "user"]
        self.key = str(users[-1]) if users else ""
        model.timings[self.key] = [arrived or handled, handled, 0.0]
        model.open += 1
        model.most_at_once = max(model.most_at_once, model.open)
        try:
            await self._play()
        finally:
            model.open -= 1

    async def _play(self) -> None:
        model = self.model
        script = model.next_script()
        if script.status != 200:
            self.set_status(script.status)
            self.set_header("Content-Type", "application/json")
            self.finish(script.body)
            return
        self.set_header("Content-Type", "text/event-stream")
        self.set_header("Cache-Control", "no-cache")
        if script.rate > 0:
            await self._play_paced(script)
            return
        first = True
        try:
            for step in script.steps:
                if step.kind == "pause":
                    with contextlib.suppress(TimeoutError):
                        await asyncio.wait_for(self.gone.wait(), step.value)
                    if self.gone.is_set():
                        raise StreamClosedError()
                    continue
                if step.kind == "drop":
                    self.request.connection.stream.close()  # type: ignore[union-attr]
                    return
                line = step.value if step.kind == "raw" else json.dumps(step.value)
                self.write(f"data: {line}\n\n")
                await self.flush()
                if first:
                    model.timings[self.key][2] = time.monotonic()
                    first = False
            self.write("data: [DONE]\n\n")
            if script.ends_after:
                await self.flush()
                await asyncio.sleep(script.ends_after)
            self.finish()
        except StreamClosedError:
            model.cut_short += 1

    async def _play_paced(self, script: Script) -> None:
        self._wire = script.wire()
        self._began = time.monotonic() + script.first_after
        self._played = asyncio.get_running_loop().create_future()
        if script.first_after > 0:
            self.model.pacer.add(self, self._began)
        elif (following := self.write_due(self._began)) is not None:  # at once, not at a tick
            self.model.pacer.add(self, following)
        await self._played

    def write_due(self, now: float) -> float | None:
        """Write every step due by `now`; when the next one is due, or None once the stream
        is over (played or gone)."""
        assert self._played is not None
        if self.gone.is_set() or self.request.connection.stream.closed():  # type: ignore[union-attr]
            self.model.cut_short += 1
            self._played.set_result(None)
            return None
        wire, elapsed, start = self._wire, now - self._began, self._sent
        end = start
        while end < len(wire) and wire[end][0] <= elapsed:
            end += 1
        if end > start:
            data = b"".join(line for _, line in wire[start:end])
            self._sent = end
            if start == 0:  # the headers go with the first write
                self.write(data)
                self.flush().add_done_callback(retrieved)
                self.model.timings[self.key][2] = time.monotonic()
            elif end < len(wire):  # later tokens skip the handler's buffer: a token a write
                self.request.connection.write(data).add_done_callback(retrieved)  # type: ignore[union-attr]
            else:
                self.write(data)
        if end < len(wire):
            return self._began + wire[end][0]
        self.finish().add_done_callback(retrieved)
        self._played.set_result(None)
        return None


def kernel_arrival(ancillary: list[tuple[int, int, bytes]]) -> float | None:
    """The receive time a `recvmsg` on a socket with `SO_TIMESTAMPNS` carried, as a
    `time.monotonic()` reading; None if it carried none. The kernel stamps the wall clock."""
    for level, kind, data in ancillary:
        if level == socket.SOL_SOCKET and kind == SO_TIMESTAMPNS:
            seconds, nanoseconds = _TIMESPEC.unpack(data)
            return seconds + nanoseconds / 1e9 - _wall_ahead_of_monotonic()
    return None


def _wall_ahead_of_monotonic() -> float:
    """How far the wall clock reads ahead of the monotonic one, from the tightest of three
    brackets: a process preempted between its two readings would shift a stamp by as long
    as it waited, on a loaded machine more than a request takes to cross the loopback."""
    brackets = []
    for _ in range(3):
        before = time.monotonic()
        wall = time.time()
        after = time.monotonic()
        brackets.append((after - before, wall - (before + after) / 2))
    return min(brackets)[1]


def retrieved(written: asyncio.Future[None]) -> None:
    """For a write's future: a write to a client that has gone fails, and the writer learns
    of it otherwise (here as `gone`), so its error needs no other look."""
    if not written.cancelled():
        written.exception()


class ArrivalStampedStream(IOStream):
    """An `IOStream` that keeps the kernel's receive time of the latest bytes it read, as a
    `time.monotonic()` reading (0.0 until a read carried one)."""

    arrived = 0.0

    def read_from_fd(self, buf: bytearray | memoryview) -> int | None:
        try:
            size, ancillary, _, _ = self.socket.recvmsg_into([buf], STAMP_SPACE)
        except BlockingIOError:
            return None
        finally:
            del buf
        self.arrived = kernel_arrival(ancillary) or self.arrived
        return size


class ArrivalStampingServer(HTTPServer):
    connections = 0  # accepted so far

    def handle_stream(self, stream: IOStream, address: tuple[Any, ...]) -> None:
        self.connections += 1
        # The accepted stream has read nothing yet: the same socket, read by a stamping stream.
        stamped = ArrivalStampedStream(
            stream.socket,
            max_buffer_size=stream.max_buffer_size,
            read_chunk_size=stream.read_chunk_size,
        )
        super().handle_stream(stamped, address)


class Timings(tornado.web.RequestHandler):
    """`GET /timings`: per request, when it reached the socket, when its handler ran and when
    its first token left, for the bench."""

    def initialize(self, model: ScriptedModel) -> None:
        self.model = model

    def get(self) -> None:
        self.set_header("Content-Type", "application/json")
        self.finish(json.dumps(self.model.timings))


async def _serve(port: int, tokens: int, rate: float, first_after: float) -> None:
    model = ScriptedModel(default=paced(tokens, rate, first_after))
    model.start(port)
    # The bench counts this server's pauses as the hub's time (a request is "at the model"
    # when this server's handler runs). With a thousand streams open, a full collection
    # stopped it for 60-120 ms every second of the run; a bench's model leaks nothing that
    # matters over a minute without one.
    gc.collect()
    gc.freeze()
    gc.disable()
    print(
        f"scripted model on {model.url}: {tokens} tokens at {rate}/s, the first after"
        f" {first_after * 1000:g} ms",
        flush=True,
    )
    await asyncio.Event().wait()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--tokens", type=int, default=200)
    parser.add_argument("--rate", type=float, default=40.0)
    parser.add_argument("--first-token-ms", type=float, default=0.0)
    args = parser.parse_args()
    asyncio.run(_serve(args.port, args.tokens, args.rate, args.first_token_ms / 1000))


if __name__ == "__main__":
    main()
