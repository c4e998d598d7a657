"""The served hub's heap keeper: long-lived objects frozen, dead cycles still reclaimed."""

from __future__ import annotations

import gc
import sys
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
        hub.ended = 100
        keeper.sweep_if_due()  # much ended, but a little growth: no stop for a sweep
        assert dead() is not None
        hub.ended = 0
        ballast = [Node() for _ in range(sys.getallocatedblocks())]  # the heap doubles
        gc.freeze()
        keeper.sweep_if_due()  # shoppers connecting: nothing has ended
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
