"""The model server, spoken to as OpenAI-compatible Chat Completions with `stream: true`.

One `ModelServer` per hub. It posts to `{HUB_LLM_URL}/chat/completions` over Tornado's
`AsyncHTTPClient` on the hub's own loop (no thread, no second loop) and hands back the
streamed reply as `ModelChunk`s as the bytes arrive. `HUB_LLM_MAX_CONCURRENCY` bounds the
requests open at once: a slot is held from the request until its connection is done with,
so the bound is what the model server actually sees.

Whatever goes wrong upstream is one exception, `UpstreamFailed`, whose `cause` is a short
label (`http_429`, `timeout`, `dropped`, `malformed`...) for the log and the
`brain_fallbacks` counter. A consumer that stops reading (the shopper pressed stop) aborts
the request: the next bytes from the server close the connection instead of being read.
"""

from __future__ import annotations

import asyncio
import codecs
import contextlib
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import Any

import ujson
from tornado.httpclient import AsyncHTTPClient, HTTPRequest, HTTPResponse
from tornado.simple_httpclient import HTTPTimeoutError

from hub.settings import HubSettings

Record = dict[str, Any]

ERROR_BODY_LIMIT = 2048  # bytes of an error answer kept for the log


class UpstreamFailed(Exception):
    """The model server did not give a usable answer; `cause` labels why."""

    def __init__(self, cause: str, detail: str = "") -> None:
        super().__init__(f"{cause}: {detail}" if detail else cause)
        self.cause = cause


class _Aborted(Exception):
    """Raised inside the client's body callback to drop a request nobody reads any more."""


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


class _LineReader:
    """Bytes of an SSE body in, complete `data:` payloads out (UTF-8 split anywhere)."""

    def __init__(self) -> None:
        self._decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")
        self._pending = ""

    def feed(self, data: bytes) -> list[str]:
        self._pending += self._decoder.decode(data)
        *lines, self._pending = self._pending.split("\n")
        payloads = []
        for line in lines:
            line = line.rstrip("\r")
            if line.startswith("data:"):
                payloads.append(line[5:].strip())
        return payloads


class ModelServer:
    def __init__(self, settings: HubSettings) -> None:
        if not settings.llm_url:
            raise ValueError("HUB_LLM_URL is not set")
        self.url = settings.llm_url.rstrip("/") + "/chat/completions"
        self.model = settings.llm_model or ""
        self.api_key = settings.llm_api_key
        self.timeout = settings.llm_timeout_seconds
        self.max_concurrency = settings.llm_max_concurrency
        self._slots = asyncio.Semaphore(settings.llm_max_concurrency)
        self._http: AsyncHTTPClient | None = None

    def _client(self) -> AsyncHTTPClient:
        if self._http is None:
            # Its own instance: the hub's other fetches never queue behind model turns, and
            # its queue is never the bound (the semaphore is).
            self._http = AsyncHTTPClient(force_instance=True, max_clients=self.max_concurrency)
        return self._http

    def close(self) -> None:
        if self._http is not None:
            self._http.close()
            self._http = None

    async def stream(
        self, messages: list[Record], tools: list[Record]
    ) -> AsyncIterator[ModelChunk]:
        """The model's reply to `messages`, chunk by chunk; raises `UpstreamFailed`."""
        body: Record = {
            "model": self.model,
            "messages": messages,
            "stream": True,
            "stream_options": {"include_usage": True},
        }
        if tools:
            body["tools"] = tools
            body["tool_choice"] = "auto"
        headers = {"Content-Type": "application/json", "Accept": "text/event-stream"}
        if self.api_key:
            headers["Authorization"] = f"Bearer {self.api_key}"

        exchange = _Exchange()
        request = HTTPRequest(
            self.url,
            method="POST",
            body=ujson.dumps(body, ensure_ascii=False),
            headers=headers,
            request_timeout=self.timeout,
            connect_timeout=min(self.timeout, 10.0),
            header_callback=exchange.on_header,
            streaming_callback=exchange.on_body,
        )
        await self._slots.acquire()
        try:
            fetch = self._client().fetch(request, raise_error=False)
        except BaseException:
            self._slots.release()
            raise
        fetch.add_done_callback(lambda _: self._slots.release())
        fetch.add_done_callback(exchange.on_done)
        try:
            async for chunk in exchange.chunks(fetch):
                yield chunk
        finally:
            exchange.reading = False  # the next bytes from the server drop the connection


class _Exchange:
    """The answering side of one request: its status, its `data:` payloads, its error body."""

    def __init__(self) -> None:
        self.reading = True
        self._status = 0
        self._payloads: asyncio.Queue[str | None] = asyncio.Queue()
        self._lines = _LineReader()
        self._error_body = bytearray()

    def on_header(self, line: str) -> None:
        if line.startswith("HTTP/"):
            parts = line.split()
            self._status = int(parts[1]) if len(parts) > 1 and parts[1].isdigit() else 0

    def on_body(self, data: bytes) -> None:
        if not self.reading:
            raise _Aborted()
        if self._status != 200:
            self._error_body.extend(data[: ERROR_BODY_LIMIT - len(self._error_body)])
            return
        for payload in self._lines.feed(data):
            self._payloads.put_nowait(payload)

    def on_done(self, fetch: asyncio.Future[HTTPResponse]) -> None:
        # Retrieved here too: a request dropped by `_Aborted` after the reader has gone
        # must not leave "exception never retrieved" behind.
        with contextlib.suppress(BaseException):
            fetch.result()
        self._payloads.put_nowait(None)

    async def chunks(self, fetch: asyncio.Future[HTTPResponse]) -> AsyncIterator[ModelChunk]:
        """Until `[DONE]`; whatever arrived since the last look is one chunk, so under load
        the hub relays fewer, larger pieces instead of falling behind token by token."""
        queue = self._payloads
        while True:
            payloads = [await queue.get()]
            while not queue.empty():
                payloads.append(queue.get_nowait())
            merged = ModelChunk()
            for payload in payloads:
                if payload is None or payload == "[DONE]":
                    break
                merged.add(parse_chunk(_decoded(payload)))
            if merged.text or merged.tool_calls or merged.finish_reason or merged.usage:
                yield merged
            if payload == "[DONE]":
                return
            if payload is None:
                _raise_for(fetch, bytes(self._error_body))
                raise UpstreamFailed("dropped", "the stream ended without [DONE]")


def _decoded(payload: str) -> Any:
    try:
        return ujson.loads(payload)
    except ValueError as exc:
        raise UpstreamFailed("malformed", "a chunk that is not JSON") from exc


def _raise_for(fetch: asyncio.Future[HTTPResponse], error_body: bytes) -> None:
    """A finished request that brought no `[DONE]`: say why."""
    try:
        response = fetch.result()
    except (HTTPTimeoutError, TimeoutError) as exc:
        raise UpstreamFailed("timeout", str(exc)) from exc
    except OSError as exc:
        raise UpstreamFailed("unreachable", str(exc)) from exc
    except Exception as exc:
        raise UpstreamFailed("dropped", str(exc)) from exc
    if response.code != 200:
        detail = error_body.decode("utf-8", "replace")[:200]
        raise UpstreamFailed(f"http_{response.code}", detail)
