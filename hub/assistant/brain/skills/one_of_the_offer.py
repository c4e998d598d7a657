"""One line of several just offered taken off without its name: "remove one of them", "شيل
واحد منهم", "shil wa7ed minhom" right after an offer of milk, eggs and bread.

Read as a withdrawal, the whole offer went; no one line can be taken for the shopper. The
offer stays as it was, and the shopper is asked which of its lines to take off; the name
said next ("the eggs", "البيض") is that line taken off the offer.
"""

from __future__ import annotations

from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.turn import PROPOSED, PROPOSED_CHANGE, PROPOSED_OVER, Turn

# "one of them", "one of those", "واحد منهم", "وحده منها": a line of the offer, unnamed
_ONE_OF_THEM = Pattern(
    r"\bone of (?:them|those|these|the items|the things)\b"
    r"|(?<!\w)(?:واحد|وحده|وحدة|واحده|واحدة) (?:منهم|منها|منهن)(?!\w)"
)
# Noted on the conversation when which line was asked
_ASKED = "whichOfTheOffer"
_OFF = Pattern(
    r"\b(?:remove|delete|drop|take|cancel|get rid)\b"
    r"|(?<!\w)(?:شيل|شيلي|احذف|احذفي|امسح|طلع|الغي|نزل)(?!\w)"
)


def takes_one_of_the_offer(turn: Turn) -> bool:
    """A taking-off of "one of them" while an offer of several lines is pending."""
    text = turn.message.text
    return (
        len(turn.proposed) > 1
        and _ONE_OF_THEM.search(text) is not None
        and _OFF.search(text) is not None
    )


async def ask_which_of_the_offer(turn: Turn) -> None:
    """The offer is kept for the answer; which line is asked."""
    turn.say("which_of_the_offer")
    turn.memory[PROPOSED] = [[i.productId, i.variantId, i.quantity] for i in turn.proposed]
    turn.memory[PROPOSED_CHANGE] = turn.proposed_change
    turn.memory[PROPOSED_OVER] = [[pid, vid, n] for (pid, vid), n in turn.proposed_over.items()]
    turn.keep_pending()
    turn.memory[_ASKED] = True


def names_the_line_asked(turn: Turn) -> bool:
    """Goods named right after which line of the offer to take off was asked."""
    asked = bool(turn.memory.pop(_ASKED, False))
    return asked and bool(turn.proposed) and bool(turn.utterance.topic)
