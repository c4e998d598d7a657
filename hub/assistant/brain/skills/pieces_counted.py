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

from hub.assistant.brain.skills.lines import pack_of
from hub.assistant.brain.turn import Turn
from hub.assistant.brain.utterance import Segment
from hub.record import Record

_ARABIC_DIGITS = str.maketrans("٠١٢٣٤٥٦٧٨٩", "0123456789")

# A word after the number that counts packs, not pieces: "2 packs of avocado", "٢ علب"
_PACK_AFTER = (
    r"\s*(?:packs?|pks?|box(?:es)?|trays?|bags?|cartons?|boxs|علب|علبه|علبة|علبتين|كيس|اكياس"
    r"|أكياس|باكيت|باكيتات|كرتون|كراتين|صندوق|صناديق|طبق|اطباق|3elab|3elba|kees|ekyas|kartoon)"
    r"(?![\w-])"
)

_ONE = 1000.0  # a kilo or a litre, in grams or millilitres

_TEXTS = {
    "pieces": {
        "en": "They come {pack} to a pack, so that's {count} for the {asked} you asked for.",
        "ar": "العبوة فيها {pack}، فجهزت لك {count} تكفي الـ{asked} اللي طلبتها.",
    },
    "weight": {
        "en": "{count} × {pack} makes the {asked} you asked.",
        "ar": "{count} × {pack} = {asked} مثل ما طلبت.",
    },
}


def counted_as_said(
    turn: Turn, product: Record, variant_id: str | None, segment: Segment, units: int
) -> tuple[int, str | None]:
    """The packs to propose for what was said, and the line that tells the sum, if any."""
    quantity = segment.quantity
    amount, unit = pack_of(product, variant_id)
    if quantity is None or not amount:
        return units, None
    if quantity.unit is None and unit == "pc" and amount >= 2:
        count = quantity.amount
        if count != int(count) or count < amount or _packs_said(turn.utterance.raw, int(count)):
            return units, None
        packs = math.ceil(count / amount)
        asked = _digits(int(count), turn.language)
        return packs, _said(turn, "pieces", packs, _pieces(amount, turn), asked)
    # "2 kg" of a 1 kg box is plainly two boxes; of 500 g packs, the four are said
    if quantity.unit in ("g", "ml") and unit == quantity.unit and units >= 2 and amount != _ONE:
        if abs(units * amount - quantity.amount) > 1e-6:
            return units, None  # a weight no whole number of packs makes: said elsewhere
        label = _measure(amount, unit, turn)
        return units, _said(turn, "weight", units, label, _measure(quantity.amount, unit, turn))
    return units, None


def _packs_said(raw: str, count: int) -> bool:
    text = raw.translate(_ARABIC_DIGITS)
    return bool(re.search(rf"(?<![\d.]){count}{_PACK_AFTER}", text, re.IGNORECASE))


def _said(turn: Turn, key: str, packs: int, pack: str, asked: str) -> str:
    language = turn.language
    count = _digits(packs, language)
    if key == "pieces":
        count = (
            f"{count} {'pack' if packs == 1 else 'packs'}"
            if language == "en"
            else f"{count} {'عبوة' if packs == 1 else 'عبوات'}"
        )
    return _TEXTS[key][language].format(count=count, pack=pack, asked=asked)


def _pieces(amount: float, turn: Turn) -> str:
    number = _digits(int(amount), turn.language)
    return f"{number} {'pcs' if turn.language == 'en' else 'حبات'}"


def _measure(amount: float, unit: str, turn: Turn) -> str:
    big = amount >= 1000
    value = amount / 1000 if big else amount
    shown = str(int(value)) if value == int(value) else f"{value:g}"
    names = {"g": ("g", "kg", "غ", "كغ"), "ml": ("ml", "L", "مل", "لتر")}[unit]
    if turn.language == "en":
        return f"{shown} {names[1] if big else names[0]}"
    return f"{shown.translate(_TO_ARABIC)} {names[3] if big else names[2]}"


_TO_ARABIC = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")


def _digits(count: int, language: str) -> str:
    return str(count) if language == "en" else str(count).translate(_TO_ARABIC)
