"""How many turns think at once, so that a new turn's stream opens at once under load.

One event loop serves a hub's sockets and its brains alike. Left alone, fifty turns in flight
each run a slice of brain work between two looks at the sockets, and a shopper who has just
pressed send waits behind all of them before the stream opens. Through a few lanes, each
giving the loop back after half a millisecond of work, the loop looks at its sockets every
few milliseconds: a new turn's `message_start` and `user_message` go out at once, and the
brains do the same total work, one lane after another.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import AsyncIterator

LANES = 2  # turns whose brain runs at once; the rest wait their turn, first come first served
SLICE_SECONDS = 0.0005  # brain work between two looks at the sockets


class Lane:
    __slots__ = ("_since",)

    def __init__(self) -> None:
        self._since = time.perf_counter()

    async def pause(self) -> None:
        """Between two brain events: once a slice is used up, let the loop serve its sockets."""
        if time.perf_counter() - self._since >= SLICE_SECONDS:
            await asyncio.sleep(0)
            self._since = time.perf_counter()


class ThinkingLanes:
    def __init__(self, width: int = LANES) -> None:
        self._gate = asyncio.Semaphore(width)

    @contextlib.asynccontextmanager
    async def lane(self) -> AsyncIterator[Lane]:
        """Hold a lane for the whole brain run of one turn."""
        async with self._gate:
            yield Lane()
