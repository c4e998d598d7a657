""" "both", "الاثنين", "il thnain": the two goods just shown, added with whatever else is named.

"put both plus cerelac" right after "johnson shampoo and lotion?" asks for the shampoo, the
lotion and the Cerelac in one proposal. "both" names no product: looked up in the store it
found nothing ("both" said not sold) or other goods. It points at the two things the last
list was asked for (`Turn.picks`: the best in stock of each), else at the list itself when
it holds exactly two products; with neither, it points at nothing and is not guessed.
"""

from __future__ import annotations

from hub.assistant.brain.skills.common import products_by_ids
from hub.assistant.brain.skills.lines import choose_line, stock_of
from hub.assistant.brain.turn import Turn
from hub.assistant.brain.utterance import Segment
from hub.storefront.port import LineItem
from hub.text import words

# "both", "both of them", "الاثنين", "ثنتينهم", "il thnain" (read "الثنين")
BOTH = frozenset(
    words(
        "both bothe الاثنين الثنين اثنينهم ثنينهم الاثنتين الثنتين ثنتينهم اثنتينهم كلاهما الاتنين"
    )
)
_PAIR = 2


def says_both(segment: Segment) -> bool:
    """A part of the message that is only "both" (with "of them" or a count at most)."""
    return bool(segment.topic) and set(segment.topic) <= BOTH | {"of", "them"}


async def the_pair(turn: Turn, segment: Segment) -> list[LineItem] | None:
    """One line of each of the two goods "both" points at (or the count said with it), in
    stock; None when it points at no two goods."""
    picks = [pid for pid, _ in turn.picks()]
    shown = turn.shown()
    pair = picks if len(picks) == _PAIR else shown if len(shown) == _PAIR else []
    if not pair:
        return None
    found = await products_by_ids(turn, pair)
    items: list[LineItem] = []
    for pid in pair:
        if pid not in found:
            return None
        variant_id, units = choose_line(found[pid], segment.quantity)
        if stock_of(found[pid], variant_id) < units:
            return None
        items.append(LineItem(pid, variant_id, units))
    return items
