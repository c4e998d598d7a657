"""A pack pointed at by how many it holds: "الفيمتو اللي فيه ٣", "ili feeh 3" (read "الي
فيه ٣"), "vimto the pack of 3", "the pack with 6", "vimto il 3 7abbat" (read "ال 3 حبات").

Read as a count, "the one with 3" buys three of the single bottle; the shopper named the
pack that holds three. So the number after a holding phrase, or after "the" with goods before
it and pieces after it, is the size of a multipack, as "the vimto 3 pack" already is. A
measure after the number ("اللي فيه ٢ لتر") is a size of its own and is left to it.
"""

from __future__ import annotations

# "اللي فيه", "الي فيها", "pack of", "pack with", "packet of", "pack fih"
_HOLDERS = frozenset({"اللي", "الي", "pack", "packet", "باكيت", "الباكيت", "باكت", "الباكت"})
_HOLDING = frozenset({"فيه", "فيها", "of", "with", "بـ"})
# The pieces a pack holds, said after its count ("ال 3 حبات", "the 6 bottles one")
PIECES = frozenset(
    {"pieces", "pcs", "bottles", "cans", "حبات", "حبه", "حبة", "قطع", "علب", "بطل", "قناني",
     # "the 3 bottle one", "ام ١٢ رول", "ele 3 ghrash" (read "غراش")
     "bottle", "can", "piece", "roll", "rolls", "bags", "اكياس", "رول", "رولات", "غراش", "غرشات"}
)  # fmt: skip
# "the 3 bottles", "ال 3 حبات"; "الي 3 حبات" ("ele 3 7abbat"): the one that holds three
# Pieces said before a number this big count the pack's own ("اكياس ١٠٠"), never how many
# packs: "علب ٢" may be two tins, nobody buys a hundred boxes of tea
_FEWEST_HELD_AFTER = 10
_POINTING = frozenset({"the", "ال", "اللي", "الي"})


def held_in_a_pack(
    tokens: list[str], start: int, number: float, *, goods_before: bool, measure_after: bool
) -> bool:
    """Whether the number at `start` is how many a pack holds. `goods_before`: a word before
    the article names goods ("vimto the 3 bottles", never "add the 3 bottles");
    `measure_after`: a unit of measure follows the number ("اللي فيه ٢ لتر")."""
    if start < 2 or number <= 1 or not float(number).is_integer() or measure_after:
        return False
    rest = tokens[start + 1 :]
    if tokens[start - 2] in _HOLDERS and tokens[start - 1] in _HOLDING:
        return True
    if tokens[start - 1] in PIECES and goods_before and number >= _FEWEST_HELD_AFTER:
        return True  # "شاي ليبتون اكياس ١٠٠", "tissues pieces 200": the pack that holds them
    return tokens[start - 1] in _POINTING and goods_before and bool(rest) and rest[0] in PIECES
