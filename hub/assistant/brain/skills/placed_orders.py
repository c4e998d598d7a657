"""Goods asked onto an order already placed: "can i add water to that one?" right after the
chalet order's status, "ممكن اضيف ماي على الطلب؟", "agdar azeed laban 7ag el order?".

An order once placed is not changed through the assistant, so adding to it is said to be
impossible first; the goods named are then shown for the cart, for a new order, and nothing
is proposed (the shopper asked about the order, not for a cart line).
"""

from __future__ import annotations

import re

from hub.assistant.brain.skills import catalogue
from hub.assistant.brain.skills.order_in_talk import ABOUT_AN_ORDER
from hub.assistant.brain.turn import INTENT, ORDER, Turn

# Onto the order itself, however it is named: "to my order", "to the order", "للطلب", "على
# طلبي", "مع الاوردر", "7ag el order" (read "حق ال order")
_ONTO_THE_ORDER = re.compile(
    r"\b(?:to|in|into|on|onto|with)\s(?:my|the|that|this|same|today's)\s(?:order|delivery)\b"
    r"|(?<!\w)(?:على|ع|علي|ل|لل|في|مع|حق|ب)\s?(?:ال\s?)?(?:طلب|طلبي|طلبيه|طلبيتي|اوردر|order)"
    r"(?:\s(?:هذا|هذاك|ذاك|نفسه|اللي))?(?!\w)"
)
# Onto "it" once an order is what the last reply was about: "to that one", "to it", "عليه",
# "معاه", "فيه"
_ONTO_IT = re.compile(
    r"\b(?:to|in|into|on|onto|with)\s(?:that one|this one|it|that|this)\b"
    r"|(?<!\w)(?:عليه|عليها|معاه|معاها|فيه|فيها|له|لها|لهذاك|لهذا|لذاك)(?!\w)"
)


def adds_to_a_placed_order(turn: Turn) -> bool:
    """Goods named, with a verb of adding, onto the order (or onto "it" while an order is in
    talk); never onto the cart, which the shopper may name beside an order's number."""
    u = turn.utterance
    # the lexicon's ADD alone: "get" and "update" ask nothing onto it ("can i get an update
    # on my order")
    if not u.topic or not u.has("ADD") or u.has("CART"):
        return False
    text = turn.typed_and_read.lower()
    if _ONTO_THE_ORDER.search(text):
        return True
    in_talk = turn.memory.get(INTENT) in ABOUT_AN_ORDER and bool(turn.memory.get(ORDER))
    return in_talk and bool(_ONTO_IT.search(text))


async def goods_for_a_placed_order(turn: Turn) -> None:
    turn.say("placed_order_unchanged")
    await catalogue.search_products(turn)
