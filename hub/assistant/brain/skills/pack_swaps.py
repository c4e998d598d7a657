"""A cart line moved to another pack of its product: "el bai6 5aleeh 15 bas" (make the eggs
the 15 pack), "خل الحليب ٢ لتر", "make the rice 5 kg", or "5alah wa7ed kbeer bdalhom" (one
big one instead of them) of the laban just talked about.

A bare number that is the count of pieces another pack of the line's product holds, or a
measure that is another pack's size, names that pack; it is no quantity (fifteen trays of
thirty). The line keeps its count and changes pack, in one change the shopper confirms. A
word naming another kind of the product ("jumbo" of the medium shrimp, `other_kind`) moves the
line the same way.
"""

from __future__ import annotations

from hub.assistant.brain.quantities import Quantity
from hub.assistant.brain.skills.lines import (
    extent_words,
    variant_by_extent,
    variant_named,
    variant_of_size,
)
from hub.assistant.brain.turn import Turn
from hub.record import Record
from hub.storefront.port import LineItem


def other_pack(product: Record, held: str | None, said: Quantity) -> Record | None:
    """The variant of `product`, other than the one held, whose pack is what was said: the
    tray of 15 for "15" of the eggs, the 2 L bottle for "2 litre" of the milk."""
    size = said if said.unit is not None else Quantity(said.amount, "pc")
    if said.unit is None and said.amount < 2:
        return None  # "make it 1": a count, whatever pack holds one piece
    pack = variant_of_size(product, size)
    return pack if pack is not None and pack["_id"] != held else None


def counted_pack(turn: Turn) -> tuple[Quantity, int] | None:
    """(the new pack's size, how many of it) when a count is said beside the size: "one 2
    litre instead of the two small ones", "واحد ٢ لتر بداله", "wa7id 2 litre": one bottle, not
    as many as the line held; None when only the size is said ("make the milk the 2 litre")."""
    for part in turn.utterance.segments():
        count, size = part.quantity, part.size
        if size is None or size.unit is None or count is None or count.unit is not None:
            continue
        if count.amount == int(count.amount) and 0 < count.amount <= 50:
            return size, int(count.amount)
    return None


def other_kind(product: Record, held: str | None, asked: list[str]) -> Record | None:
    """The variant of `product`, other than the one held, that a word of the message names
    beyond the product's own name ("jumbo" of the shrimp, "fillet" of the hamour)."""
    kind = variant_named(product, asked)
    return kind if kind is not None and kind["_id"] != held else None


def moved(product_id: str, held: str | None, count: int, pack: Record) -> tuple[LineItem, ...]:
    """The change that moves a line to `pack`: the held pack set to none, the new one to the
    line's count (one update, so one confirmation)."""
    return (LineItem(product_id, held, 0), LineItem(product_id, str(pack["_id"]), count))


def extent_pack(product: Record, held: str | None, asked: list[str]) -> Record | None:
    """The biggest or smallest pack of `product` the words say ("kbeer", "the small one"),
    when it is another pack than the one held."""
    if not extent_words(asked):
        return None
    pack = variant_by_extent(product, asked)
    return pack if pack is not None and pack["_id"] != held else None


def line_by_extent(
    lines: list[Record], products: dict[str, Record], asked: list[str], focus: str | None
) -> tuple[Record, Record] | None:
    """The cart line a bare "the big one instead" moves, with the pack it moves to: the one
    line whose product is sold in that other pack, else the product talked about's."""
    movable = [
        (line, pack)
        for line in lines
        if (product := products.get(str(line["productId"]))) is not None
        and (pack := extent_pack(product, line.get("variantId"), asked)) is not None
    ]
    if len(movable) > 1:
        movable = [(line, pack) for line, pack in movable if line["productId"] == focus]
    return movable[0] if len(movable) == 1 else None
