"""A code asked beside the sum it makes: "put BBQ10 on and tell me the total", "حط كود BBQ10
وقولي كم المجموع", "7ot il code BBQ10 w gooli cham il majmoo3"; or beside the wallet: "apply
BBQ10, will my wallet cover it?", "حط الكود والمحفظة تكفي؟".

Two requests in one message: the code alone answered left the total or the wallet unsaid, and
the wallet alone answered weighed a cart without the code asked for. The code is answered and
proposed as ever; the total is said as it will be once the code is confirmed, beside what it
is now, delivery to an area the message names included; the wallet is weighed against that
total. Nothing is applied by the words: the sums are of the proposal.
"""

from __future__ import annotations

from hub.assistant.brain.coupons_together import asks_to_combine
from hub.assistant.brain.intents import negated_or_removed, removes_the_code
from hub.assistant.brain.replies import figures
from hub.assistant.brain.skills import codes_in_talk, shown_offers, wallet_covers
from hub.assistant.brain.skills.common import cart_lines
from hub.assistant.brain.skills.delivery import area_read_or_typed
from hub.assistant.brain.skills.fee_beside import show_area_card
from hub.assistant.brain.skills.fee_by_address import name_of
from hub.assistant.brain.skills.total_beside_minimum import asks_the_total, words_of_the_total
from hub.assistant.brain.turn import AREA, Turn
from hub.record import Record
from hub.storefront.cards import kwd_text
from hub.storefront.carts import offer_discount


def asked(turn: Turn) -> bool:
    """Whether the message asks the cart's total or the wallet against it, beside the code."""
    return asks_the_total(turn) or wallet_covers.weighs_the_wallet(turn)


async def puts_a_code_on(turn: Turn) -> bool:
    """Whether the message puts a code on and asks the total or the wallet beside it: the
    code typed ("7ot BBQ10 w kam il total"), or used of the offers just shown ("apply it and
    tell me my total"), never taken off. Read whole, the total alone answered drops the code."""
    u = turn.utterance
    if not asked(turn) or negated_or_removed(u) or removes_the_code(u):
        return False
    if await shown_offers.code_as_typed(turn) is not None:
        return not asks_to_combine(turn.typed_and_read)
    asked_words = words_of_the_total(turn) | wallet_covers.words_of_the_wallet(turn)
    if not shown_offers.goes_ahead_beside(turn, asked_words):
        return False
    meant = await shown_offers.code_meant(turn)
    return meant is not None or await codes_in_talk.meant(turn) is not None


def _coded(offer: Record, code: str | None) -> bool:
    return bool(code) and str(offer.get("couponCode") or "").upper() == str(code).upper()


def _discount_with(cart: Record, running: list[Record], offer: Record | None) -> int:
    """The cart's discount with `offer`'s code in place of the one it holds: the offers that
    apply by themselves stay, one code at a time, never more than the subtotal."""
    lines, subtotal = cart_lines(cart), int(cart.get("subtotal") or 0)
    held = next((o for o in running if _coded(o, cart.get("couponCode"))), None)
    discount = int(cart.get("discount") or 0)
    if held is not None:
        discount -= offer_discount(held, lines, subtotal)
    if offer is not None:
        discount += offer_discount(offer, lines, subtotal)
    return max(0, min(discount, subtotal))


async def _delivery(turn: Turn, cart: Record) -> tuple[int, dict[str, str]]:
    """The delivery fee in the sum and the words that say it: to the area the message names
    ("I'm in Jahra, put BBQ10 on, what's the total"), remembered for "and express there?";
    else the cart's own fee, or the fee to the first saved address while no area is set."""
    area = await area_read_or_typed(turn)
    if area is not None:
        turn.memory[AREA] = area["_id"]
        fee = int(area.get("expressFee" if cart.get("express") else "fee") or 0)
        words = {
            language: figures(
                "sum_with_delivery", language, area=name_of(area, "name"), fee=kwd_text(fee)
            )
            for language in ("en", "ar")
        }
        return fee, words
    if cart.get("deliveryArea") or turn.customer_id is None:
        return int(cart.get("deliveryFee") or 0), wallet_covers.UNSAID
    account = await turn.call("account", turn.store.account, turn.customer_id)
    charged, words = await wallet_covers.charged(turn, cart, account)
    return charged - int(cart.get("total") or 0), words


async def tell(turn: Turn, offer: Record, cart: Record, running: list[Record], on: bool) -> None:
    """The total, or the wallet against it, asked beside `offer`'s code: with the code once
    confirmed when it is proposed (`on`), else as the cart stands; nothing when neither is
    asked or the cart is empty. Delivery to an area asked instead shows the area's card."""
    if not asked(turn):
        # "what's delivery to Salmiya, and apply BBQ10": the area's card, remembered for
        # "how much is express there"
        await show_area_card(turn)
        return
    if not cart_lines(cart):
        return
    fee, delivery = await _delivery(turn, cart)
    base = int(cart.get("subtotal") or 0) - int(cart.get("loyaltyDiscount") or 0) + fee
    now = base - int(cart.get("discount") or 0)
    total = base - _discount_with(cart, running, offer) if on else now
    code = {"en": str(offer["couponCode"]), "ar": str(offer["couponCode"])}
    if on and total < now:
        said = {"code": code, "total": kwd_text(total), "now": kwd_text(now), "delivery": delivery}
        turn.text_block(figures("sum_once_coded", turn.language, **said))
    elif asks_the_total(turn):
        turn.text_block(
            figures("sum_as_it_stands", turn.language, total=kwd_text(now), delivery=delivery)
        )
    if not wallet_covers.weighs_the_wallet(turn):
        return
    if turn.customer_id is None:
        # a guest has no wallet: signing in is said, the code's own chips stay the reply's
        turn.say("sign_in")
        turn.error("AUTHENTICATION_REQUIRED", "sign_in_wallet")
        return
    await _wallet_against(turn, total)


async def _wallet_against(turn: Turn, total: int) -> None:
    """The wallet's balance against the total just said: what is left after, or still to pay."""
    account = await turn.call("account", turn.store.account, turn.customer_id)
    wallet = int((account or {}).get("walletBalance") or 0)
    wallet_covers.say_against(turn, wallet, total, ("sum_wallet_covers", "sum_wallet_short"))
