"""Which code saves the most on the cart as it is: each running code's saving worked out the
way the store works it out on confirm (`storefront.carts.offer_discount`), the best first,
and what the others lack (a bigger basket, goods they are for). Asked applied ("حط اللي يوفر
اكثر"), the best is proposed; nothing is proposed when no code takes anything off.
"""

from __future__ import annotations

from hub.assistant.brain import saving_codes
from hub.assistant.brain.replies import figures
from hub.assistant.brain.skills.common import cart_lines, filled_cart
from hub.assistant.brain.turn import Turn
from hub.record import Record
from hub.storefront.cards import kwd_text
from hub.storefront.carts import offer_discount
from hub.storefront.port import CartMutation

_LINES = 4  # codes said, the best first


async def best_coupon(turn: Turn) -> None:
    cart = await filled_cart(turn)
    if cart is None:
        return
    running = await turn.call("offers", turn.store.offers)
    coded = [offer for offer in running if offer.get("couponCode")]
    items, subtotal = cart_lines(cart), int(cart.get("subtotal") or 0)
    savings = {offer["_id"]: offer_discount(offer, items, subtotal) for offer in coded}
    ranked = sorted(coded, key=lambda offer: -savings[offer["_id"]])
    if not ranked or savings[ranked[0]["_id"]] <= 0:
        turn.say("best_coupon_none")
        _say_each(turn, ranked, savings, subtotal)
        turn.block({"kind": "offers", "offerIds": [offer["_id"] for offer in ranked]})
        turn.chips("cart", "offers")
        return
    best = ranked[0]
    code = str(best["couponCode"])
    block = {"kind": "offers", "offerIds": [best["_id"]], "couponCode": code}
    applied = str(cart.get("couponCode") or "").upper() == code.upper()
    if saving_codes.asks_it_applied(turn.typed_and_read) and not applied:
        turn.say("best_coupon_propose")
        _say_each(turn, ranked, savings, subtotal)
        turn.block(block)
        turn.propose(CartMutation("apply_coupon", params={"couponCode": code}))
        turn.chips("cart", "slots")
        return
    turn.say("coupon_already_on" if applied else "best_coupon_named")
    _say_each(turn, ranked, savings, subtotal)
    turn.block(block)
    if applied:
        turn.chips("cart", "offers")
        return
    turn.chips(turn.record_chip("coupon", best, "couponCode"), "cart")


def _say_each(turn: Turn, ranked: list[Record], savings: dict[str, int], subtotal: int) -> None:
    """Each code's saving on the cart, or what it lacks, as a text card of its own."""
    for offer in ranked[:_LINES]:
        code = {"en": str(offer["couponCode"]), "ar": str(offer["couponCode"])}
        minimum = int(offer.get("minSubtotal") or 0)
        if savings[offer["_id"]] > 0:
            line = figures(
                "coupon_saves", turn.language, code=code, saving=kwd_text(savings[offer["_id"]])
            )
        elif subtotal < minimum:
            line = figures(
                "coupon_needs",
                turn.language,
                code=code,
                minimum=kwd_text(minimum),
                subtotal=kwd_text(subtotal),
            )
        else:
            line = figures("coupon_fits_nothing", turn.language, code=code)
        turn.text_block(line)
