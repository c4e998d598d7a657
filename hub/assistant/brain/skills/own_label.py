"""The store's own label: "Fresh" marks its produce, its bakery's bread and its butchery's
cuts, goods of every aisle made by no one maker, so two goods under it share a brand in name
only. "White eggs" after the Fresh Iranian bread is other goods, not the bread's brother.
"""

from __future__ import annotations

from hub.record import Record

OWN_LABEL = "brand-fresh"


def same_maker(product: Record, other: Record) -> bool:
    """Whether both are of one maker's brand (not the store's own label)."""
    brand = product.get("brandId")
    return bool(brand) and brand != OWN_LABEL and brand == other.get("brandId")
