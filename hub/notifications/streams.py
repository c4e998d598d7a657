"""The hub's open notification streams: one keep-alive timer for all, and a clean shutdown.

A timer per connection would cost memory and wake-ups for every device; one sweep every
`sse_keepalive_seconds` writes the comment to all streams instead. On shutdown every
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


class OpenStream(Protocol):
    def send(self, frame: str) -> None: ...

    def end(self) -> None: ...


class StreamRegistry:
    def __init__(self, keepalive_seconds: float) -> None:
        self._keepalive_seconds = keepalive_seconds
        self._streams: set[OpenStream] = set()
        self._ticker: tornado.ioloop.PeriodicCallback | None = None

    def __len__(self) -> int:
        return len(self._streams)

    def add(self, stream: OpenStream) -> None:
        self._streams.add(stream)

    def discard(self, stream: OpenStream) -> None:
        self._streams.discard(stream)

    def start(self) -> None:
        self._ticker = tornado.ioloop.PeriodicCallback(
            self._keep_alive, self._keepalive_seconds * 1000
        )
        self._ticker.start()

    async def stop(self) -> None:
        if self._ticker is not None:
            self._ticker.stop()
            self._ticker = None
        streams = list(self._streams)
        for stream in streams:
            stream.end()
        self._streams.clear()
        if streams:
            log.info("ended %d notification streams", len(streams))
            await asyncio.sleep(0)  # let the handlers return before connections are closed

    def _keep_alive(self) -> None:
        for stream in list(self._streams):
            stream.send(KEEPALIVE_FRAME)
