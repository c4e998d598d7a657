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
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from hub.assistant.events import Brain, BrainEvent, TurnInput

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


class OnLanes:
    """A brain that works on the loop (the embedded one), run through the hub's lanes.

    A brain that mostly waits on the network (the model-backed one) is not wrapped: its
    turns wait side by side, and only its fallback to the embedded brain takes a lane.
    """

    def __init__(self, brain: Brain, lanes: ThinkingLanes) -> None:
        self.brain = brain
        self.lanes = lanes

    async def run_turn(self, turn: TurnInput) -> AsyncIterator[BrainEvent]:
        async with self.lanes.lane() as lane:
            async for event in self.brain.run_turn(turn):
                await lane.pause()
                yield event
