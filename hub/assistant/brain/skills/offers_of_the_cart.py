"""The offers asked for and, in the same breath, whether one works on the cart: "any coupon
on meat and chicken? does it work on my cart?", "اكو كوبون على اللحوم؟ ينفع على كارتي؟".

The offers card answers the first half; the second asks of the cart, which the shopper's
own words name, so it is no other matter to decline. The one code found (`codes_in_talk`) is
said against the cart, and proposed when it takes something off.
"""

from __future__ import annotations

from hub.assistant.brain.skills import savings
from hub.assistant.brain.skills.codes_in_talk import asks_it_on_the_cart, meant, say_against
from hub.assistant.brain.skills.common import cart_lines
from hub.assistant.brain.turn import SHOWN_OFFERS, Turn
from hub.storefront.port import CartMutation


async def offers(turn: Turn) -> None:
    """The offers; then, asked of the cart too, the one code found said against it."""
    if not asks_it_on_the_cart(turn):
        await savings.offers(turn)
        return
    turn.hold_chips()
    try:
        await savings.offers(turn)
        offer = await meant(turn, [str(i) for i in turn.memory.get(SHOWN_OFFERS) or []])
        if offer is not None:
            cart = await turn.call("cart", turn.store.cart, turn.owner, useful=lambda _: True)
            saving = say_against(turn, offer, cart_lines(cart), cart, added_any=False)
            code = str(offer["couponCode"])
            if saving > 0 and str(cart.get("couponCode") or "").upper() != code.upper():
                turn.say("propose_coupon")
                turn.propose(CartMutation("apply_coupon", params={"couponCode": code}))
    finally:
        turn.release_chips()
