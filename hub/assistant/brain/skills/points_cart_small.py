"""Points asked to be used on a cart too small for them: "how many points have I got? I want
to use them", "جم عندي نقاط؟ ابي استخدمها", "kam na8a6 3indi? abi asta5dimha".

"You don't have enough points" is false of a balance of thousands: what falls short is the
cart, whose worth after discounts is less than the fewest points that can be used at once.
The balance is said, and what the cart would need.
"""

from __future__ import annotations

from hub.assistant.brain.turn import Turn
from hub.record import Record
from hub.storefront.cards import kwd_text
from hub.storefront.seed import LOYALTY_MIN_REDEEM_POINTS, LOYALTY_POINT_VALUE_FILS

_CART_SMALL = {
    "en": "You have {points} points, but points are used from {least} at a time and your cart"
    " comes to {payable}: they can go on a cart of {needed} or more.",
    "ar": "عندك {points} نقطة، بس النقاط تنستخدم من {least} نقطة وفوق وسلتك الحين {payable}:"
    " تقدر تستخدمها على سلة قيمتها {needed} أو أكثر.",
}


def tell(turn: Turn, balance: int, cart: Record, balance_said: str) -> bool:
    """Said when the balance is enough and the cart is what falls short; False otherwise."""
    if balance < LOYALTY_MIN_REDEEM_POINTS:
        return False
    payable = int(cart.get("subtotal") or 0) - int(cart.get("discount") or 0)
    needed = LOYALTY_MIN_REDEEM_POINTS * LOYALTY_POINT_VALUE_FILS
    if payable >= needed:
        return False
    turn.say("points_balance")
    turn.text_block(balance_said)
    turn.text_block(
        _CART_SMALL[turn.language].format(
            points=balance,
            least=LOYALTY_MIN_REDEEM_POINTS,
            payable=kwd_text(payable)[turn.language],
            needed=kwd_text(needed)[turn.language],
        )
    )
    turn.chips("cart", "offers")
    return True
