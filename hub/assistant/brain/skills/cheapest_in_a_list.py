"""The cheapest of a kind, asked as one item of a list of goods to get: "give me eggs, the 15
pack, and the cheapest labneh", "ضيف بيض ١٥ و ارخص لبنة", "abi bai6 15 w ar5as labna".

Read whole, the message asks what is cheaper, which no product of two kinds is, and nothing
is put in; each part is an item to buy, and the cheapest one is the labneh of the lowest
price in stock, proposed like the rest."""

from __future__ import annotations

from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.skills.common import confident_hits, search
from hub.assistant.brain.skills.lines import stock_of
from hub.assistant.brain.turn import Turn
from hub.assistant.brain.utterance import Segment
from hub.record import Record

_CHEAPEST = frozenset({"cheapest", "ارخص", "الارخص", "ارخصهم", "ارخصها", "ارخصه", "lowest"})
# a want or an add: "give me", "i want", "add", "ضيف", "ابي", "حط", "عطني"
_GETS = Gated(
    r"\b(?:give me|get me|i want|i need|i'?ll take|add|put|then)\b"
    r"|(?<!\w)(?:ضيف|اضف|حط|حطلي|ابي|ابغى|عطني|اعطني|بغيت|زيد)(?!\w)"
)


def _says_cheapest(segment: Segment) -> bool:
    return bool(set(segment.topic) & _CHEAPEST)


def asks_it_among_goods(turn: Turn) -> bool:
    """Whether the message asks to get several goods, one of them the cheapest of its kind."""
    parts = [part for part in turn.utterance.segments() if part.topic]
    if len(parts) < 2 or not _GETS.search(turn.typed_and_read) or turn.utterance.asks:
        return False
    cheapest = [part for part in parts if _says_cheapest(part)]
    return len(cheapest) == 1 and any(t not in _CHEAPEST for t in cheapest[0].topic)


def kind_words(segment: Segment) -> list[str]:
    """The part's words less "cheapest": the kind it names."""
    return [word for word in segment.topic if word not in _CHEAPEST]


async def cheapest_of(turn: Turn, segment: Segment) -> Record | None:
    """The cheapest product in stock of the kind a part names beside "cheapest", when the
    message asks it among other goods."""
    if not _says_cheapest(segment) or not asks_it_among_goods(turn):
        return None
    kind = kind_words(segment)
    if not kind:
        return None
    hits = [
        hit for hit in confident_hits(kind, await search(turn, " ".join(kind))) if stock_of(hit) > 0
    ]
    return min(hits, key=lambda hit: int(hit.get("price") or 0)) if hits else None
