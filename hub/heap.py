"""Keeping a serving hub's long-lived objects out of Python's full garbage collections.

A hub holding 10,000 streams holds about a million tracked objects (connections, handlers,
actors), nearly all of them alive for as long as their customer stays connected. CPython's
full collection walks every one of them: measured here, 650-730 ms with the event loop
stopped, every few seconds under a steady publishing load, so every notification in flight
waited that long. Freezing moves what is alive now into the permanent generation, which
collections skip; young objects are still collected as usual, and refcounting frees
whatever is not in a cycle, frozen or not. A cycle that dies after being frozen waits for
the sweep, which unfreezes and collects everything: only when the frozen heap has doubled
since the last sweep, so a hub holding steady stops for none, one that grows stops a few
times on the way, and dead cycles never hold more than what is alive.

Process-wide, like the collector itself: `storefront-hub serve` keeps one for its hub. Tests
that start many hubs in one process leave the collector alone.
"""

from __future__ import annotations

import gc
import logging
import time

import tornado.ioloop

log = logging.getLogger("hub.heap")

FREEZE_SECONDS = 1.0
CHECK_SECONDS = 60.0  # counting the frozen heap walks it: a few ms at a million objects
GROWTH = 2.0


class HeapKeeper:
    def __init__(
        self, *, freeze_seconds: float = FREEZE_SECONDS, check_seconds: float = CHECK_SECONDS
    ) -> None:
        self._timers = [
            tornado.ioloop.PeriodicCallback(gc.freeze, freeze_seconds * 1000),
            tornado.ioloop.PeriodicCallback(self.sweep_if_grown, check_seconds * 1000),
        ]
        self._swept_size = 0

    def start(self) -> None:
        gc.freeze()
        self._swept_size = gc.get_freeze_count()
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
        log.info(
            "heap sweep: %d unreachable objects in %.0f ms; %d objects live",
            found,
            (time.perf_counter() - started) * 1000,
            self._swept_size,
        )

    def sweep_if_grown(self) -> None:
        if gc.get_freeze_count() > GROWTH * max(self._swept_size, 1):
            self.sweep()
