"""Goods found by a word of their size alone: "بيض بني كبير" (large brown eggs) finds the
samboosa of the brand "Al Kabeer" (the big one) beside the eggs, "abi bai6 bunni kbeer" too.

A size word names no goods; where some products hold every other word asked, the products
that hold none of them were found by the size word alone, and are not what was asked.
"""

from __future__ import annotations

from hub.assistant.brain.skills.common import SIZE_WORDS, unmet_words
from hub.record import Record


def not_by_the_size_alone(asked: list[str], hits: list[Record]) -> list[Record]:
    """The hits holding one of the goods' own words, where some hold them all."""
    goods = [word for word in asked if word not in SIZE_WORDS]
    if not goods or len(goods) == len(asked):
        return hits
    if not any(not unmet_words(goods, [hit]) for hit in hits):
        return hits
    return [hit for hit in hits if len(unmet_words(goods, [hit])) < len(goods)]
