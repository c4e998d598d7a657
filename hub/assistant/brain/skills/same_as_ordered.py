"""Goods wanted "the same as in the order": "زيد لبنتين من نفس اللي بالطلب", "add 2 labneh,
the same as in my order", "abi 2 labna nafs elly bil 6alab".

The goods word alone ("labneh") fits several products; "the same as in the order" says
which: the one the order holds (the order the conversation is about first, then the
shopper's others, newest first). Only a signed-in shopper has orders to hold it.
"""

from __future__ import annotations

from dataclasses import replace

from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.skills.common import search
from hub.assistant.brain.skills.order_in_talk import remembered
from hub.assistant.brain.turn import Turn
from hub.assistant.brain.utterance import Segment
from hub.record import Record

_AS_ORDERED = Gated(
    # "nafs elly bil 6alab" is read "نفس اللي بال طلب"
    r"(?<!\w)نفس\s+(?:\S+\s+){0,2}(?:ب|في\s+|بال\s+)?(?:الطلب|طلب|طلبي|الطلبيه|الاوردر)(?!\w)"
    r"|\bsame (?:one |kind |thing )?(?:as|like) (?:in |on |from )?(?:the |my |that )?order\b"
    r"|\bsame as (?:i |we )?ordered\b"
)
# Words of the saying, none of the goods: "نفس", "same", "order"
_SAYING = frozenset(
    {
        "نفس",
        "same",
        "nafs",
        "order",
        "ordered",
        "الطلب",
        "بالطلب",
        "طلب",
        "طلبي",
        "الاوردر",
        "بالاوردر",
    }
)


def says_as_ordered(turn: Turn) -> bool:
    return bool(_AS_ORDERED.search(turn.typed_and_read))


async def ordered_named(turn: Turn, segment: Segment) -> tuple[Record, Segment] | None:
    """The product of the shopper's orders the segment's goods word names, with the segment
    less the words of the saying; None when no order holds one of them."""
    if turn.customer_id is None or not says_as_ordered(turn):
        return None
    topic = [word for word in segment.topic if word not in _SAYING]
    if not topic:
        return None
    orders = await turn.call("orders", turn.store.orders, turn.customer_id) or []
    talked = remembered(turn, orders)
    ordered = ([talked] if talked else []) + [o for o in orders if o is not talked]
    hits = {hit["_id"]: hit for hit in await search(turn, " ".join(topic))}
    for order in ordered:
        for line in order.get("items") or []:
            if line.get("productId") in hits:
                return hits[line["productId"]], replace(segment, topic=topic)
    return None
