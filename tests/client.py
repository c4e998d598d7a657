"""Real clients for tests: HTTP over tornado's client, SSE over a raw socket.

The SSE client speaks HTTP/1.1 itself (request line, headers, chunked body) so a test can
read events as they arrive and hang up mid-stream, as a phone losing signal would.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable
from dataclasses import dataclass, field
from json import dumps as json_dumps
from json import loads as json_loads
from typing import Any, ClassVar

from tornado.httpclient import AsyncHTTPClient, HTTPRequest


def _not_json(constant: str) -> Any:
    raise ValueError(f"{constant} is not JSON: a browser's JSON.parse refuses it")


def strict_loads(text: str | bytes) -> Any:
    """What the hub sent, read as a browser would: the standard library's parser, not the
    hub's own, and without the NaN and Infinity it would otherwise accept."""
    return json_loads(text, parse_constant=_not_json)


def compact(value: Any) -> str:
    """A request body as a client library writes one: no spaces, non-ASCII unescaped."""
    return json_dumps(value, ensure_ascii=False, separators=(",", ":"))


@dataclass
class Reply:
    status: int
    headers: dict[str, str]
    body: bytes

    @property
    def json(self) -> Any:
        return strict_loads(self.body)

    @property
    def results(self) -> Any:
        return self.json["results"]

    @property
    def status_message(self) -> str:
        return self.json["statusMessage"]


@dataclass
class Event:
    event: str
    data: Any
    id: str | None = None


def auth_headers(
    token: str | None = None, guest: str | None = None, language: str | None = None
) -> dict[str, str]:
    headers = {}
    if token is not None:
        headers["Authorization"] = f"Bearer {token}"
    if guest is not None:
        headers["X-Assistant-Guest"] = guest
    if language is not None:
        headers["Accept-Language"] = language
    return headers


class HubClient:
    # Called with (method, url, reply) after every request: the suite checks each reply
    # against the API description (see tests/contract.py).
    checks: ClassVar[list[Callable[[str, str, Reply], None]]] = []

    def __init__(self, base_url: str, max_clients: int = 10) -> None:
        """`max_clients`: requests in flight at once; more wait in the client's queue."""
        self.base_url = base_url
        self._http = AsyncHTTPClient(force_instance=True, max_clients=max_clients)

    def close(self) -> None:
        self._http.close()

    async def request(
        self,
        method: str,
        path: str,
        *,
        json: Any = None,
        body: bytes | str | None = None,
        headers: dict[str, str] | None = None,
        token: str | None = None,
        guest: str | None = None,
        language: str | None = None,
    ) -> Reply:
        all_headers = auth_headers(token, guest, language)
        all_headers.update(headers or {})
        if json is not None:
            body = compact(json)
            all_headers.setdefault("Content-Type", "application/json")
        if body is None and method in ("POST", "PATCH", "PUT"):
            body = b""
        response = await self._http.fetch(
            HTTPRequest(
                self.base_url + path,
                method=method,
                body=body,
                headers=all_headers,
                request_timeout=30,
                allow_nonstandard_methods=True,
            ),
            raise_error=False,
        )
        reply = Reply(response.code, dict(response.headers.get_all()), response.body or b"")
        for check in self.checks:
            check(method, self.base_url + path, reply)
        return reply

    async def get(self, path: str, **kwargs: Any) -> Reply:
        return await self.request("GET", path, **kwargs)

    async def post(self, path: str, **kwargs: Any) -> Reply:
        return await self.request("POST", path, **kwargs)

    async def patch(self, path: str, **kwargs: Any) -> Reply:
        return await self.request("PATCH", path, **kwargs)

    async def stream(
        self,
        method: str,
        path: str,
        *,
        json: Any = None,
        token: str | None = None,
        guest: str | None = None,
        language: str | None = None,
        headers: dict[str, str] | None = None,
    ) -> SSEStream:
        all_headers = {"Accept": "text/event-stream", **auth_headers(token, guest, language)}
        all_headers.update(headers or {})
        body = b"" if json is None else compact(json).encode()
        if json is not None:
            all_headers["Content-Type"] = "application/json"
        stream = SSEStream()
        await stream.open(self.base_url, method, path, all_headers, body)
        return stream


@dataclass
class SSEStream:
    status: int = 0
    headers: dict[str, str] = field(default_factory=dict)
    comments: list[str] = field(default_factory=list)
    retry: int | None = None  # the stream's `retry:` field, once read
    retry_first: bool = False  # `retry:` came before any event
    frames: list[str] = field(default_factory=list)  # every frame as sent, comments included
    retries: list[int] = field(default_factory=list)  # every `retry:` the server sent
    _reader: asyncio.StreamReader | None = None
    _writer: asyncio.StreamWriter | None = None
    _buffer: str = ""
    _chunked: bool = False
    _remaining: int | None = None
    _events_seen: int = 0

    async def open(
        self, base_url: str, method: str, path: str, headers: dict[str, str], body: bytes
    ) -> None:
        hostport = base_url.removeprefix("http://")
        host, _, port = hostport.partition(":")
        self._reader, self._writer = await asyncio.open_connection(host, int(port))
        lines = [f"{method} {path} HTTP/1.1", f"Host: {hostport}", "Connection: close"]
        lines += [f"{k}: {v}" for k, v in headers.items()]
        if body or method in ("POST", "PATCH", "PUT"):
            lines.append(f"Content-Length: {len(body)}")
        self._writer.write(("\r\n".join(lines) + "\r\n\r\n").encode() + body)
        await self._writer.drain()
        status_line = await self._reader.readline()
        self.status = int(status_line.split()[1])
        while True:
            line = (await self._reader.readline()).decode().rstrip("\r\n")
            if not line:
                break
            name, _, value = line.partition(":")
            self.headers[name.strip().lower()] = value.strip()
        self._chunked = self.headers.get("transfer-encoding", "").lower() == "chunked"
        if "content-length" in self.headers:
            self._remaining = int(self.headers["content-length"])

    async def _read_more(self) -> bool:
        assert self._reader is not None
        if self._chunked:
            size_line = await self._reader.readline()
            if not size_line:
                return False
            size = int(size_line.strip() or b"0", 16)
            if size == 0:
                return False
            data = await self._reader.readexactly(size + 2)
            self._buffer += data[:-2].decode()
            return True
        if self._remaining is not None:
            if self._remaining <= 0:
                return False
            data = await self._reader.read(self._remaining)
            self._remaining -= len(data)
        else:
            data = await self._reader.read(65536)
        if not data:
            return False
        self._buffer += data.decode()
        return True

    async def next_event(self, timeout: float = 10.0) -> Event | None:
        """The next event, or None when the server ended the stream."""
        return await asyncio.wait_for(self._next_event(), timeout)

    async def _next_event(self) -> Event | None:
        while True:
            while "\n\n" in self._buffer:
                frame, self._buffer = self._buffer.split("\n\n", 1)
                self.frames.append(frame)
                event = self._parse(frame)
                if event is not None:
                    return event
            if not await self._read_more():
                return None

    def _parse(self, frame: str) -> Event | None:
        name, data, event_id = "message", [], None
        for line in frame.split("\n"):
            if line.startswith(":"):
                self.comments.append(line[1:].strip())
                continue
            key, _, value = line.partition(":")
            value = value.removeprefix(" ")
            if key == "event":
                name = value
            elif key == "data":
                data.append(value)
            elif key == "id":
                event_id = value
            elif key == "retry" and value.isdigit():
                self.retries.append(int(value))
                self.retry_first = self.retry is None and not self._events_seen
                self.retry = int(value)
        if not data:
            return None
        self._events_seen += 1
        return Event(name, strict_loads("\n".join(data)), event_id)

    async def events_until(self, *names: str, timeout: float = 20.0) -> list[Event]:
        """Every event up to and including the first one named in `names` (or the end)."""
        events: list[Event] = []
        while True:
            event = await self.next_event(timeout)
            if event is None:
                return events
            events.append(event)
            if event.event in names:
                return events

    async def rest(self, timeout: float = 20.0) -> list[Event]:
        events = []
        while (event := await self.next_event(timeout)) is not None:
            events.append(event)
        return events

    def close(self) -> None:
        if self._writer is not None:
            with contextlib.suppress(Exception):
                self._writer.close()
            self._writer = None
