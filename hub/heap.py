"""Keeping a serving hub's long-lived objects out of Python's full garbage collections.

A hub holding 10,000 streams holds about a million tracked objects (connections, handlers,
actors), nearly all of them alive for as long as their customer stays connected. CPython's
full collection walks every one of them: measured here, 650-900 ms with the event loop
stopped, every few seconds under a steady publishing load, so every notification in flight
waited that long. Freezing moves what is alive now into the permanent generation, which
collections skip; young objects are still collected as usual, and refcounting frees
whatever is not in a cycle, frozen or not.

A cycle that dies after being frozen waits for the sweep, which unfreezes and collects
everything, stopping the loop as long as a full collection does. What dies frozen is mostly
what the hub held and let go: closed streams, stopped actors. So a sweep runs when the
frozen heap has doubled since the last one *and* as many streams and actors have ended
since then as the hub holds now (about as much dead as alive); a hub that is only growing
to its working size (shoppers connecting, inboxes filling) stops for none. Whatever else
dies frozen (requests and turns caught in flight by a freeze) is bounded by a sweep at
four times the last size, whatever ended.

Process-wide, like the collector itself: `storefront-hub serve` keeps one for its hub. Tests
that start many hubs in one process leave the collector alone.
"""

from __future__ import annotations

import gc
import logging
import time
from collections.abc import Callable

import tornado.ioloop

log = logging.getLogger("hub.heap")

FREEZE_SECONDS = 1.0
CHECK_SECONDS = 60.0  # counting the frozen heap walks it: a few ms at a million objects
GROWTH = 2.0
CEILING = 4.0

# (held, ended): the streams and actors alive now, and how many have ended so far.
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
        self._swept_size = 0
        self._ended_at_sweep = 0

    def start(self) -> None:
        gc.freeze()
        self._swept_size = gc.get_freeze_count()
        self._ended_at_sweep = self._population()[1]
        for timer in self._timers:
            timer.start()

    def stop(self) -> None:
        for timer in self._timers:
            timer.stop()
        gc.unfreeze()

    def sweep(self) -> None:
        """Collect the cycles that died frozen: one full collection, then freeze again."""
        started = time.perf_counter()
        gc.unfreeze()
        found = gc.collect()
        gc.freeze()
        self._swept_size = gc.get_freeze_count()
        self._ended_at_sweep = self._population()[1]
        log.info(
            "heap sweep: %d unreachable objects in %.0f ms; %d objects live",
            found,
            (time.perf_counter() - started) * 1000,
            self._swept_size,
        )

    def due(self) -> bool:
        frozen = gc.get_freeze_count()
        last = max(self._swept_size, 1)
        if frozen <= GROWTH * last:
            return False
        held, ended = self._population()
        return ended - self._ended_at_sweep >= held or frozen > CEILING * last

    def sweep_if_due(self) -> None:
        if self.due():
            self.sweep()
