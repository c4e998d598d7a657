"""Big or small said of goods of one kind sold in packs counted in pieces, each a product of
its own: "the big pampers wipes" of the wipes of 3 x 52 and of 48 is the one of most pieces
(156), "the small one" the one of fewest; never "which one?" of two packs that tell apart.
"""

from __future__ import annotations

import re

from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.skills import pack_kinds
from hub.record import Record

_PIECES = Pattern(r"^\s*(?:(\d+)\s*[x×]\s*)?(\d+)\s*(?:pcs|pieces|sheets|rolls)\s*$", re.I)


def _total(product: Record) -> int | None:
    unit = product.get("unit")
    text = unit.get("en") if isinstance(unit, dict) else unit
    found = _PIECES.match(str(text or ""))
    if found is None or product.get("variants"):
        return None
    return int(found.group(1) or 1) * int(found.group(2))


def by_pieces(products: list[Record], wish: pack_kinds.Wish) -> Record | None:
    """The one product of most (big) or fewest (small) pieces in all, when every product is
    one pack counted in pieces and the totals differ; None otherwise."""
    if len(products) < 2 or wish.big == wish.small or wish.carton or wish.gallon:
        return None
    totals = [(_total(p), n) for n, p in enumerate(products)]
    if any(total is None for total, _ in totals):
        return None
    counted = sorted((total or 0, n) for total, n in totals)
    if counted[0][0] == counted[-1][0]:
        return None
    return products[counted[-1][1] if wish.big else counted[0][1]]
