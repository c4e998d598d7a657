"""The served hub's heap keeper: long-lived objects frozen, dead cycles still reclaimed."""

from __future__ import annotations

import gc
import weakref

from hub.heap import HeapKeeper


class Node:
    def __init__(self) -> None:
        self.me = self  # a cycle: only the collector can reclaim it


def test_a_cycle_that_dies_frozen_is_reclaimed_by_the_sweep():
    keeper = HeapKeeper(freeze_seconds=3600, check_seconds=3600)
    node = Node()
    alive = weakref.ref(node)
    keeper.start()
    try:
        assert gc.get_freeze_count() > 0
        del node
        gc.collect()
        assert alive() is not None  # frozen: full collections pass it over
        keeper.sweep()
        assert alive() is None
        assert gc.get_freeze_count() > 0  # and what lives on is frozen again
    finally:
        keeper.stop()
    assert gc.get_freeze_count() == 0


class Hub:
    """What the keeper reads of a hub: how many streams and actors it holds and has let go."""

    def __init__(self, held: int) -> None:
        self.held, self.ended = held, 0

    def population(self) -> tuple[int, int]:
        return self.held, self.ended


def grow(factor: float) -> list[Node]:
    """Frozen objects, until the frozen heap is `factor` times what it is now."""
    ballast = [Node() for _ in range(int(gc.get_freeze_count() * (factor - 1)) + 1)]
    gc.freeze()
    return ballast


def dead_frozen_cycle() -> weakref.ref[Node]:
    node = Node()
    gc.freeze()
    return weakref.ref(node)


def test_a_doubled_heap_is_swept_once_as_much_has_ended_as_is_held():
    hub = Hub(held=100)
    keeper = HeapKeeper(hub.population, freeze_seconds=3600, check_seconds=3600)
    keeper.start()
    try:
        dead = dead_frozen_cycle()
        keeper.sweep_if_due()  # a little growth: no stop for a sweep
        ballast = grow(2.5)  # shoppers connecting: the heap doubles, nothing has ended
        keeper.sweep_if_due()
        assert dead() is not None
        hub.ended = 99
        keeper.sweep_if_due()
        assert dead() is not None
        hub.ended = 100  # as many gone as held: about as much dead as alive
        keeper.sweep_if_due()
        assert dead() is None
        del ballast
    finally:
        keeper.stop()


def test_a_heap_grown_four_times_is_swept_whatever_ended():
    keeper = HeapKeeper(Hub(held=100).population, freeze_seconds=3600, check_seconds=3600)
    keeper.start()
    try:
        dead = dead_frozen_cycle()
        ballast = grow(3.5)
        keeper.sweep_if_due()
        assert dead() is not None
        ballast += grow(1.5)
        keeper.sweep_if_due()
        assert dead() is None
        del ballast
    finally:
        keeper.stop()
