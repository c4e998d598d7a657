"""How many of which pack a count or an amount said of goods comes to.

A weight no whole number of packs makes, a count that names a multipack or a tray of pieces:
adding, changing and the offer's edits all turn what was said into packs by these.
"""

from __future__ import annotations

from dataclasses import replace

from hub.assistant.brain.quantities import Quantity
from hub.assistant.brain.replies import figures
from hub.assistant.brain.skills import choosing
from hub.assistant.brain.skills.lines import english, multipacks_of, pack_of, variant_of_size
from hub.assistant.brain.turn import Turn
from hub.assistant.brain.utterance import Segment
from hub.record import Record
from hub.storefront.cards import number_text


def rounded_to_packs(
    turn: Turn, product: Record, variant_id: str | None, segment: Segment, units: int
) -> str | None:
    """What is said when the weight or volume asked is no whole number of the packs sold
    ("كيلو ونص" of lamb sold by the kilo): the pack and how many of it are offered, so the
    shopper is not surprised by two kilos; None when the packs make up the amount asked."""
    return rounded_note(turn, product, variant_id, segment.quantity, units)


def rounded_note(
    turn: Turn, product: Record, variant_id: str | None, quantity: Quantity | None, units: int
) -> str | None:
    """`rounded_to_packs` of an amount said alone ("la 5allih nu9 kilo" of the tomatoes
    offered, sold by the kilo)."""
    amount, unit = pack_of(product, variant_id)
    if quantity is None or quantity.unit == "pc" or not amount or unit != quantity.unit:
        return None  # a count of pieces ("a dozen eggs") is the tray's own choice
    if abs(units * amount - quantity.amount) < 1e-6:
        return None
    variants = product.get("variants") or []
    variant = next((v for v in variants if v.get("_id") == variant_id), None)
    label = (variant or {}).get("name") or product.get("unit") or {}
    return figures(
        "rounded_to_packs",
        turn.language,
        pack={"en": english(label), "ar": str(label.get("ar") or english(label))},
        count=number_text(units),
    )


def packs_when_none_holds_so_many(product: Record, segment: Segment) -> Segment:
    """ "A 3 pack of pepsi" of goods with no pack of three is three of its packs: the number
    names a multipack only where the product is sold in one holding that many."""
    size = segment.size
    if segment.quantity is not None or size is None or (size.unit or "pc") != "pc":
        return segment
    if choosing.sold_in(product, size) or multipacks_of(product, int(size.amount)):
        return segment
    return replace(segment, quantity=Quantity(size.amount), size=None)


def packs_counted(quantity: Quantity | None) -> int:
    """Packs of a pack named by its kind: the count said, else one ("the 1.5 L" is one pack
    of them, not 1.5 litres' worth)."""
    if quantity is None or quantity.unit is not None:
        return 1
    return max(1, int(quantity.amount))


def pack_of_pieces(product: Record, count: Quantity, offered: str | None) -> Record | None:
    """Another pack of the product holding as many pieces as the bare count said: "30" of
    the eggs is the tray of 30, not thirty trays; "3" of them is three."""
    if count.unit is not None:
        return None
    pack = variant_of_size(product, Quantity(count.amount, "pc"))
    return pack if pack is not None and pack["_id"] != offered else None
