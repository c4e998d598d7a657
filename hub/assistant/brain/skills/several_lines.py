"""Several cart lines named in one request: "عندي زعفران و هيل شيلهم" (I have saffron and
cardamom, take them out), "remove the milk and the bread", "shil el 5obz wel laban".

Each item of the list is matched against the cart's own products, so one proposal takes out
every line named; an item the cart does not hold is said by name, and one that fits several
lines alike ("الملح" of a cart with salt and salted chips) is asked about, the rest still
proposed.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from hub.assistant.brain import matching
from hub.assistant.brain.skills import choosing
from hub.assistant.brain.skills.common import products_by_ids
from hub.assistant.brain.skills.other_kind_named import names_another_kind
from hub.assistant.brain.turn import Turn
from hub.record import Record


@dataclass
class Named:
    """The cart lines a list names, the items of the list the cart does not hold, and the
    products an item fits alike (which of them is asked)."""

    lines: list[Record] = field(default_factory=list)
    missing: list[str] = field(default_factory=list)
    alike: list[Record] = field(default_factory=list)


async def lines_named(turn: Turn, lines: list[Record]) -> Named | None:
    """The lines of the cart each item of the message's list names, when it names two or
    more items and at least one line surely (None otherwise: the single-line path answers)."""
    items = [segment.topic for segment in turn.utterance.segments() if segment.topic]
    if len(items) < 2:
        return None
    ids = list(dict.fromkeys(str(line["productId"]) for line in lines))
    found = await products_by_ids(turn, ids)
    held = [found[i] for i in ids if i in found]
    # each item's lines alike; else the one its words rank first ("the cardamom anymore")
    fits = [
        choosing.among_the_lines(turn, topic, held) or matching.ranked(topic, held)[:1]
        for topic in items
    ]
    fits = [
        [] if len(fit) == 1 and await names_another_kind(turn, topic, fit[0]) else fit
        for topic, fit in zip(items, fits, strict=True)
    ]
    # "the chips and the salt": a product another item names alone is that item's
    sure = {str(fit[0]["_id"]) for fit in fits if len(fit) == 1}
    named = Named()
    chosen: list[str] = []
    for topic, fit in zip(items, fits, strict=True):
        left = [product for product in fit if str(product["_id"]) not in sure] or fit
        if not fit:
            named.missing.append(" ".join(topic))
        elif len(left) == 1:
            chosen.append(str(left[0]["_id"]))
        elif not named.alike:
            named.alike = left
    if not chosen or len(chosen) + len(named.missing) + bool(named.alike) < 2:
        return None
    for product_id in dict.fromkeys(chosen):
        named.lines += [line for line in lines if str(line["productId"]) == product_id]
    return named
