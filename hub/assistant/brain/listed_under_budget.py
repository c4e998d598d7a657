"""A list of goods put in with a budget beside it: "put the brown toast, 15 eggs and
strawberry jam, i wanna stay under 2kd", "ضيف خبز توست و بيض و مربى، ما ابي اتعدى ٢ دينار".

A budget beside one kind of goods asks for goods under a price ("snacks under 500 fils"), and
is read as a search. Beside a list of goods named one by one, the goods are chosen already:
they are proposed, and the proposal's total says how it stands against the budget.
"""

from __future__ import annotations

from hub.assistant.brain.turn import Turn


def lists_goods(turn: Turn) -> bool:
    """Two goods or more named apart, to put in the cart."""
    items = [segment.topic for segment in turn.utterance.segments()]
    return len(items) >= 2 and all(items)
