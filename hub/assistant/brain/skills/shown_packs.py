"""An item of a list said by its pack alone, beside items named: "5alas 2 cans w 3 lays
masala" after the Pepsi bottle and cans were shown, "add the 200 bags, and a kilo of brown
sugar" after the Lipton teas, "حط ٢ علب و ٣ شيبس".

The segmenter leaves such an item without words of its own (a pack word is no product), so
it would be dropped beside the named items. Its pack points at the list just shown: a count
of pieces one shown product is sold in is that pack ("the 200 bags": one box of 200), else a
shown product whose name holds the pack word ("2 cans": two of the cans). The item becomes
that card of the list, with its own count, and is proposed with the rest.
"""

from __future__ import annotations

import re

from hub.assistant.brain import matching
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.quantities import Quantity
from hub.assistant.brain.skills.common import products_by_ids, unmet_words
from hub.assistant.brain.skills.lines import stock_of, variant_of_size
from hub.assistant.brain.turn import Turn
from hub.assistant.brain.utterance import Segment
from hub.record import Record
from hub.text import words

# a count and the pack it is said in, in English, Arabizi and Gulf Arabic
_COUNTED_PACK = Pattern(
    r"(?<!\w)(\d+)\s+(cans?|tins?|bags?|bottles?|boxes|box|packs?|jars?|"
    r"علب|علبه|علبة|كيس|اكياس|قوطي|قواطي|كراتين|كرتون|حبه|حبات)(?!\w)",
    re.IGNORECASE,
)
# the word a product's name holds for each pack word said
_NAME_WORD = {
    "tin": "can",
    "tins": "can",
    "cans": "can",
    "bags": "bag",
    "bottles": "bottle",
    "boxes": "box",
    "packs": "pack",
    "jars": "jar",
    "علبه": "علب",
    "علبة": "علب",
    "قوطي": "علب",
    "قواطي": "علب",
    "اكياس": "كيس",
    "كراتين": "كرتون",
}
# pack words that say pieces: "200 bags" of tea is a box of 200
_OF_PIECES = frozenset({"bag", "bags", "حبه", "حبات", "كيس", "اكياس"})


async def pointed_by_pack(turn: Turn, segments: list[Segment]) -> list[Segment]:
    """`segments` with each item said only by a count and its pack, beside an item named,
    turned into the card of the list just shown that the pack names (unchanged when no
    list was shown, nothing else is named, or no card fits)."""
    shown = turn.shown()
    if not shown or not any(segment.topic for segment in segments):
        return segments
    said = [
        (float(match.group(1)), match.group(2).lower())
        # as typed too: Arabizi's "200 bags" is read in Arabic letters
        for match in _COUNTED_PACK.finditer(turn.typed_and_read)
    ]
    if not said:
        return segments
    found = await products_by_ids(turn, shown)
    listed = [found[i] for i in shown if i in found]
    result = []
    for segment in segments:
        count = segment.quantity
        pack = next((word for amount, word in said if count and amount == count.amount), None)
        if not _bare(segment, listed) or count is None or count.unit is not None or pack is None:
            result.append(segment)
            continue
        result.append(_as_a_card(segment, count, pack, listed, shown))
    return result


def _bare(segment: Segment, listed: list[Record]) -> bool:
    """The item has no words of a product: none at all, or only its pack as Arabizi is read
    ("بقس" of "200 bags"), a word no card of the list holds; never a Latin word kept as typed
    ("the pants" after the Baby-Dry), which names goods of its own."""
    if segment.ordinal or segment.refers_back or len(segment.topic) > 1:
        return False
    if segment.topic and segment.topic[0].isascii():
        return False  # "1 pack of the pants": a word typed as it is spelt names goods
    return not segment.topic or bool(unmet_words(segment.topic, listed, sound_alike=False))


def _as_a_card(
    segment: Segment, count: Quantity, pack: str, listed: list[Record], shown: list[str]
) -> Segment:
    """The segment as the shown card its pack names, or as it was when none does."""
    if pack in _OF_PIECES:
        size = Quantity(count.amount, "pc")
        for product in listed:
            if variant_of_size(product, size) is not None:
                return Segment(None, shown.index(product["_id"]) + 1, [], False, size=size)
    word = _NAME_WORD.get(pack, pack)
    named = [
        product
        for product in listed
        if any(
            {word, word + "s"} & set(words(text.lower())) for text in matching.name_texts(product)
        )
    ]
    # the first in stock of the cards the pack fits, in the order they were shown
    stocked = [product for product in named if stock_of(product, None) > 0] or named
    if not stocked:
        return segment
    return Segment(count, shown.index(stocked[0]["_id"]) + 1, [], False)
