"""Connections to the model server: HTTP/1.1 on the hub's loop, kept alive between turns.

A turn asks the model one POST and reads its streamed reply for seconds. The hub did this
through aiohttp's client, and a turn's start paid for its generality: a request object, its
timers, a task to write the body, a stream reader woken for every read. Against the scripted
model server that came to about 200 µs of CPU more per request than writing the request to a
kept socket and reading the reply from a protocol (`bench.turn_start` measures what a
turn's start costs beside Tornado alone; the performance log has the figures).

Here the request is written in the caller's own step, the reply's head and body are parsed
as they arrive (`Content-Length`, chunked, or up to the close), and the body waits in one
buffer for the turn to read it. Reading stops when the relay schedule pauses the transport
and the model's tokens then wait in the socket (`relays.RelaySchedule`). A connection whose
reply was read to its end goes back to `ModelConnections` for the next request; any other
is closed. Failures come out as `Unreachable` (no connection), another `OSError` (the
connection lost), `TimeoutError` (the request's deadline) or `MalformedResponse` (bytes that
are not HTTP).
"""

from __future__ import annotations

import asyncio
import re
import ssl
import urllib.parse

MAX_HEAD = 65536  # bytes of status line and headers a reply may take
# Only ASCII digits: `str.isdigit` and `int` also take "²", "-1", "0x10" and "1_0".
_DIGITS = re.compile(r"[0-9]{1,18}")
_HEX_DIGITS = re.compile(rb"[0-9A-Fa-f]{1,16}")


class MalformedResponse(Exception):
    """The model server answered with something that is not an HTTP/1.x reply."""


class Unreachable(OSError):
    """No connection to the model server could be made."""


class ModelConnection(asyncio.Protocol):
    """One connection to the model server and the reply being read from it."""

    def __init__(self) -> None:
        self.transport: asyncio.Transport | None = None
        self.status = 0
        self.keep_alive = False  # the server keeps the connection open after this reply
        self.ended = False  # the reply's body was read to its end
        self.answered = False  # a byte of the reply came
        self._busy = False
        self._raw = b""  # received, not parsed yet
        self._body = bytearray()  # parsed, not read yet
        self._in_head = True
        self._chunked = False
        self._chunk_state = "size"  # in a chunked body: "size", "data", "crlf" or "trailer"
        self._chunk_left = 0  # bytes of the chunk being read still to come
        self._left: int | None = None  # bytes of a `Content-Length` body still to come
        self._failure: BaseException | None = None
        self._waiter: asyncio.Future[None] | None = None
        self._deadline: asyncio.TimerHandle | None = None

    # -- the protocol ---------------------------------------------------------------------

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.Transport)
        self.transport = transport

    def data_received(self, data: bytes) -> None:
        if not self._busy:  # nothing was asked: a server that talks out of turn is not reused
            self._fail(MalformedResponse("bytes between two replies"))
            return
        self.answered = True
        self._raw += data
        try:
            self._parse()
        except MalformedResponse as exc:
            self._fail(exc)
            return
        self._wake()

    def eof_received(self) -> bool:
        if self._busy and not self._in_head and not self._chunked and self._left is None:
            self._end()  # a body that runs to the close has ended
        return False

    def connection_lost(self, exc: Exception | None) -> None:
        self.transport = None
        if not self.ended:
            self._fail(exc or ConnectionResetError("the model server closed the connection"))

    # -- a request ------------------------------------------------------------------------

    @property
    def usable(self) -> bool:
        """Open and between replies: fit for the next request."""
        return self.transport is not None and not self.transport.is_closing() and not self._busy

    def send(self, request: bytes, deadline: float) -> None:
        """Write `request`; its reply must have ended by the loop's time `deadline`."""
        assert self.transport is not None and not self._busy
        loop = asyncio.get_running_loop()
        self._busy, self.ended, self.answered = True, False, False
        self.status, self.keep_alive, self._in_head, self._raw = 0, False, True, b""
        self._deadline = loop.call_at(deadline, self._time_out)
        self.transport.write(request)

    async def head(self) -> None:
        """Wait for the reply's status line and headers."""
        while self._in_head:
            await self._wait()

    async def read(self) -> bytes:
        """The body's bytes come since the last read, waiting for some; b"" once it ended."""
        while not self._body:
            if self.ended:
                return b""
            await self._wait()
        data = bytes(self._body)
        self._body.clear()
        return data

    def release(self) -> bool:
        """Done with the reply: whether the connection may serve another request."""
        if self._deadline is not None:
            self._deadline.cancel()
            self._deadline = None
        reusable = (
            self.ended
            and self.keep_alive
            and self._failure is None
            and not (self._body or self._raw)
        )
        self._busy = False
        if not reusable:
            self.close()
        elif self.transport is not None:
            # A reply can end while the relay schedule holds its connection paused (the rest
            # came in the read before the pause); the next request must find it reading.
            self.transport.resume_reading()
        return reusable and self.usable

    def close(self) -> None:
        if self.transport is not None:
            self.transport.close()

    # -- the reply as it comes ------------------------------------------------------------

    async def _wait(self) -> None:
        if self._failure is not None:
            raise self._failure
        waiter = self._waiter = asyncio.get_running_loop().create_future()
        try:
            await waiter
        finally:
            self._waiter = None
        if self._failure is not None:
            raise self._failure

    def _wake(self) -> None:
        waiter = self._waiter
        if waiter is not None and not waiter.done():
            waiter.set_result(None)

    def _fail(self, exc: BaseException) -> None:
        if self._failure is None:
            self._failure = exc
        self.close()
        self._wake()

    def _time_out(self) -> None:
        self._deadline = None
        self._fail(TimeoutError("no whole answer within HUB_LLM_TIMEOUT_SECONDS"))

    def _end(self) -> None:
        self.ended = True
        self._wake()

    def _parse(self) -> None:
        while self._in_head:
            if not self._head():
                return
        if self._chunked:
            self._chunks()
        elif self._left is None:  # up to the close
            self._body += self._raw
            self._raw = b""
        else:
            taken = self._raw[: self._left]
            self._body += taken
            self._raw, self._left = self._raw[self._left :], self._left - len(taken)
            if self._left == 0:
                self._end()

    def _head(self) -> bool:
        """Parse one head if it is all here; False if more is to come."""
        end = self._raw.find(b"\r\n\r\n")
        if end < 0:
            if len(self._raw) > MAX_HEAD:
                raise MalformedResponse("a head longer than 64 KiB")
            return False
        lines = self._raw[:end].decode("latin-1").split("\r\n")
        self._raw = self._raw[end + 4 :]
        version, _, rest = lines[0].partition(" ")
        code = rest[:3]
        if not version.startswith("HTTP/1.") or not _DIGITS.fullmatch(code):
            raise MalformedResponse(f"a status line {lines[0][:40]!r}")
        if code.startswith("1"):  # 100 Continue and the like: the reply's head comes next
            return True
        headers: dict[str, str] = {}
        for line in lines[1:]:
            name, colon, value = line.partition(":")
            if not colon:
                raise MalformedResponse("a header line without a colon")
            headers[name.strip().lower()] = value.strip().lower()
        connection = headers.get("connection", "")
        self.status = int(code)
        self.keep_alive = (
            "close" not in connection if version == "HTTP/1.1" else "keep-alive" in connection
        )
        self._in_head = False
        self._chunked = "chunked" in headers.get("transfer-encoding", "")
        self._chunk_state, self._left = "size", None
        if not self._chunked and "content-length" in headers:
            length = headers["content-length"]
            if not _DIGITS.fullmatch(length):
                raise MalformedResponse("a Content-Length that is not a number")
            self._left = int(length)
        elif not self._chunked:
            self.keep_alive = False  # the body ends with the connection
        if self._left == 0 or self.status in (204, 304):
            self._left = 0
            self._end()
        return True

    def _chunks(self) -> None:
        """Move what has come of the chunks into the body: sizes, data, CRLFs, trailer."""
        raw, at = self._raw, 0
        while not self.ended:
            state = self._chunk_state
            if state == "data":
                taken = raw[at : at + self._chunk_left]
                self._body += taken
                at += len(taken)
                self._chunk_left -= len(taken)
                if self._chunk_left:
                    break
                self._chunk_state = "crlf"
            elif state == "crlf":
                if len(raw) - at < 2:
                    break
                if raw[at : at + 2] != b"\r\n":
                    raise MalformedResponse("a chunk that does not end with CRLF")
                at += 2
                self._chunk_state = "size"
            else:  # a size line, or a line of the trailer
                end = raw.find(b"\r\n", at)
                if end < 0:
                    if len(raw) - at > 1024:
                        raise MalformedResponse("a chunk line longer than 1 KiB")
                    break
                line, at = raw[at:end], end + 2
                if state == "trailer":
                    if not line:
                        self._end()
                    continue
                digits = line.split(b";")[0].strip()
                if not _HEX_DIGITS.fullmatch(digits):
                    raise MalformedResponse("a chunk size that is not a number")
                size = int(digits, 16)
                self._chunk_left = size
                self._chunk_state = "data" if size else "trailer"
        self._raw = raw[at:]


class ModelConnections:
    """The hub's connections to one model server: a request goes out on one left open by an
    earlier reply when there is one, else on a new one. How many are open at once is bounded
    by the caller (`HUB_LLM_MAX_CONCURRENCY`), so the idle ones are at most that many, and
    one more: the spare.

    The spare is opened as soon as a request takes the last idle connection, so that the
    next turn's request goes out at once instead of after a connect (a TLS handshake, to a
    model server elsewhere): when turns come faster than they end, every start used to wait
    for one, several turns of the loop behind whatever else it was doing."""

    def __init__(self, url: str, connect_seconds: float) -> None:
        parts = urllib.parse.urlsplit(url)
        if parts.scheme not in ("http", "https") or not parts.hostname:
            raise ValueError(f"not an http(s) URL: {url!r}")
        secure = parts.scheme == "https"
        self.host = parts.hostname
        self.port = parts.port or (443 if secure else 80)
        self.path = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
        self.authority = parts.netloc.rpartition("@")[2]
        self._tls = ssl.create_default_context() if secure else None
        self._connect_seconds = connect_seconds
        self._idle: list[ModelConnection] = []
        self._spare: asyncio.Future[ModelConnection] | None = None
        # Whether the last connect failed: no spare is tried until one succeeds again, so a
        # model server that is down is not asked twice for every turn.
        self._failing = False
        self._closed = False

    async def request(self, head: bytes, body: bytes, deadline: float) -> ModelConnection:
        """The connection `head` and `body` went out on, once the reply's head is in.

        A kept connection the server closed just before the request reaches it fails before
        a byte of the reply: the request then goes once more, on a new connection."""
        request = head + body
        while self._idle:
            kept = self._idle.pop()
            if not kept.usable:
                continue
            self._keep_spare()
            try:
                return await _asked(kept, request, deadline)
            except OSError as exc:
                if kept.answered or isinstance(exc, TimeoutError):
                    raise
            break
        connecting = self._connect()
        self._keep_spare()
        return await _asked(await connecting, request, deadline)

    def release(self, connection: ModelConnection) -> None:
        """Done with `connection`'s reply: kept for the next request if it can serve one
        (and the hub is not stopping)."""
        if connection.release():
            if self._closed:
                connection.close()
            else:
                self._idle.append(connection)

    def close(self) -> None:
        """Close the kept connections; those in use close as their replies end."""
        self._closed = True
        if self._spare is not None:
            self._spare.cancel()
        for connection in self._idle:
            connection.close()
        self._idle.clear()

    def _keep_spare(self) -> None:
        if self._idle or self._spare is not None or self._failing or self._closed:
            return
        self._spare = asyncio.ensure_future(self._connect())
        self._spare.add_done_callback(self._spare_made)

    def _spare_made(self, spare: asyncio.Future[ModelConnection]) -> None:
        self._spare = None
        if spare.cancelled() or spare.exception() is not None:
            return  # the next request connects for itself, and fails with the reason
        connection = spare.result()
        if self._closed:
            connection.close()
        else:
            self._idle.append(connection)

    async def _connect(self) -> ModelConnection:
        loop = asyncio.get_running_loop()
        try:
            async with asyncio.timeout(self._connect_seconds):
                _, connection = await loop.create_connection(
                    ModelConnection,
                    self.host,
                    self.port,
                    ssl=self._tls,
                    server_hostname=self.host if self._tls is not None else None,
                )
        except TimeoutError:
            self._failing = True
            raise
        except OSError as exc:
            self._failing = True
            raise Unreachable(str(exc) or type(exc).__name__) from exc
        self._failing = False
        return connection


async def _asked(connection: ModelConnection, request: bytes, deadline: float) -> ModelConnection:
    """`connection`, once `request` went out on it and the reply's head came; let go of on
    any failure."""
    connection.send(request, deadline)
    try:
        await connection.head()
    except BaseException:
        connection.release()
        raise
    return connection
