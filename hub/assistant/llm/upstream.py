"""The model server, spoken to as OpenAI-compatible Chat Completions with `stream: true`.

One `ModelServer` per hub. It posts to `{HUB_LLM_URL}/chat/completions` on the hub's own
loop (no thread, no second loop), over connections kept alive from one turn to the next
(`connections.ModelConnections`). `HUB_LLM_MAX_CONCURRENCY` bounds the requests open at
once: a slot is held from the request until its connection is done with, so the bound is
what the model server actually sees.

The reply comes back as `ModelChunk`s: the first as soon as it arrives, then at most one
per `RELAY_INTERVAL` (fewer when the hub is busy: `relays.RelaySchedule`), each holding
everything the model sent in between. A model streams a token at a time; a shopper's screen
gains nothing from being written to more often than this, and the hub's work per turn then
follows the interval, not the model's pace.

Whatever goes wrong upstream is one exception, `UpstreamFailed`, whose `cause` is a short
label (`http_429`, `timeout`, `dropped`, `malformed`...) for the log and the
`brain_fallbacks` counter. A consumer that stops reading (the shopper pressed stop) closes
the connection at once, even while the model is silent.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncGenerator, AsyncIterator
from dataclasses import dataclass, field
from typing import Any

import orjson

from hub.assistant.llm.connections import (
    MalformedResponse,
    ModelConnection,
    ModelConnections,
    Unreachable,
)
from hub.assistant.llm.relays import Hold, RelaySchedule
from hub.record import Record
from hub.settings import HubSettings

ERROR_BODY_LIMIT = 2048  # bytes of an error answer kept for the log
# Seconds between two relayed pieces of one reply (bench/long_turns.py chose it: at 50 ms
# a hub spent about twice the CPU per token, every piece being a socket write to the
# shopper; at 100 ms a reply still appears a few words at a time, ten times a second).
RELAY_INTERVAL = 0.1
# How long a reply's body may take to end after `[DONE]`: servers send the chunked
# encoding's last chunk as a write of its own, usually right behind it.
BODY_END_SECONDS = 0.5


class UpstreamFailed(Exception):
    """The model server did not give a usable answer; `cause` labels why."""

    def __init__(self, cause: str, detail: str = "") -> None:
        super().__init__(f"{cause}: {detail}" if detail else cause)
        self.cause = cause


@dataclass
class ToolCall:
    """One tool call as the model streamed it; `arguments` is JSON text, unparsed."""

    call_id: str
    name: str = ""
    arguments: str = ""


@dataclass
class ModelChunk:
    """What one streamed chunk adds: text, tool-call pieces, the finish reason, usage."""

    text: str = ""
    tool_calls: list[Record] = field(default_factory=list)
    finish_reason: str | None = None
    usage: Record | None = None

    def add(self, later: ModelChunk) -> None:
        """Take in the chunk that came after this one."""
        self.text += later.text
        self.tool_calls.extend(later.tool_calls)
        self.finish_reason = later.finish_reason or self.finish_reason
        self.usage = later.usage or self.usage


def parse_chunk(payload: Any) -> ModelChunk:
    """One `data:` object of the stream; anything not shaped like a chunk is malformed."""
    if not isinstance(payload, dict):
        raise UpstreamFailed("malformed", "a chunk that is not an object")
    if "error" in payload:
        raise UpstreamFailed("upstream_error", str(payload["error"])[:200])
    chunk = ModelChunk(
        usage=payload.get("usage") if isinstance(payload.get("usage"), dict) else None
    )
    choices = payload.get("choices") or []
    if not isinstance(choices, list):
        raise UpstreamFailed("malformed", "choices is not a list")
    for choice in choices:
        if not isinstance(choice, dict):
            raise UpstreamFailed("malformed", "a choice that is not an object")
        delta = choice.get("delta") or {}
        if not isinstance(delta, dict):
            raise UpstreamFailed("malformed", "a delta that is not an object")
        content = delta.get("content")
        if isinstance(content, str):
            chunk.text += content
        calls = delta.get("tool_calls") or []
        if not isinstance(calls, list) or not all(isinstance(call, dict) for call in calls):
            raise UpstreamFailed("malformed", "tool_calls is not a list of objects")
        chunk.tool_calls.extend(calls)
        if choice.get("finish_reason"):
            chunk.finish_reason = str(choice["finish_reason"])
    return chunk


class ToolCallAssembler:
    """Tool calls arrive in pieces keyed by `index`: the id and name first, the arguments
    as fragments of JSON text across any number of chunks."""

    def __init__(self, prefix: str = "call_") -> None:
        self._prefix = prefix  # for calls the server sends without an id
        self._calls: dict[int, ToolCall] = {}

    def add(self, pieces: list[Record]) -> None:
        for piece in pieces:
            index = piece.get("index", len(self._calls))
            if not isinstance(index, int):
                raise UpstreamFailed("malformed", "a tool call index that is not a number")
            call = self._calls.setdefault(index, ToolCall(call_id=f"{self._prefix}{index}"))
            if isinstance(piece.get("id"), str) and piece["id"]:
                call.call_id = piece["id"]
            function = piece.get("function") or {}
            if not isinstance(function, dict):
                raise UpstreamFailed("malformed", "a tool call function that is not an object")
            if isinstance(function.get("name"), str):
                call.name += function["name"]
            if isinstance(function.get("arguments"), str):
                call.arguments += function["arguments"]

    def calls(self) -> list[ToolCall]:
        return [self._calls[index] for index in sorted(self._calls)]


class ModelServer:
    def __init__(self, settings: HubSettings) -> None:
        if not settings.llm_url:
            raise ValueError("HUB_LLM_URL is not set")
        self.url = settings.llm_url.rstrip("/") + "/chat/completions"
        self.model = settings.llm_model or ""
        self.timeout = settings.llm_timeout_seconds
        self._slots = asyncio.Semaphore(settings.llm_max_concurrency)
        self._connections = ModelConnections(self.url, min(self.timeout, 10.0))
        # Every request's head but its length: the same for every turn.
        self._head = (
            f"POST {self._connections.path} HTTP/1.1\r\nHost: {self._connections.authority}\r\n"
            "Content-Type: application/json\r\nAccept: text/event-stream\r\n"
            + (f"Authorization: Bearer {settings.llm_api_key}\r\n" if settings.llm_api_key else "")
        ).encode()
        self._relays: RelaySchedule | None = None

    def _schedule(self) -> RelaySchedule:
        if self._relays is None:
            self._relays = RelaySchedule(RELAY_INTERVAL)  # made on first use: it takes the loop
        return self._relays

    async def close(self) -> None:
        self._connections.close()

    async def stream(
        self, messages: list[Record], tools: bytes
    ) -> AsyncGenerator[ModelChunk, None]:
        """The model's reply to `messages`, chunk by chunk; raises `UpstreamFailed`.

        `tools` is the request's `tools` array as JSON, empty for none. It is the same every
        turn, so its caller serializes it once: walking its few KB again at each turn's start
        took most of the time spent building the request.
        """
        body = orjson.dumps(
            {
                "model": self.model,
                "messages": messages,
                "stream": True,
                "stream_options": {"include_usage": True},
            }
        )
        if tools:
            body = body[:-1] + b',"tools":' + tools + b',"tool_choice":"auto"}'
        head = self._head + b"Content-Length: %d\r\n\r\n" % len(body)
        async with self._slots:
            deadline = asyncio.get_running_loop().time() + self.timeout
            try:
                connection = await self._connections.request(head, body, deadline)
            except (OSError, TimeoutError, MalformedResponse) as exc:
                raise _failure(exc) from exc
            try:
                if connection.status != 200:
                    detail = await _error_body(connection)
                    raise UpstreamFailed(f"http_{connection.status}", detail)
                async for chunk in _chunks(connection, self._schedule()):
                    yield chunk
                await _body_ended(connection)
            except (OSError, TimeoutError, MalformedResponse) as exc:
                raise _failure(exc) from exc
            finally:
                # Kept for the next request if the server ended the body; else closed.
                self._connections.release(connection)


async def _chunks(
    connection: ModelConnection, schedule: RelaySchedule
) -> AsyncIterator[ModelChunk]:
    """Until `[DONE]`: the first chunk at once, then whatever arrived until `schedule` let the
    connection be read again (`RELAY_INTERVAL` at the soonest) as one chunk.

    Between two relays the connection is not read at all: the model's tokens wait in the
    socket and come in one read, where each would otherwise wake the hub for its own read
    and parse (a model writes a token at a time). The stream then costs the hub about a
    wake-up per relay rather than one per token.
    """
    pending = b""
    held: Hold | None = None
    try:
        while True:
            data = await connection.read()
            began = time.perf_counter()
            if not data:
                raise UpstreamFailed("dropped", "the stream ended without [DONE]")
            pending += data
            end = pending.rfind(b"\n") + 1
            if not end:
                continue
            merged, finished = _merged(pending[:end])
            pending = pending[end:]
            if merged.text or merged.tool_calls or merged.finish_reason or merged.usage:
                yield merged
            if finished:
                return
            if merged.text:
                held = _hold(connection, schedule, time.perf_counter() - began)
    finally:
        if held is not None:
            held.cancel()


async def _body_ended(connection: ModelConnection) -> None:
    """Read the body to its end, if it ends soon after `[DONE]` (anything more is ignored).

    Only a connection whose body was read to its end serves another request: the next one
    (the next turn, or the same turn's next round after a tool call) would otherwise pay for
    a new connection, a TLS handshake to a hosted API. A short reply ends in the same read
    as `[DONE]` only by luck. `[DONE]` may have come from what was read before the last
    relay paused the connection, so it is resumed first.
    """
    if connection.transport is not None:
        connection.transport.resume_reading()
    try:
        async with asyncio.timeout(BODY_END_SECONDS):
            while await connection.read():
                pass
    except (OSError, TimeoutError, MalformedResponse):
        pass  # not ended: the connection is closed on release


def _hold(connection: ModelConnection, schedule: RelaySchedule, spent: float) -> Hold | None:
    """Stop reading the connection until `schedule` resumes it."""
    transport = connection.transport
    if transport is None or transport.is_closing():
        return None
    return schedule.hold(transport, spent)


def _merged(block: bytes) -> tuple[ModelChunk, bool]:
    """The `data:` lines of `block` as one chunk, and whether `[DONE]` ended them."""
    merged = ModelChunk()
    texts: list[str] = []
    for line in block.split(b"\n"):
        if not line.startswith(b"data:"):
            continue
        payload = line[5:].strip()
        if payload == b"[DONE]":
            merged.text = "".join(texts)
            return merged, True
        decoded = _decoded(payload)
        text = _plain_text(decoded)
        if text is None:
            chunk = parse_chunk(decoded)
            texts.append(chunk.text)
            chunk.text = ""
            merged.add(chunk)
        else:
            texts.append(text)
    merged.text = "".join(texts)
    return merged, False


def _plain_text(payload: Any) -> str | None:
    """The text of a chunk that carries text and nothing else, as nearly every chunk of a
    reply does; None for any other, which `parse_chunk` reads in full. A token's worth of
    work is paid for every token, so this one does as little as it can."""
    if type(payload) is not dict or "error" in payload or payload.get("usage"):
        return None
    choices = payload.get("choices")
    if type(choices) is not list or len(choices) != 1:
        return None
    choice = choices[0]
    if type(choice) is not dict or choice.get("finish_reason"):
        return None
    delta = choice.get("delta")
    if type(delta) is not dict or delta.get("tool_calls"):
        return None
    content = delta.get("content")
    return content if type(content) is str else None


def _decoded(payload: bytes) -> Any:
    try:
        return orjson.loads(payload)
    except orjson.JSONDecodeError as exc:
        raise UpstreamFailed("malformed", "a chunk that is not JSON") from exc


async def _error_body(connection: ModelConnection) -> str:
    data = b""
    try:
        async with asyncio.timeout(BODY_END_SECONDS):
            while len(data) < ERROR_BODY_LIMIT and (more := await connection.read()):
                data += more
    except (OSError, TimeoutError, MalformedResponse):
        pass
    return data[:ERROR_BODY_LIMIT].decode("utf-8", "replace")[:200]


def _failure(exc: BaseException) -> UpstreamFailed:
    """Why a request failed, as the cause label of `UpstreamFailed`."""
    if isinstance(exc, TimeoutError):
        return UpstreamFailed("timeout", str(exc) or "no answer in HUB_LLM_TIMEOUT_SECONDS")
    if isinstance(exc, MalformedResponse):
        return UpstreamFailed("malformed", str(exc))
    if isinstance(exc, Unreachable):
        return UpstreamFailed("unreachable", str(exc))
    return UpstreamFailed("dropped", str(exc) or type(exc).__name__)
