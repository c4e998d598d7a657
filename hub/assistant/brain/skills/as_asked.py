"""Goods of one kind compared at the part or pack the shopper asked: "اي وحده ارخص" right
after chicken breasts compares KUPCO's breast fillets (2.650) with Sadia's (2.250), never
KUPCO's whole chicken, the price its card shows by default.

A product sold in several variants is priced by the variant the shopper's words named, else
as sold by default; each compared is said with that price, so the answer shows its sums.
"""

from __future__ import annotations

from collections.abc import Sequence

from hub.assistant.brain.skills.lines import variant_asked
from hub.assistant.brain.turn import Turn
from hub.record import Record
from hub.storefront.cards import kwd_text

_SAID = 4  # compared aloud at most; the cards hold the rest


def as_asked(product: Record, asked: Sequence[str]) -> tuple[str | None, int]:
    """(variantId, price) of `product` at the variant `asked` names, else as sold."""
    variant = variant_asked(product, asked)
    if variant is not None:
        return str(variant["_id"]), int(variant.get("price") or product.get("price") or 0)
    return None, int(product.get("price") or 0)


def say_each_as_asked(turn: Turn, products: Sequence[Record], asked: Sequence[str]) -> None:
    """Each product's name, the part or pack asked and its price, cheapest first; said only
    when some are priced at a part other than their card's, where the cards would mislead."""
    priced = sorted(products, key=lambda product: as_asked(product, asked)[1])[:_SAID]
    if len(priced) < 2 or all(as_asked(product, asked)[0] is None for product in priced):
        return
    lines = []
    for product in priced:
        variant_id, price = as_asked(product, asked)
        variant = next(
            (v for v in product.get("variants") or [] if v.get("_id") == variant_id), None
        )
        label = turn.name(variant) if variant is not None else ""
        pack = label or turn.name(product, "unit")
        lines.append(f"{turn.name(product)} ({pack}): {kwd_text(price)[turn.language]}")
    turn.text_block("\n".join(lines))
