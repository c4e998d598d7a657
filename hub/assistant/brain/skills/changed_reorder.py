"""A past order asked again with changes, worded as "the same": "the same as last time but
without the toast", "نفس آخر طلب بس بدون الشامبو", "nafs a5er 6alab bs bala el shampoo" (read
"نفس اخر طلب بس بلا ..."), or right after an order was shown "ابي نفسه بس بدون التوست",
"abi nafsa bs bdoon el toast" (the same one, itself).

"The same" of an order, with a line left out or counted anew, asks for that order's lines
again less those ("nafs el order bs bdoon el 7aleeb"); it is no request to show the order,
nor a search of the goods left out. The lines themselves are read by `line_changes`, among
the order's own.
"""

from __future__ import annotations

from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.skills import line_changes
from hub.assistant.brain.skills.order_in_talk import ABOUT_AN_ORDER, onto_the_same
from hub.assistant.brain.turn import INTENT, ORDER, Turn

# "same", "نفس", "نفسه" (the same one), "نفسها", "نفسهم"; "and" or "by" run into it as one
# word: "ونفس آخر طلب", "آخر طلب بنفسه" (that very order)
_SAME = Gated(r"\bsame\b|(?<!\w)[وب]?(?:نفس|نفسه|نفسها|نفسهم)(?!\w)")


# "same order but sukkari instead of khalas": a line in another kind is a change too
_INSTEAD = frozenset({"instead", "مو", "بدل", "بدال"})


def asks_again_changed(turn: Turn) -> bool:
    """The same order asked for, with a line of it left out or counted anew: of an order
    the message names ("نفس آخر طلب"), or of the one just talked about ("ابي نفسه")."""
    u = turn.utterance
    if not u.left_out and not line_changes.counted(u) and not _INSTEAD & set(u.tokens):
        return False
    if not u.left_out and u.size_number is not None:
        return False  # "the same pampers in size 5": those goods in another size, no count
    if not _SAME.search(turn.typed_and_read) or onto_the_same(turn):
        return False
    in_talk = turn.memory.get(INTENT) in ABOUT_AN_ORDER and bool(turn.memory.get(ORDER))
    return in_talk or u.has("ORDER", "REORDER")
