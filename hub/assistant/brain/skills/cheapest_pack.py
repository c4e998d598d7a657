"""The cheapest of a kind in the pack described beside it: "water, just the cheapest one, the
big 6 bottles", "ابي ماي ارخص واحد، الكرتون ٦ حبات ١.٥ لتر", "abi may ar5a9 wa7ed, il kbeer
6 b6ool".

Read part by part, the pack's description is one more item ("the big bottles" finds dates
whose name sounds like it) and the cheapest is of every pack the kind comes in, a 330 ml
case as well as the 1.5 L one. Said together they ask one thing: of the goods of that kind
sold in that pack, the one whose pack is cheapest.
"""

from __future__ import annotations

import re

from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.skills.cheapest_in_a_list import kind_words
from hub.assistant.brain.skills.common import SIZE_WORDS, confident_hits, search
from hub.assistant.brain.turn import Turn
from hub.assistant.brain.utterance import Segment
from hub.record import Record
from hub.text import words

_CHEAPEST = frozenset(words("cheapest lowest ارخص الارخص ارخصهم ارخصها ارخصه"))
# Words of the pack and of picking one, never of the goods: "the big one, 6 bottles"
_OF_THE_PACK = frozenset(
    words(
        "one ones bottle bottles pack packs case carton x litre liter l ml just only"
        " واحد وحده حبه حبات بطل بطول قنينه قناني كرتون الكرتون باكيت لتر مل بس"
    )
)
_LOOKED_AT = 30  # every product of a kind, not the first page of it
_PACK = Pattern(r"(\d+)\s*[x×]\s*([\d.]+)\s*(ml|l)\b", re.IGNORECASE)


def _the_kind(segments: list[Segment]) -> list[str]:
    said = [word for segment in segments for word in kind_words(segment)]
    return [w for w in said if w not in SIZE_WORDS and w not in _OF_THE_PACK and w not in _CHEAPEST]


def _pack_asked(segments: list[Segment]) -> tuple[int | None, float | None]:
    """(how many the pack holds, each one's millilitres) as described, either left unsaid."""
    count = next(
        (
            int(s.quantity.amount)
            for s in segments
            if s.quantity is not None and s.quantity.unit is None and s.quantity.amount >= 2
        ),
        None,
    )
    size = next((s.size.amount for s in segments if s.size and s.size.unit == "ml"), None)
    return count, size


def _packs(product: Record) -> list[tuple[str | None, str, int, int]]:
    """(variant id, pack as written, price, stock) of each pack the product is sold in."""
    variants = product.get("variants") or []
    if variants:
        return [
            (v.get("_id"), str((v.get("name") or {}).get("en") or ""), int(v.get("price") or 0),
             int(v.get("stock") or 0))
            for v in variants
        ]  # fmt: skip
    unit = product.get("unit") or {}
    written = str(unit.get("en") or "") if isinstance(unit, dict) else str(unit)
    return [(None, written, int(product.get("price") or 0), int(product.get("stock") or 0))]


def _fits(written: str, count: int | None, size: float | None) -> bool:
    found = _PACK.search(written)
    if found is None:
        return False
    held, each, unit = int(found.group(1)), float(found.group(2)), found.group(3).lower()
    millilitres = each * (1000 if unit == "l" else 1)
    return (count is None or held == count) and (size is None or abs(millilitres - size) < 1)


async def cheapest_in_pack(turn: Turn) -> tuple[Record, str | None] | None:
    """The product of the kind named and the pack of it described that costs least, in
    stock, when the message asks for the cheapest one of a kind in a pack described."""
    segments = turn.utterance.segments()
    if not any(set(s.topic) & _CHEAPEST for s in segments):
        return None
    count, size = _pack_asked(segments)
    kind = _the_kind(segments)
    if count is None or not kind or len(kind) > 2:
        return None
    hits = confident_hits(kind, await search(turn, " ".join(kind), limit=_LOOKED_AT))
    fitting = [
        (price, product, variant)
        for product in hits
        for variant, written, price, stock in _packs(product)
        if stock > 0 and _fits(written, count, size)
    ]
    if not fitting:
        return None
    _, product, variant = min(fitting, key=lambda found: found[0])
    return product, variant
