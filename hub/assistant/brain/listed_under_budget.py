"""A list of goods put in with a budget beside it: "put the brown toast, 15 eggs and
strawberry jam, i wanna stay under 2kd", "ضيف خبز توست و بيض و مربى، ما ابي اتعدى ٢ دينار".

A budget beside one kind of goods asks for goods under a price ("snacks under 500 fils"), and
is read as a search. Beside a list of goods named one by one, the goods are chosen already:
they are proposed, and the proposal's total says how it stands against the budget
(`skills.budget_baskets`). So is a list wished rather than put ("ابي رز ودجاج وطماط بحدود ٢
دينار", "i want milk, bread and eggs under 2 kd"), which reads like a search; one asked of
("do you have milk and bread under 1 kd?") stays one.
"""

from __future__ import annotations

from hub.assistant.brain.needs import need_of
from hub.assistant.brain.skills.dietary import binding
from hub.assistant.brain.turn import Turn


def lists_goods(turn: Turn) -> bool:
    """Two goods or more named apart, to put in the cart."""
    items = [segment.topic for segment in turn.utterance.segments()]
    return len(items) >= 2 and all(items)


def wishes_them(turn: Turn) -> bool:
    """The goods wished or put in, not asked about, and no diet or allergy kept beside them
    ("binti 3indha 7asasiya mkasarat, abi snacks b7dood dinar": the snacks that keep it)."""
    u = turn.utterance
    if binding(need_of(turn.message.for_model)):
        return False
    return u.has("WANT", "ADD", "TAKE") and not u.asks
