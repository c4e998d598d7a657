"""A list of goods to buy, said right after a product was talked of: "ok 2 of the salted ones
and the kitkat box" after the Lay's card, "zain 2 min el mmala7 w kitkat".

Read alone, the pick of the goods in view ("the salted ones") makes it sound like a request
for that one's card; with a count and a second item beside it, it is goods to put in the
cart, each of them.
"""

from __future__ import annotations

from hub.assistant.brain.turn import Turn

# What the model may make of such a list: a card, a loose request, or nothing sure
_MISREAD = frozenset({"product_detail", "general", "clarify"})


def lists_goods_to_buy(turn: Turn, intent: str) -> bool:
    """Two or more items, at least one of them counted by a bare number in figures, asking
    nothing, with a product in view."""
    u = turn.utterance
    if intent not in _MISREAD or u.asks or not (turn.focus() or turn.shown()):
        return False
    segments = u.segments()
    if len(segments) < 2 or not all(s.topic or s.ordinal is not None for s in segments):
        return False
    # counted in figures: "واحد منهم" (one of them) counts no goods to buy
    return any(token.isdigit() for token in u.tokens) and any(
        s.quantity is not None and s.quantity.unit is None and s.size is None for s in segments
    )
