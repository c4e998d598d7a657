"""A cart line swapped for another product of its kind: "bdelha bunni 30" (swap it for the
brown 30) with the white eggs in the cart, "swap the white eggs for brown ones", "بدل الحليب
كامل الدسم بقليل الدسم".

A swap is one change: the line held taken off and the product named put on, confirmed
together, so the cart never holds both. The product named is not in the cart; the line it
replaces is the cart's product of the same kind (the most words of their names shared).
"""

from __future__ import annotations

import re

from hub.assistant.brain import matching
from hub.assistant.brain.quantities import Quantity
from hub.assistant.brain.skills.common import products_by_ids
from hub.assistant.brain.skills.lines import variant_of_size
from hub.assistant.brain.turn import Turn
from hub.record import Record
from hub.storefront.port import LineItem

_SWAP = re.compile(
    r"\b(?:swap|switch|replace|exchange|instead)\b"
    r"|(?<!\w)(?:بدل|بدال|بدلها|بدله|بدلهم|ابدل|استبدل|بدلي|بدلوا|عوض)(?!\w)",
    re.IGNORECASE,
)


def swaps(turn: Turn) -> bool:
    """The message asks for one thing in place of another."""
    return bool(_SWAP.search(turn.typed_and_read))


def _kind_words(product: Record) -> set[str]:
    return {stem for text in matching.name_texts(product) for stem in matching.stems(text)}


async def replaced_line(turn: Turn, product: Record, lines: list[Record]) -> Record | None:
    """The cart line `product` takes the place of: the one other product of the cart whose
    name shares most words with it (None when no line shares any, or two share alike)."""
    ids = list(dict.fromkeys(str(line["productId"]) for line in lines))
    found = await products_by_ids(turn, ids)
    own = _kind_words(product)
    shared = sorted(
        ((len(own & _kind_words(found[i])), i) for i in ids if i in found and i != product["_id"]),
        reverse=True,
    )
    if not shared or shared[0][0] == 0 or (len(shared) > 1 and shared[1][0] == shared[0][0]):
        return None
    return next(line for line in lines if str(line["productId"]) == shared[0][1])


def swap(
    line: Record, product: Record, variant_id: str | None, units: int, said: Quantity | None
) -> tuple[LineItem, LineItem]:
    """The change: the held line set to none and the product put on. A count said as the
    pack's pieces ("brown 30": the tray of 30) keeps the held line's count."""
    as_pack = (
        said is not None
        and said.unit is None
        and variant_of_size(product, Quantity(said.amount, "pc"))
    )
    count = int(line["quantity"]) if said is None or as_pack else units
    return (
        LineItem(str(line["productId"]), line.get("variantId"), 0),
        LineItem(str(product["_id"]), variant_id, count),
    )
