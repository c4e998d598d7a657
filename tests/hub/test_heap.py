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


def test_the_heap_is_swept_once_it_has_doubled_and_not_before():
    keeper = HeapKeeper(freeze_seconds=3600, check_seconds=3600)
    keeper.start()
    try:
        node = Node()
        alive = weakref.ref(node)
        gc.freeze()
        del node
        keeper.sweep_if_grown()  # a little growth: no stop for a sweep
        assert alive() is not None
        ballast = [Node() for _ in range(gc.get_freeze_count() + 1)]  # the heap doubles
        gc.freeze()
        keeper.sweep_if_grown()
        assert alive() is None
        del ballast
    finally:
        keeper.stop()
