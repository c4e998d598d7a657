"""Keeping a serving hub's long-lived objects out of Python's full garbage collections.

A hub holding 10,000 streams holds about a million tracked objects (connections, handlers,
actors), nearly all of them alive for as long as their customer stays connected. CPython's
full collection walks every one of them: measured here, 650-900 ms with the event loop
stopped, every few seconds under a steady publishing load, so every notification in flight
waited that long. Freezing moves what is alive now into the permanent generation, which
collections skip; young objects are still collected as usual, and refcounting frees
whatever is not in a cycle, frozen or not.

Freezing costs nothing (the generations' lists are spliced onto the permanent one), so it
runs ten times a second. The middle generation then never holds more than a tenth of a
second's survivors: frozen every second, it held a second's worth of turns in flight, and
each of its collections stopped the loop for 4 to 7 ms, some thirty times in ten seconds of
`bench/long_turns.py` (in which they found nothing to free).

A cycle that dies after being frozen waits for the sweep, which unfreezes and collects
everything, stopping the loop as long as a full collection does. What dies frozen is what
lived through a freeze and then ended: closed streams, stopped actors, finished turns (a
request of a few milliseconds is caught now and then; the hub's requests leave no cycles).
So a sweep runs once the heap has doubled since the last one *and* as many streams, actors
and turns have ended since then as the hub holds now, about as much dead as alive. A hub
that is only growing to its working size (shoppers connecting, an embedded store filling)
stops for none; one that churns stops about once per doubling.

The heap's size is Python's count of allocated memory blocks, which costs nothing to read;
counting the frozen objects instead walks them all, 80 ms at a million, and that pause
alone was the worst latency a busy hub showed.

Process-wide, like the collector itself: `storefront-hub serve` keeps one for its hub. Tests
that start many hubs in one process leave the collector alone.
"""

from __future__ import annotations

import gc
import logging
import sys
import time
from collections.abc import Callable

import tornado.ioloop

log = logging.getLogger("hub.heap")

FREEZE_SECONDS = 0.1
CHECK_SECONDS = 60.0
GROWTH = 2.0

# (held, ended): the streams, actors and turns alive now, and how many have ended so far.
Population = Callable[[], tuple[int, int]]


def _nobody() -> tuple[int, int]:
    return 0, 0


class HeapKeeper:
    def __init__(
        self,
        population: Population = _nobody,
        *,
        freeze_seconds: float = FREEZE_SECONDS,
        check_seconds: float = CHECK_SECONDS,
    ) -> None:
        self._population = population
        self._timers = [
            tornado.ioloop.PeriodicCallback(gc.freeze, freeze_seconds * 1000),
            tornado.ioloop.PeriodicCallback(self.sweep_if_due, check_seconds * 1000),
        ]
        self._size_at_sweep = 0
        self._ended_at_sweep = 0

    def start(self) -> None:
        gc.freeze()
        self._mark()
        for timer in self._timers:
            timer.start()

    def stop(self) -> None:
        for timer in self._timers:
            timer.stop()
        gc.unfreeze()

    def _mark(self) -> None:
        self._size_at_sweep = sys.getallocatedblocks()
        self._ended_at_sweep = self._population()[1]

    def sweep(self) -> None:
        """Collect the cycles that died frozen: one full collection, then freeze again."""
        started = time.perf_counter()
        gc.unfreeze()
        found = gc.collect()
        gc.freeze()
        self._mark()
        log.info(
            "heap sweep: %d unreachable objects in %.0f ms; %d objects live",
            found,
            (time.perf_counter() - started) * 1000,
            gc.get_freeze_count(),
        )

    def due(self) -> bool:
        if sys.getallocatedblocks() <= GROWTH * max(self._size_at_sweep, 1):
            return False
        held, ended = self._population()
        return ended - self._ended_at_sweep >= held

    def sweep_if_due(self) -> None:
        if self.due():
            self.sweep()
