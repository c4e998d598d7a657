"""One good's record read against a diet or an allergen kept away: keeps, breaks, or unknown.

Shoppers act on these answers for a coeliac aunt or a vegan colleague, so a flag a record
does not state is never taken as kept: a dish is said to suit only when every one of its
goods says so, and a good whose record is silent is owned up to, not passed over.
"""

from __future__ import annotations

from typing import Literal

from hub.assistant.brain.needs import Need
from hub.record import Record

Judged = Literal["keeps", "breaks", "unknown"]

# Diets a whole dish keeps only when each of its goods says it does
WHOLE_DISH = frozenset({"vegan", "vegetarian"})
# The flag that says a good is free of an allergen, and the allergen a flag keeps away
FREE_FLAG = {"milk": "lactose_free", "gluten": "gluten_free"}
_KEPT_AWAY_BY_FLAG = {flag: allergen for allergen, flag in FREE_FLAG.items()}


def kept_away(need: Need) -> set[str]:
    """The allergens the need keeps away, those its flags stand for too."""
    return set(need.avoid) | {_KEPT_AWAY_BY_FLAG[f] for f in need.flags if f in _KEPT_AWAY_BY_FLAG}


def judged(product: Record, need: Need) -> Judged:
    """A diet of the whole dish (vegan) its record does not state breaks it, as does an
    allergen kept away that it lists; a flag such as gluten-free it does not state is not
    known."""
    attributes = product.get("attributes") or {}
    listed = attributes.get("allergens")
    allergens = set(listed or ())
    dietary = set(attributes.get("dietary") or ())
    if kept_away(need) & allergens or not need.flags & WHOLE_DISH <= dietary:
        return "breaks"
    for flag in need.flags - WHOLE_DISH:
        if flag not in dietary:
            return "unknown"
    for allergen in need.avoid:
        free = FREE_FLAG.get(allergen)
        if not (free in dietary or (listed is not None and allergen not in allergens)):
            return "unknown"
    return "keeps"


def goods_judged(goods: list[Record], need: Need) -> dict[Judged, list[Record]]:
    """The goods by how each reads against the need, in their order."""
    found: dict[Judged, list[Record]] = {"keeps": [], "breaks": [], "unknown": []}
    for product in goods:
        found[judged(product, need)].append(product)
    return found
