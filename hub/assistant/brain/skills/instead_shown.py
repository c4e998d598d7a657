"""One of the goods just shown, taken "instead": "ok give me the gel instead", "زين عطني
الجل بدله", "3a6ni el pods badalhum" after the Tide products were listed.

With nothing offered to swap, "instead" is said of the list's other goods (or of what was
wanted before it): the one named is wanted, never a stand-in searched for it. A cart line
to swap is the line swaps' own reading, tried before this one.
"""

from __future__ import annotations

from hub.assistant.brain.skills.common import of_the_list
from hub.assistant.brain.turn import Turn

# "instead" as typed, and the Gulf "بدال" with the object it takes (Arabizi read so)
IN_ITS_PLACE = frozenset(
    {"instead", "insted", "instad", "بدال", "بداله", "بدالها", "بدالهم", "بدله", "بدلها", "بدلهم"}
)
# ...and bare "بدل", which among the goods shown is "instead" too (elsewhere it may be "swap")
_INSTEAD = IN_ITS_PLACE | {"بدل"}
TAKES = frozenset({"have", "take", "get"})


async def takes_a_shown_instead(turn: Turn) -> bool:
    """The message takes, "instead", the one product of the list just shown it names."""
    u = turn.utterance
    if not turn.shown() or turn.proposed_change or not set(u.tokens) & _INSTEAD:
        return False
    if not (u.has("TAKE", "WANT", "ADD") or set(u.tokens) & TAKES) or u.asks:
        return False
    segments = u.segments()
    if len(segments) != 1 or not segments[0].topic or segments[0].quantity is not None:
        return False
    return len(await of_the_list(turn, segments[0].topic, pointing=True)) == 1
