"""Other goods named instead of what was just shown: "no then fries", "nah, fries instead",
"لا عيل بطاطس", "la 3ayal chips" right after the ice creams were shown.

The shopper turns from the list to other goods, named whole: those are what to look up. The
"no" is about the list, so nothing in the cart is changed, and no count is asked for; an offer
still pending has its own rules (a swap of the offer), so it is left to them.
"""

from __future__ import annotations

from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.skills.common import names_a_product
from hub.assistant.brain.turn import Turn
from hub.assistant.brain.utterance import Utterance

# "no", "nah", "لا", "la" first, the goods after, "then" or "instead" anywhere
_TURNS_FROM = Pattern(r"^(?:no+|nah|nope|la|لا)(?:[\s,.!]|$)")
_SAID_BESIDE = frozenset({"ACK", "NEGATION", "CHANGE"})


async def names_other_goods(turn: Turn) -> bool:
    """Whether, after goods were shown and nothing is offered, the message turns down the
    list with a "no" and names other goods whole, asking nothing and counting nothing."""
    u = turn.utterance
    if not turn.shown() or turn.proposed_change or turn.choosing:
        return False
    if u.asks or u.has_quantity or set(u.concepts()) - _SAID_BESIDE:
        return False
    if not _TURNS_FROM.match(turn.message.for_model):
        return False
    return await names_a_product(turn)


_TURNING_WORDS = Pattern(
    r"^(?:no+|nah|nope|la|لا)[\s,.!]*|\b(?:then|instead|instead of that)\b"
    r"|(?<!\w)(?:عيل|عيلا|بداله|بدالها|بدالهم|3ayal|3eel|ayal)(?!\w)"
)


def read_the_goods(turn: Turn) -> None:
    """The message read as the goods it names: the "no" was said of the list, and must not be
    read as goods to leave out ("no fries")."""
    turn.utterance = Utterance(" ".join(_TURNING_WORDS.sub(" ", turn.message.text).split()))
