"""The pack a comparison asks about: "mai 9ghar 24, ay wa7id ar5as rawdatain walla abraaj?"
compares the two brands' packs of 24, not the pack each one is listed at first.

A pack is read from its name as "count x size unit" ("24 x 330 ml", "٢٤ × ٣٣٠ مل"); the
message's own numbers say which: a count of the pack, and a size when one is given with its
unit. A product with one pack answering them is priced at it; none or several leave it at the
pack it is listed at.
"""

from __future__ import annotations

from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.pattern_grams import Gated
from hub.record import Record
from hub.text import to_ascii_digits

_PACK = Gated(r"(\d+)\s*[x×]\s*(\d+(?:\.\d+)?)\s*(ml|l|g|kg|مل|لتر|جم|جرام|غ|كجم|كيلو)?")
_SIZE_SAID = Pattern(
    r"(\d+(?:\.\d+)?)\s*(ml|l|g|kg|مل|لتر|جم|جرام|غرام|كيلو)(?![a-z\u0600-\u06ff])"
)
_COUNT_SAID = Pattern(r"(?<![\d.])(\d+)(?![\d.]|\s*(?:ml|l|g|kg|مل|لتر|جم|جرام|غرام|كيلو|x|×))")


def _pack(name: str) -> tuple[int, float] | None:
    found = _PACK.search(to_ascii_digits(name.lower()))
    return (int(found.group(1)), float(found.group(2))) if found else None


def _packs(product: Record) -> list[tuple[Record | None, tuple[int, float]]]:
    """Each pack the product is sold in: its variants, or the product alone at its unit."""
    variants = product.get("variants") or []
    named = [
        (variant, _pack(str((variant.get("name") or {}).get("en", "")))) for variant in variants
    ]
    if not variants:
        named = [(None, _pack(str((product.get("unit") or {}).get("en", ""))))]
    return [(variant, pack) for variant, pack in named if pack is not None]


def _fitting(product: Record, said: str) -> list[Record | None]:
    """The packs of `product` (None: as listed) the message's count, and size if said, name."""
    text = to_ascii_digits(said.lower())
    counts = {int(n) for n in _COUNT_SAID.findall(text) if int(n) > 1}
    sizes = {float(size) for size, _ in _SIZE_SAID.findall(text)}
    if (whole := _PACK.search(text)) is not None:  # "24 x 330 ml" said as the pack is
        counts, sizes = {int(whole.group(1))}, {float(whole.group(2))}
    if len(counts) != 1:
        return []
    [count] = counts
    return [
        variant
        for variant, (each, size) in _packs(product)
        if each == count and (not sizes or size in sizes)
    ]


def holds_pack(product: Record, said: str) -> bool:
    """Whether `product` is sold in the pack the message asks for."""
    return bool(_fitting(product, said))


def pack_asked(product: Record, said: str) -> Record | None:
    """The variant of `product` whose pack the message's numbers name, when exactly one
    does and it is not what the product is listed at."""
    fitting = _fitting(product, said)
    return fitting[0] if len(fitting) == 1 else None


def says_a_pack(said: str) -> bool:
    """Whether the message names a pack whole, count and size ("6 x 1.5", "٦×١٫٥ لتر")."""
    return _PACK.search(to_ascii_digits(said.lower())) is not None


def in_the_pack_cheapest_first(
    products: list[Record], said: str
) -> tuple[list[str], dict[str, str]] | None:
    """ "cheapest water 6 x 1.5": the products sold in the pack the message names, each at
    that pack's price and stock, what can be bought first and then cheapest first; with the
    variant of each that is that pack. None when the message names no pack whole or none is
    sold in it, so that a gallon never leads a list of six-packs asked for."""
    if not says_a_pack(said):
        return None
    priced: list[tuple[bool, int, str]] = []
    variants: dict[str, str] = {}
    for product in products:
        fitting = _fitting(product, said)
        if len(fitting) != 1:
            continue
        variant = fitting[0]
        held = variant if variant is not None else product
        if variant is not None:
            variants[str(product["_id"])] = str(variant["_id"])
        stock = int(held.get("stock") or 0)
        priced.append((stock <= 0, int(held.get("price") or 0), str(product["_id"])))
    if not priced:
        return None
    return [pid for _, _, pid in sorted(priced)], variants
