"""A list of goods to buy, said right after a product was talked of: "ok 2 of the salted ones
and the kitkat box" after the Lay's card, "zain 2 min el mmala7 w kitkat".

Read alone, the pick of the goods in view ("the salted ones") makes it sound like a request
for that one's card; with a count and a second item beside it, it is goods to put in the
cart, each of them.
"""

from __future__ import annotations

from hub.assistant.brain.quantities import parse_number
from hub.assistant.brain.turn import Turn

# What the model may make of such a list: a card, a loose request, or nothing sure
# ...or a stand-in asked, for "the pods in its place, and 3 fine tissues"
_MISREAD = frozenset({"product_detail", "general", "clarify", "substitution"})


def lists_goods_to_buy(turn: Turn, intent: str) -> bool:
    """Two or more items, at least one of them counted by a bare number (in figures, or a
    word past one), asking nothing, with a product in view."""
    u = turn.utterance
    # "طيب الجل، وفيري ليمون ثنين" reads as a search, though no word asks to be shown any
    # ...but "لا مو الصغير، ابي ٢ من الكبير" rules one out: a pick of the offer's, no list
    misread = intent in _MISREAD or (
        intent == "search" and not u.has("SEARCH") and not u.has("NEGATION")
    )
    if not misread or u.asks or not (turn.focus() or turn.shown()):
        return False
    # "chocolate milk, the small ones that come six a pack": one item and its pack (read
    # here, where the skills that read it are still being loaded)
    from hub.assistant.brain.skills import described_before

    segments = described_before.folded(turn, u.segments())
    if len(segments) < 2 or not all(s.topic or s.ordinal is not None for s in segments):
        return False
    # counted in figures or in words past one ("فيري ليمون ثنين"): "واحد منهم" (one of
    # them) counts no goods to buy
    counted = any(token.isdigit() or (parse_number(token) or 0) >= 2 for token in u.tokens)
    return counted and any(
        s.quantity is not None and s.quantity.unit is None and s.size is None for s in segments
    )
