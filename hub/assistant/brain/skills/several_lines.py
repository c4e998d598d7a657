"""Several cart lines named in one request: "عندي زعفران و هيل شيلهم" (I have saffron and
cardamom, take them out), "remove the milk and the bread", "shil el 5obz wel laban".

Each item of the list is matched against the cart's own products, so one proposal takes out
every line named; an item the cart does not hold is said by name, the rest still proposed.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from hub.assistant.brain import matching
from hub.assistant.brain.skills.common import products_by_ids
from hub.assistant.brain.turn import Turn
from hub.record import Record


@dataclass
class Named:
    """The cart lines a list names, and the items of the list the cart does not hold."""

    lines: list[Record] = field(default_factory=list)
    missing: list[str] = field(default_factory=list)


async def lines_named(turn: Turn, lines: list[Record]) -> Named | None:
    """The lines of the cart each item of the message's list names, when it names two or
    more items (None for one, which the single-line path answers)."""
    items = [segment.topic for segment in turn.utterance.segments() if segment.topic]
    if len(items) < 2:
        return None
    ids = list(dict.fromkeys(str(line["productId"]) for line in lines))
    found = await products_by_ids(turn, ids)
    held = [found[i] for i in ids if i in found]
    named = Named()
    chosen: set[str] = set()
    for topic in items:
        best = matching.ranked(topic, held)
        product_id = str(best[0]["_id"]) if best else None
        if product_id is None:
            named.missing.append(" ".join(topic))
        elif product_id not in chosen:
            chosen.add(product_id)
            named.lines += [line for line in lines if str(line["productId"]) == product_id]
    return named if len(chosen) >= 2 or (chosen and named.missing) else None
