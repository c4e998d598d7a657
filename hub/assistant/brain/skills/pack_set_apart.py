"""A pack's size set off from the goods by a comma: "water, 24 pack", "ماي، كرتون ٢٤", "mai,
kartoon 24" are the water's pack of 24, one of it, as "water 24 pack" and "ماي كرتون ٢٤"
are; never 24 bottles' worth of another pack.

A count of packs ("milk, 3 packs", "الحليب، ٢ كراتين") or of what was named ("kdd milk, 3")
stays a count: only a number with the singular pack word after it (English), or a box word
before it (Gulf Arabic), names the pack.
"""

from __future__ import annotations

from hub.assistant.brain.quantities import Quantity
from hub.assistant.brain.skills.lines import says_a_box
from hub.assistant.brain.utterance import Segment

_MULTIPACK = frozenset({"pack", "pk", "pak", "pck"})
_PARTS = frozenset({"and"})  # a comma is read as "and"
_SMALLEST = 2  # a pack of one is no multipack
_ONE: tuple[list[str], ...] = ([], ["one"], ["ones"])  # "the 3 pack one": the pack, pointed at


def sized_apart(tokens: list[str], segments: list[Segment]) -> list[Segment]:
    """The segments, the last joined to the goods before it as their pack's size."""
    if len(segments) < 2 or not any(token in _PARTS for token in tokens):
        return segments
    *rest, named, counted = segments
    count = counted.quantity
    if (
        not named.topic
        or named.quantity is not None
        or named.size is not None
        or named.ordinal is not None
        or counted.ordinal is not None
        or count is None
        or count.unit is not None
        or count.amount != int(count.amount)
        or count.amount < _SMALLEST
        or (counted.topic and not says_a_box(counted.topic))  # "eggs, the 30 pack": named
    ):
        return segments
    last = max(n for n, token in enumerate(tokens) if token in _PARTS)
    said = [token for token in tokens[last + 1 :] if token not in ("the", "ال")]
    number = str(int(count.amount))
    if said[:1] == [number] and said[1:2] and said[1] in _MULTIPACK and said[2:] in _ONE:
        # "water, 24 pack", "water, the 24 pack", "wipes, the 3 pack one": the pack of that
        # many of the goods, one of it
        size = Quantity(count.amount, "pc")
        return [*rest, Segment(None, None, named.topic, named.refers_back, size)]
    if len(said) == 2 and said[1] == number and says_a_box(said[:1]):
        # "ماي، كرتون ٢٤", "mai, kartoon 24": the water's box of 24, as said without the comma
        topic = [*named.topic, said[0]]
        return [*rest, Segment(count, None, topic, named.refers_back)]
    return segments
