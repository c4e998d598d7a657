"""Goods counted as the shopper counts them, when the product is sold a few to a pack or by
the weight: "2 avocados" of avocados sold two to a pack is one pack, "٤ حبات افوكادو" two
packs, and "السكري كيلو ثنين" of dates sold in 1 kg boxes two boxes.

A bare count is read as a count of packs everywhere else ("2 milk" is two cartons); only a
count at least as big as the pieces one pack holds, with no pack's word after it ("2
packs"), is the pieces themselves. The proposal says the sum it made, so that one pack for
"2 avocados" (or two boxes for "2 kg") is no surprise.
"""

from __future__ import annotations

import math
import re

from hub.assistant.brain import replies
from hub.assistant.brain.skills.lines import pack_of
from hub.assistant.brain.turn import Turn
from hub.assistant.brain.utterance import Segment
from hub.record import Record
from hub.storefront.cards import number_text
from hub.text import to_ascii_digits

# A word after the number that counts packs, not pieces: "2 packs of avocado", "٢ علب"
_PACK_AFTER = (
    r"\s*(?:packs?|pks?|box(?:es)?|trays?|bags?|cartons?|boxs|علب|علبه|علبة|علبتين|كيس|اكياس"
    r"|أكياس|باكيت|باكيتات|كرتون|كراتين|صندوق|صناديق|طبق|اطباق|3elab|3elba|kees|ekyas|kartoon)"
    r"(?![\w-])"
)

_ONE = 1000.0  # a kilo or a litre, in grams or millilitres

# Goods of the offer whose count was said in pieces: {product: [variant, packs offered]}
PIECES_COUNTED = "piecesCounted"


def counted_as_said(
    turn: Turn, product: Record, variant_id: str | None, segment: Segment, units: int
) -> tuple[int, str | None]:
    """The packs to propose for what was said, and the line that tells the sum, if any."""
    quantity = segment.quantity
    amount, unit = pack_of(product, variant_id)
    _counted_in(turn, product["_id"], None)
    if quantity is None or not amount:
        return units, None
    if quantity.unit is None and unit == "pc" and amount >= 2:
        count = quantity.amount
        if count != int(count) or count < amount or _packs_said(turn.utterance.raw, int(count)):
            return units, None
        packs, line = _in_packs(turn, int(count), amount)
        _counted_in(turn, product["_id"], [variant_id, packs])
        return packs, line
    # "2 kg" of a 1 kg box is plainly two boxes; of 500 g packs, the four are said
    if quantity.unit in ("g", "ml") and unit == quantity.unit and units >= 2 and amount != _ONE:
        if abs(units * amount - quantity.amount) > 1e-6:
            return units, None  # a weight no whole number of packs makes: said elsewhere
        line = replies.figures(
            "packs_make_the_weight",
            turn.language,
            count=number_text(units),
            pack=_measure(amount, unit),
            asked=_measure(quantity.amount, unit),
        )
        return units, line
    return units, None


def recounted(
    turn: Turn, product: Record, variant_id: str | None, offered: int, count: int
) -> tuple[int, str] | None:
    """A new bare count of goods whose offer was counted in pieces ("add 4 avocados", then
    "make it 6"): pieces again, three packs of two, and the sum said; None when the offer
    was counted in packs, or the count says packs ("make it 3 packs")."""
    kept = turn.memory.get(PIECES_COUNTED) or {}
    amount, unit = pack_of(product, variant_id)
    if kept.get(product["_id"]) != [variant_id, offered] or unit != "pc" or not amount:
        return None
    if count < amount or _packs_said(turn.utterance.raw, count):
        _counted_in(turn, product["_id"], None)
        return None
    packs, line = _in_packs(turn, count, amount)
    _counted_in(turn, product["_id"], [variant_id, packs])
    return packs, line


def _in_packs(turn: Turn, count: int, amount: float) -> tuple[int, str]:
    packs = math.ceil(count / amount)
    line = replies.figures(
        "pieces_to_packs",
        turn.language,
        count=_counted(packs, ("pack", "packs"), ("عبوة", "عبوات")),
        pack=_counted(int(amount), ("pcs", "pcs"), ("حبات", "حبات")),
        asked=number_text(count),
    )
    return packs, line


def _counted_in(turn: Turn, product_id: str, offered: list[str | int | None] | None) -> None:
    """Noted or forgotten: whether the product's offer was counted in pieces."""
    kept = dict(turn.memory.get(PIECES_COUNTED) or {})
    if offered is None:
        kept.pop(product_id, None)
    else:
        kept[product_id] = offered
    if kept:
        turn.memory[PIECES_COUNTED] = kept
    else:
        turn.memory.pop(PIECES_COUNTED, None)


def _packs_said(raw: str, count: int) -> bool:
    text = to_ascii_digits(raw)
    return bool(re.search(rf"(?<![\d.]){count}{_PACK_AFTER}", text, re.IGNORECASE))


def _counted(count: int, english: tuple[str, str], arabic: tuple[str, str]) -> dict[str, str]:
    """ "1 pack" / "3 packs", "١ عبوة" / "٣ عبوات"."""
    digits = number_text(count)
    one = count == 1
    return {
        "en": f"{digits['en']} {english[0] if one else english[1]}",
        "ar": f"{digits['ar']} {arabic[0] if one else arabic[1]}",
    }


def _measure(amount: float, unit: str) -> dict[str, str]:
    """500 g, 1.5 L and their Arabic, from a pack's amount in grams or millilitres."""
    big = amount >= _ONE
    value = amount / _ONE if big else amount
    shown = str(int(value)) if value == int(value) else f"{value:g}"
    names = {"g": ("g", "kg", "غ", "كغ"), "ml": ("ml", "L", "مل", "لتر")}[unit]
    arabic = shown.translate(_TO_ARABIC)
    return {
        "en": f"{shown} {names[1] if big else names[0]}",
        "ar": f"{arabic} {names[3] if big else names[2]}",
    }


_TO_ARABIC = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
