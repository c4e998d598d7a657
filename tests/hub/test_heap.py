"""The served hub's heap keeper: long-lived objects frozen, dead cycles still reclaimed."""

from __future__ import annotations

import gc
import weakref

from hub.heap import HeapKeeper


class Node:
    def __init__(self) -> None:
        self.me = self  # a cycle: only the collector can reclaim it


def test_a_cycle_that_dies_frozen_is_reclaimed_by_the_sweep():
    keeper = HeapKeeper(freeze_seconds=3600, sweep_seconds=3600)
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
