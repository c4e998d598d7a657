"""Goods of the list just shown taken alone: "ok then just the chops", "زين عيل بس الريش",
"ok 3ayal bs el reesh", said after the list when the cart holds none of them.

"just"/"بس" reads to the model as a change of the cart ("only 1 milk") or a close of the
talk; with no line of the goods in the cart it can only mean: those goods, and nothing else
of what was said before (the other goods, the placed order they were asked onto), go in.
"""

from __future__ import annotations

from hub.assistant.brain.skills import choosing, offer_words
from hub.assistant.brain.skills.common import cart_lines, products_by_ids, quiet_products
from hub.assistant.brain.skills.held_lines import fetch_cart
from hub.assistant.brain.turn import Turn
from hub.assistant.brain.understood import CLARIFY

# What the model may make of "just the chops then": a change of the cart, a thank-you, or
# nothing it could place
_READ_AS = frozenset({"update_cart_item", "thanks", "general", "unknown", CLARIFY})


async def takes_only_the_shown(turn: Turn, intent: str) -> bool:
    """Whether the message takes one product of the list just shown alone, to the cart."""
    u = turn.utterance
    if intent not in _READ_AS or not u.topic or not turn.shown():
        return False
    if u.has("NEGATION", "REMOVE", "CLEAR") or not offer_words.says_only(turn):
        return False
    shown = await quiet_products(turn, turn.shown())
    if len(choosing.among_the_lines(turn, u.topic, shown)) != 1:
        return False
    lines = cart_lines(await fetch_cart(turn))
    ids = list(dict.fromkeys(str(line["productId"]) for line in lines))
    held = list((await products_by_ids(turn, ids)).values()) if ids else []
    return not choosing.among_the_lines(turn, u.topic, held)  # "only 1 milk" of the cart's
