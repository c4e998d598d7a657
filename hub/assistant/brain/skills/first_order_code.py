"""A code for a first order asked by a shopper who has ordered before: "and is WELCOME2
better?", "apply welcome2", "WELCOME2 yimshi?" from an account with past orders. The code's
own words say it is for a first order; "valid, tap confirm" would be a promise checkout
breaks, so that is said instead, with the code's card and nothing proposed.
"""

from __future__ import annotations

import re

from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.skills import code_kept_over_first_order
from hub.assistant.brain.turn import Turn
from hub.record import Record

# The code's own words: "2 KWD off your first order", "a first order of 10 KWD or more"
_FIRST_ORDER = Pattern(r"\bfirst (?:order|purchase)\b|(?:طلبك|الطلب|طلب)\s+الأول", re.IGNORECASE)
# Orders that count as ordering before: any not cancelled
_NOT_COUNTED = frozenset({"cancelled"})


def for_a_first_order(offer: Record) -> bool:
    """Whether the offer's title or description says it is for a first order."""
    texts: list[str] = []
    for field in ("title", "description"):
        value = offer.get(field)
        if isinstance(value, dict):
            texts += [str(text) for text in value.values()]
        elif value:
            texts.append(str(value))
    return any(_FIRST_ORDER.search(text) for text in texts)


async def refused(turn: Turn, offer: Record, block: Record, cart: Record | None = None) -> bool:
    """Says a first order's code is not for this signed-in shopper, who has ordered before;
    False (nothing said) for a guest, another code, or an account with no order yet."""
    if not turn.customer_id or not for_a_first_order(offer):
        return False
    orders = await turn.call("orders", turn.store.orders, turn.customer_id)
    if not any(order.get("status") not in _NOT_COUNTED for order in orders):
        return False
    turn.say("coupon_first_order_only")
    if cart is not None:  # "is WELCOME2 better?" after another code: that one saves more
        await code_kept_over_first_order.say_the_other(turn, offer, cart)
    turn.block(block)
    turn.chips("offers", "cart")
    return True
