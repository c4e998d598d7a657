"""The hub's one server-sent-event stream type, and the registry of every open stream.

Every SSE response (the notification stream, the assistant's turns) is an `EventStream`:
it sends `retry:` first, frames each event with its `id:`, gets a keep-alive comment while
it is quiet, and never holds more than `HUB_SSE_MAX_BUFFER_BYTES` of unsent bytes. A client
that stops reading (a phone in a tunnel) fills that buffer; the stream is then closed and
detached instead of growing without bound, and the client resumes from storage with its
`Last-Event-ID`. The limit is the connection's own `max_write_buffer_size`, so Tornado
refuses the write that would exceed it and nothing has to be counted twice.

The registry runs one keep-alive timer for all streams. A timer per connection would cost
memory and wake-ups for every device; one sweep writing to 10,000 streams at once stops the
loop for as long as those writes take. So streams are spread over slices by their hash and
each tick looks at one slice, every slice `LOOKS` times per `sse_keepalive_seconds`. A
stream gets a comment only when it would otherwise go longer than that without a write
before it is looked at again: a quiet stream gets one about every `sse_keepalive_seconds`,
and the streams that are talking (a turn relaying its reply, an inbox being notified) cost
the timer a comparison instead of a socket write.

The registry also caps the streams one owner holds per surface on this hub
(`HUB_SSE_MAX_STREAMS_PER_CUSTOMER`), closing the oldest, and on shutdown ends every stream
properly so clients reconnect (to another hub, behind the load balancer).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Callable
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Literal

import tornado.ioloop
from tornado.httputil import HTTPHeaders
from tornado.iostream import IOStream, StreamBufferFullError, StreamClosedError
from tornado.web import RequestHandler

if TYPE_CHECKING:
    from hub.metrics import HubMetrics

log = logging.getLogger("hub.sse")

KEEPALIVE_FRAME = ": keep-alive\n\n"
TICK_SECONDS = 0.1
# Looks at each stream per keep-alive period: a quiet stream's comment comes at the 7th or
# 8th look after its last write, as the timer runs a little early or late.
LOOKS = 8

# Why a stream ended, as counted in `hub_stream_closes{reason}`.
CloseReason = Literal[
    "done",  # the response is complete (a turn's last event)
    "client_gone",  # the client hung up
    "slow_client",  # unsent bytes passed the buffer limit
    "replaced",  # the owner opened more streams than allowed; this was the oldest
    "shutdown",  # the hub is stopping
    "error",  # the stream could not be served after its headers went out
]


def set_event_stream_headers(handler: RequestHandler) -> None:
    """SSE: never cached, never buffered by a proxy in front of the hub."""
    handler.set_header("Content-Type", "text/event-stream; charset=UTF-8")
    handler.set_header("Cache-Control", "no-cache")
    handler.set_header("X-Accel-Buffering", "no")


class SentHeaders(HTTPHeaders):
    """The header table of a response whose headers are on the wire: empty, and deaf to
    a header set now, which would reach no one (as Tornado's own table then is). One serves
    every open stream."""

    def __setitem__(self, name: str, value: str) -> None:
        pass

    def add(self, name: str, value: str, *, _chars_are_bytes: bool = True) -> None:
        pass


SENT_HEADERS = SentHeaders()


def let_go_of_headers(handler: RequestHandler) -> None:
    """Once a stream's headers are sent, its handler keeps neither their table (about
    1.2 KB a stream, which Tornado reads only until it writes them) nor Tornado's template
    namespace (a stream renders none; Tornado drops it at `finish` to break the cycle it
    makes with the handler)."""
    handler._headers = SENT_HEADERS
    handler.ui = None  # type: ignore[assignment]


def _chunked(handler: RequestHandler) -> bool:
    """Whether the response goes out in HTTP/1.1 chunks (Tornado decides, with its headers)."""
    return bool(getattr(handler.request.connection, "_chunking_output", False))


class EventStream:
    """One open SSE response.

    Create it with `registry.open(handler, surface, owner)` once the request is accepted;
    the handler's `on_connection_close` calls `close("client_gone")`, and the handler then
    awaits `closed` (or writes until it is done and calls `close("done")`). Whoever needs to
    let go when the stream ends (an actor's subscriber list) registers `on_close`.

    A closed stream lets go of its handler: the handler holds the stream, and the cycle
    would keep the whole request (connection, buffers, futures) in memory until the cycle
    collector found it, in a pause of the loop. Refcounting frees it at once instead.
    """

    __slots__ = (
        "_callbacks",
        "_handler",
        "_registry",
        "_socket",
        "closed",
        "last_frame",
        "last_write",
        "opened_at",
        "owner",
        "surface",
    )

    def __init__(
        self, handler: RequestHandler, registry: StreamRegistry, surface: str, owner: str
    ) -> None:
        self._handler: RequestHandler | None = handler
        connection = handler.request.connection
        self._socket: IOStream | None = getattr(connection, "stream", None)
        self._registry = registry
        self.surface = surface
        self.owner = owner
        # A tuple: a stream has one callback or none (a list of one costs 40 bytes more).
        self._callbacks: tuple[Callable[[EventStream], None], ...] = ()
        self.last_write = time.monotonic()  # when the client was last written to
        self.opened_at = time.time()
        self.last_frame = ""  # the last frames written, read only when the stream is described
        self.closed: asyncio.Future[CloseReason] = asyncio.get_running_loop().create_future()

    @property
    def is_closed(self) -> bool:
        return self.closed.done()

    def on_close(self, callback: Callable[[EventStream], None]) -> None:
        """Run `callback(stream)` once when the stream ends, whatever ends it."""
        if self.is_closed:
            callback(self)
        else:
            self._callbacks += (callback,)

    def describe(self, kind: str) -> dict[str, object]:
        """The stream as the inspector lists it; `kind` says which of the surface's routes
        opened it."""
        socket = self._socket
        # Tornado counts what was handed to the socket and what the kernel took; it has no
        # public name for the difference.
        unsent = socket._total_write_index - socket._total_write_done_index if socket else 0
        last_id = next(
            (line[4:] for line in reversed(self.last_frame.split("\n")) if line.startswith("id: ")),
            None,
        )
        return {
            "kind": kind,
            "since": datetime.fromtimestamp(self.opened_at, UTC)
            .isoformat(timespec="milliseconds")
            .replace("+00:00", "Z"),
            "lastEventId": last_id,
            "bufferedBytes": unsent,
        }

    def bound_unsent(self, limit: int) -> None:
        """From now on a write that would leave more than `limit` bytes unsent closes the stream."""
        if self._socket is not None:
            self._socket.max_write_buffer_size = limit

    # -- writing -------------------------------------------------------------------------

    def write(self, frame: str) -> bool:
        """Write frames rendered already (`hub.envelope.render_sse`); False once closed.

        Never waits: a client too slow for the buffer limit gets its stream closed here.
        """
        handler = self._handler
        if handler is None:  # closed, or closing
            return False
        try:
            self._send(handler, frame.encode())
            self.last_write = time.monotonic()
            if frame is not KEEPALIVE_FRAME:
                self.last_frame = frame
        except StreamBufferFullError:
            self.close("slow_client")
            return False
        except (StreamClosedError, RuntimeError):
            self.close("client_gone")
            return False
        return True

    def _send(self, handler: RequestHandler, data: bytes) -> None:
        """One chunk of the response, straight into the connection's stream.

        `handler.write` and `flush` pass a frame through three layers (the handler's buffer,
        its output transforms, the HTTP/1.1 connection's write), two futures and a callback
        each; an SSE response has no transform and is past its headers, so the chunk is
        framed here as the connection frames it and handed to the stream, which still
        bounds what is unsent. A response that is not chunked (an HTTP/1.0 client), or that
        has finished (where the handler refuses to write), goes the handler's way.
        """
        socket = self._socket
        if socket is None or handler._finished or not _chunked(handler):
            handler.write(data)
            handler.flush()
        else:
            socket.write(b"%x\r\n%b\r\n" % (len(data), data))

    def keep_alive(self) -> None:
        self.write(KEEPALIVE_FRAME)

    # -- ending --------------------------------------------------------------------------

    def close(self, reason: CloseReason) -> None:
        """End the response and let go of it; only the first reason counts."""
        handler, socket = self._handler, self._socket
        if handler is None:
            return
        self._handler = self._socket = None
        self.closed.set_result(reason)
        self._registry.forget(self, reason)
        if reason == "slow_client" and socket is not None:
            # Dropping the connection frees the unsent bytes, which would otherwise wait
            # in memory for a client that is not reading.
            socket.close()
        else:
            if socket is not None:
                socket.max_write_buffer_size = None  # the connection may serve other requests
            with contextlib.suppress(StreamClosedError, RuntimeError, StreamBufferFullError):
                handler.finish()
        callbacks, self._callbacks = self._callbacks, ()
        for callback in callbacks:
            try:
                callback(self)
            except Exception:
                log.exception("a stream's close callback failed")


class StreamRegistry:
    def __init__(
        self,
        metrics: HubMetrics,
        *,
        keepalive_seconds: float,
        retry_ms: int,
        max_buffer_bytes: int,
        max_streams_per_owner: int,
    ) -> None:
        self._metrics = metrics
        # Each stream is looked at once per `look`; one quiet for `quiet` gets its comment
        # now, since by the next look it would have gone a whole period without a write.
        self._look_seconds = keepalive_seconds / LOOKS
        self._quiet_seconds = keepalive_seconds - self._look_seconds
        self._retry_frame = f"retry: {retry_ms}\n\n"
        self._max_buffer_bytes = max_buffer_bytes
        self._max_per_owner = max_streams_per_owner
        slices = max(1, round(self._look_seconds / TICK_SECONDS))
        # Each slice a dict used as a set: a set's table, grown fourfold, held 60 to 90 bytes
        # a stream at 10,000 streams, a dict's compact entries about 40.
        self._slices: list[dict[EventStream, None]] = [{} for _ in range(slices)]
        self._next_slice = 0
        # surface -> owner -> that owner's open streams on the surface, oldest first. A list:
        # it holds one stream or a few, and is kept for every stream open (an ordered dict
        # would cost each stream about 400 bytes more); a dict per surface, so no key is a
        # tuple made for each stream.
        self._by_owner: dict[str, dict[str, list[EventStream]]] = {}
        self._ticker: tornado.ioloop.PeriodicCallback | None = None
        self.closed = 0  # streams ended since the hub started

    def __len__(self) -> int:
        return sum(len(streams) for streams in self._slices)

    def open(
        self, handler: RequestHandler, surface: str, owner: str, first: str = ""
    ) -> EventStream:
        """Start the SSE response: headers, `retry:` and `first` (frames ready already) go out
        now, in one write (each write is a system call and a wake-up of the client), then
        the buffer is bounded.

        Past the owner's stream cap on this surface the oldest of their streams is closed.
        """
        stream = EventStream(handler, self, surface, owner)
        self._metrics.streams_opened.labels(surface).inc()
        set_event_stream_headers(handler)
        handler.write(self._retry_frame + first)
        handler.flush()
        let_go_of_headers(handler)
        stream.bound_unsent(self._max_buffer_bytes)
        stream.last_frame = first
        self._slice_of(stream)[stream] = None
        owners = self._by_owner.setdefault(surface, {})
        mine = owners.get(owner)
        if mine is None:
            mine = owners[owner] = [stream]  # sized for one: an owner mostly holds one stream
        else:
            mine.append(stream)
        while len(mine) > self._max_per_owner:
            mine[0].close("replaced")
        return stream

    def forget(self, stream: EventStream, reason: CloseReason) -> None:
        self._slice_of(stream).pop(stream, None)
        owners = self._by_owner.get(stream.surface, {})
        mine = owners.get(stream.owner)
        if mine is not None:
            if stream in mine:
                mine.remove(stream)
            if not mine:
                del owners[stream.owner]
        self._metrics.stream_closes.labels(stream.surface, reason).inc()
        self.closed += 1

    def _slice_of(self, stream: EventStream) -> dict[EventStream, None]:
        return self._slices[hash(stream) % len(self._slices)]

    # -- the keep-alive timer and shutdown ---------------------------------------------

    def start(self) -> None:
        self._ticker = tornado.ioloop.PeriodicCallback(
            self._keep_alive, self._look_seconds * 1000 / len(self._slices)
        )
        self._ticker.start()

    async def stop(self) -> None:
        if self._ticker is not None:
            self._ticker.stop()
            self._ticker = None
        if self.end_all():
            await asyncio.sleep(0)  # let the handlers return before connections are closed

    def end_all(self) -> int:
        """End every open stream properly, so that clients reconnect; answers how many."""
        streams = [stream for slice_ in self._slices for stream in slice_]
        for stream in streams:
            stream.close("shutdown")
        if streams:
            log.info("ended %d streams", len(streams))
        return len(streams)

    def _keep_alive(self) -> None:
        due = self._slices[self._next_slice]
        self._next_slice = (self._next_slice + 1) % len(self._slices)
        quiet_since = time.monotonic() - self._quiet_seconds
        for stream in list(due):
            if stream.last_write < quiet_since:
                stream.keep_alive()
