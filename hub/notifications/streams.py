"""The hub's open notification streams: one keep-alive timer for all, and a clean shutdown.

A timer per connection would cost memory and wake-ups for every device. One sweep writing
the comment to every stream at once stops the loop for as long as 10,000 writes take (a few
hundred milliseconds, which every notification in flight then waits), so the streams are
spread over slices by their hash and each tick of the one timer (every `TICK_SECONDS`)
writes to one slice: every stream still gets its comment every `sse_keepalive_seconds`. On shutdown every
stream is ended with a proper last chunk, so clients see a closed stream and reconnect
(to another hub, behind the load balancer) with their `Last-Event-ID`.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Protocol

import tornado.ioloop

log = logging.getLogger("hub.notifications")

KEEPALIVE_FRAME = ": keep-alive\n\n"
TICK_SECONDS = 0.1


class OpenStream(Protocol):
    def send(self, frame: str) -> None: ...

    def end(self) -> None: ...


class StreamRegistry:
    def __init__(self, keepalive_seconds: float, retry_ms: int = 3000) -> None:
        self._keepalive_seconds = keepalive_seconds
        self._retry_frame = f"retry: {retry_ms}\n\n"
        slices = max(1, round(keepalive_seconds / TICK_SECONDS))
        self._slices: list[set[OpenStream]] = [set() for _ in range(slices)]
        self._next_slice = 0
        self._ticker: tornado.ioloop.PeriodicCallback | None = None

    def __len__(self) -> int:
        return sum(len(streams) for streams in self._slices)

    def add(self, stream: OpenStream) -> None:
        self._slice_of(stream).add(stream)

    def discard(self, stream: OpenStream) -> None:
        self._slice_of(stream).discard(stream)

    def _slice_of(self, stream: OpenStream) -> set[OpenStream]:
        return self._slices[hash(stream) % len(self._slices)]

    def start(self) -> None:
        self._ticker = tornado.ioloop.PeriodicCallback(
            self._keep_alive, self._keepalive_seconds * 1000 / len(self._slices)
        )
        self._ticker.start()

    async def stop(self) -> None:
        if self._ticker is not None:
            self._ticker.stop()
            self._ticker = None
        if self.end_all():
            await asyncio.sleep(0)  # let the handlers return before connections are closed

    def end_all(self) -> int:
        """End every open stream properly, so that clients reconnect; answers how many.

        Each stream is told first when to reconnect, so its client comes back (to another
        hub, behind the load balancer) after the retry delay rather than at once.
        """
        streams = [stream for slice_ in self._slices for stream in slice_]
        for stream in streams:
            stream.send(self._retry_frame)
            stream.end()
        for slice_ in self._slices:
            slice_.clear()
        if streams:
            log.info("ended %d notification streams", len(streams))
        return len(streams)

    def _keep_alive(self) -> None:
        due = self._slices[self._next_slice]
        self._next_slice = (self._next_slice + 1) % len(self._slices)
        for stream in list(due):
            stream.send(KEEPALIVE_FRAME)
