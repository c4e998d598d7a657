"""A count that is the pack's own size: "the fine 12 pack", "toilet paper 12 rolls", "ورق
فاين ال ١٢ لفة", "tissue fine el 12 rol" of rolls sold twelve to a pack.

The reading takes the number as how many packs, so one pack of twelve rolls became twelve
packs. Said with a word of pieces or of a pack right after it ("pack", "rolls", "لفة") and
equal to the pieces the product (or one of its packs) holds, the number names the pack: one
of it, or the pack of that many when there are several. "12 packs" still counts packs.
"""

from __future__ import annotations

import re
from dataclasses import replace

from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.quantities import Quantity
from hub.assistant.brain.skills.lines import english
from hub.assistant.brain.utterance import Segment
from hub.record import Record

# The pieces a pack holds, as its label leads with them: "12 rolls", "15 pcs", "10 bags"
_PIECES_HELD = Pattern(
    r"^\s*(\d+)\s*(?:pcs?|pieces?|rolls?|bags?|sachets?|sheets?|tablets?|capsules?|wipes?)\b",
    re.IGNORECASE,
)

# A word after the number that makes it the pack's size; never a plural of pack ("3 packs")
_PACK_WORDS = (
    r"(?:-|\s)*(?:pack|pk|pcs?|pieces?|rolls?|rol|roll\s+pack|لفه|لفات|رول|رولات|حبه|حبات)"
    r"(?![\w-])"
)

# "the 12 toilet rolls", "il 12 wara8 7amam rolls", "وال ١٢ ورق تواليت رولات": the number after "the" describes the pack the
# goods' name then closes with its pieces, never a count of packs
_THE = r"(?<!\w)(?:the|il|el|ال|وال)"


def _pieces_held(record: Record) -> int | None:
    """How many pieces a product's or a variant's pack holds, as its label says."""
    for label in (english(record.get("unit")), english(record.get("name"))):
        match = _PIECES_HELD.match(label)
        if match:
            return int(match.group(1))
    return None


def said_as_the_pack(product: Record, segment: Segment, said: str) -> Segment:
    """The segment with a count that names the product's own pack read as that pack."""
    count = segment.quantity
    if count is None or count.unit is not None or not _same_number(count, segment.size):
        return segment
    if not float(count.amount).is_integer() or count.amount < 2:
        return segment
    number = int(count.amount)
    if not re.search(rf"(?<![\d.]){number}{_PACK_WORDS}", said, re.IGNORECASE) and not re.search(
        rf"{_THE}\s*{number}(?:\s+(?!\d+\b)\S+){{1,2}}?{_PACK_WORDS}", said, re.IGNORECASE
    ):
        return segment
    variants: list[Record] = product.get("variants") or []
    if variants:
        if any(_pieces_held(variant) == number for variant in variants):
            return replace(segment, quantity=None, size=Quantity(float(number), "pc"))
        return segment
    if _pieces_held(product) == number:
        return replace(segment, quantity=None, size=None)
    return segment


def _same_number(count: Quantity, size: Quantity | None) -> bool:
    """No size beside the count, or the one number read both ways ("the fine 4 pack" read as
    four of the pack of four): a size said apart ("2 of the 12 pack") keeps the count."""
    return size is None or ((size.unit or "pc") == "pc" and size.amount == count.amount)
