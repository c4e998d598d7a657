"""Saving money: the offers running, coupon codes and loyalty points.

Codes and points are checked against the store before they are proposed (a code that does not
exist, a basket below the offer's minimum, more points than the balance); the storefront
checks again on confirm, where the cart may have changed.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from hub.assistant.brain import matching
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.replies import figures
from hub.assistant.brain.skills import (
    code_covers,
    code_of_the_basket,
    codes_in_talk,
    first_order_code,
    offer_asks,
    offer_ends,
    offer_lam_words,
    offers_for_children,
    offers_most_named,
    points_cart_small,
    points_to_use,
    points_with_wallet,
    shown_offers,
)
from hub.assistant.brain.skills.common import (
    cart_lines,
    filled_cart,
    quiet_products,
    require_customer,
    search,
    unmet_words,
)
from hub.assistant.brain.skills.faq import rule_card, show_rule
from hub.assistant.brain.skills.grounding import telling_words
from hub.assistant.brain.turn import BALANCE_OF, Turn
from hub.record import Record
from hub.storefront.cards import kwd_text
from hub.storefront.carts import offer_discount
from hub.storefront.port import CartMutation
from hub.storefront.seed import LOYALTY_MIN_REDEEM_POINTS, LOYALTY_POINT_VALUE_FILS
from hub.text import words

_COUPON_CHIPS = 2


def _with_codes(offers: list[Record]) -> list[Record]:
    return [offer for offer in offers if offer.get("couponCode")]


def _coupon_chips(turn: Turn, offers: list[Record]) -> list[Record]:
    return [
        turn.record_chip("coupon", offer, "couponCode")
        for offer in _with_codes(offers)[:_COUPON_CHIPS]
    ]


async def offers(turn: Turn) -> None:
    """any offers / deals / coupons / عروض; "offers on fruit" narrows to matching offers."""
    found = await turn.call("offers", turn.store.offers)
    if not found:
        turn.say("no_offers")
        turn.chips("aisles", "recipe")
        return
    # "when does BABY15 end", "any code for big orders": by its code or the basket it asks
    by_condition = offer_asks.asked_by_condition(turn, found)
    narrowed, goods_named = (
        (by_condition, False)
        if by_condition
        else await _offers_on(
            turn, found, offers_for_children.offer_words(turn, offer_ends.offer_words(turn))
        )
    )
    chosen = narrowed or found
    # "any offers on pepsi": goods of ours that no offer covers are said to have none
    turn.say("offers_none_on_it" if goods_named and not narrowed else "offers")
    if narrowed and offer_ends.asks_when_it_ends(turn):
        offer_ends.say_when_they_end(turn, narrowed)
    elif by_condition:
        offer_asks.say_conditions(turn, by_condition)
    turn.block({"kind": "offers", "offerIds": [offer["_id"] for offer in chosen]})
    covered = await _covered_goods(turn, narrowed, offer_ends.offer_words(turn))
    if covered:
        # "show me the dates on offer": the offer, and the goods of that kind it covers
        turn.block({"kind": "products", "productIds": covered})
        turn.remember_shown(covered)
        turn.remember_offers([offer["_id"] for offer in chosen])  # "yes apply it" next
    turn.chips(*_coupon_chips(turn, chosen), "cart")


# Words of the offer itself, which name no goods: "are any dates discounted"
_OFFER_WORDS = frozenset(
    {"discount", "discounted", "discounts", "deal", "deals", "sale", "promo", "promotion",
     "offer", "offers", "reduced", "خصم", "خصومات", "عرض", "عروض", "تخفيض"}
)  # fmt: skip


async def _covered_goods(turn: Turn, narrowed: list[Record], topic: list[str]) -> list[str]:
    """The products the narrowed offers name one by one that hold every telling word asked
    ("dates" of the ghabga offer: its Khalas and Sukkari); none for an offer on an aisle."""
    # the offer's own name ("the ghabga offer") names no goods either
    titles = " ".join(text for offer in narrowed for text in matching.name_texts(offer, "title"))
    offered = set(matching.stems(titles))
    named = [
        word
        for word in telling_words(topic)
        if word not in _OFFER_WORDS and not set(matching.stems(word)) <= offered
    ]
    ids = [str(pid) for offer in narrowed for pid in offer.get("productIds") or []]
    if not named or not ids:
        return []
    covered = await quiet_products(turn, list(dict.fromkeys(ids)))
    return [str(p["_id"]) for p in covered if not unmet_words(named, [p])]


async def _offers_on(
    turn: Turn, found: list[Record], topic: list[str]
) -> tuple[list[Record], bool]:
    """The offers on what `topic` names, and whether it named goods of ours: by the offer's
    own words ("offers on fruit"), else by the aisles of the goods named ("the pampers
    discount", "the offer on chicken"), else by an aisle's words ("fi code lel tanthif?")."""
    if not topic:
        return [], False
    # "في كود للحوم؟": the meat offer by its own words, before a search for "حوم"
    narrowed = [
        offer
        for offer in found
        if matching.phrase_hits(
            matching.stems(_offer_text(offer)), offer_lam_words.with_lam_kept(topic)
        )
    ]
    if narrowed:
        # "fi coupon 7ag il tamr? sma3t fi shay ghabga": the offer holding the most of it
        return offers_most_named.most_named(narrowed, topic, _offer_text), False
    hits = await search(turn, " ".join(topic))
    if not hits and (kept := offer_lam_words.lam_kept(topic)) != topic:
        hits = await search(turn, " ".join(kept))  # "في عرض للحم؟": "لحم", not "حم"
    if hits:
        named = {str(hit.get("categoryId")) for hit in hits}
        return [offer for offer in found if str(offer.get("categoryId")) in named], True
    aisles = {str(a["_id"]): a for a in await turn.call("categories", turn.store.categories)}
    return [
        offer
        for offer in found
        if (aisle := aisles.get(str(offer.get("categoryId"))))
        and matching.phrase_hits(
            matching.stems(" ".join(matching.name_texts(aisle) + matching.keywords_of(aisle))),
            topic,
        )
    ], False


def _offer_text(offer: Record) -> str:
    texts = matching.name_texts(offer, "title") + matching.name_texts(offer, "description")
    return " ".join(texts)


def _short_of(turn: Turn, offer: Record, subtotal: int, minimum: int) -> str:
    """How far the basket is from the code's minimum, in figures, not only "add more"."""
    return figures(
        "coupon_short",
        turn.language,
        code={"en": str(offer["couponCode"]), "ar": str(offer["couponCode"])},
        subtotal=kwd_text(subtotal),
        minimum=kwd_text(minimum),
        more=kwd_text(minimum - subtotal),
    )


# What the message asks beside the code, said once the code is answered against the cart:
# (turn, the code's offer, the cart, the running offers, whether the code is proposed)
Beside = Callable[[Turn, Record, Record, list[Record], bool], Awaitable[None]]


async def apply_coupon(turn: Turn, beside: Beside, *, wallet_said: bool) -> None:
    """apply coupon FRESH10 / use code WELCOME2 / استخدم كود FRESH10; "use the bbq one" of
    the offers shown (`shown_offers`). Paying from the wallet asked with it ("and i'll pay
    from my wallet") is answered too: the wallet pays at checkout, nothing to propose; unless
    `wallet_said` (its balance weighed by `beside`)."""
    await _apply_coupon(turn, beside)
    if wallet_said:
        return
    if _WALLET.search(turn.message.for_model) and not turn.utterance.has("POINTS"):
        turn.say("use_wallet")
        await rule_card(turn, _PAYING_FROM_THE_WALLET)


async def _apply_coupon(turn: Turn, beside: Beside) -> None:
    code = await shown_offers.code_meant(turn)  # "use the bbq one" of the offers shown
    if code is None and turn.offers_last and (meant := await codes_in_talk.meant(turn)):
        code = str(meant["couponCode"])  # "yes apply it" after the dates' offer and the meat's
    found = await turn.call(
        "offers",
        turn.store.offers,
        useful=lambda running: code is not None and _offer_with(running, code) is not None,
    )
    with_codes = _with_codes(found)
    if code is None:
        turn.say("coupon_ask")
        turn.block({"kind": "offers", "offerIds": [offer["_id"] for offer in with_codes]})
        turn.chips(*_coupon_chips(turn, found), "cart")
        return
    offer = _offer_with(found, code)
    if offer is None:
        turn.say("coupon_unknown")
        turn.error("RESOURCE_NOT_FOUND", "coupon_unknown")
        turn.block({"kind": "offers", "offerIds": [o["_id"] for o in with_codes]})
        turn.chips(*_coupon_chips(turn, found), "cart")
        return
    block = {"kind": "offers", "offerIds": [offer["_id"]], "couponCode": offer["couponCode"]}
    cart = await turn.call("cart", turn.store.cart, turn.owner, useful=lambda _: True)
    if await code_covers.answer(turn, offer, cart):
        return  # "does FRESH10 cover the milk": by the code's terms, whatever the cart holds
    if await first_order_code.refused(turn, offer, block, cart):
        return  # "and WELCOME2?" from an account that has ordered before: not for it
    if not cart_lines(cart):
        # "apply welcome2" on an empty cart: nothing to take it off yet, and what the code
        # asks of a basket (its card says the minimum)
        turn.say("coupon_cart_empty")
        turn.block(block)
        turn.chips("aisles", "offers")
        return
    if str(cart.get("couponCode") or "").upper() == str(offer["couponCode"]).upper():
        # "ok switch" to the code the cart already holds: nothing to change, never a no-op
        # proposal to confirm
        turn.say("coupon_already_on")
        turn.block(block)
        code_of_the_basket.tell(turn, offer, cart)  # "is it too small": the cart's figures
        await beside(turn, offer, cart, found, True)
        turn.chips("cart", "offers")
        return
    subtotal, minimum = int(cart.get("subtotal") or 0), int(offer.get("minSubtotal") or 0)
    # worked out as if the basket were big enough: whether any line is of the code's goods
    covers = offer_discount(offer, cart_lines(cart), max(subtotal, minimum)) > 0
    if not covers:
        # "does BABY15 work on that" over bananas: a code for goods the cart does not hold
        # takes nothing off, whatever the basket's size; never "valid, tap confirm"
        turn.say("coupon_covers_none")
        turn.block(block)
        if subtotal < minimum:
            turn.text_block(_short_of(turn, offer, subtotal, minimum))
        await beside(turn, offer, cart, found, False)
        turn.chips("cart", "offers")
        return
    if subtotal < minimum:
        turn.say("coupon_minimum")
        turn.error("VALIDATION_ERROR", "coupon_minimum")
        turn.block(block)
        # how far the basket is from the code's minimum, in figures, not only "add more"
        turn.text_block(_short_of(turn, offer, subtotal, minimum))
        code_of_the_basket.tell(turn, offer, cart, weigh_minimum=False)
        await beside(turn, offer, cart, found, False)
        turn.chips("cart", "offers")
        return
    turn.say("propose_coupon")
    turn.block(block)
    code_of_the_basket.tell(turn, offer, cart)
    await beside(turn, offer, cart, found, True)
    turn.propose(CartMutation("apply_coupon", params={"couponCode": offer["couponCode"]}))
    turn.chips("cart", "slots")


def _offer_with(offers: list[Record], code: str) -> Record | None:
    wanted = code.upper()
    return next((o for o in offers if str(o.get("couponCode") or "").upper() == wanted), None)


async def clear_coupon(turn: Turn) -> None:
    """remove the coupon / الغي الكوبون."""
    turn.say("propose_clear_coupon")
    turn.propose(CartMutation("clear_coupon"))
    turn.chips("cart", "offers")


async def apply_loyalty(turn: Turn) -> None:
    """use my points / use 500 points / استخدم نقاطي (signed-in customers)."""
    await points_proposed(turn)


@dataclass(frozen=True, slots=True)
class PointsSpent:
    """The points proposed on the cart, with the cart and the account they were weighed on."""

    points: int
    cart: Record
    account: Record | None


async def points_proposed(turn: Turn) -> PointsSpent | None:
    """`apply_loyalty`'s answer, and what it proposed; None when it proposed nothing (no
    points, too few, an empty cart), having said why."""
    if not require_customer(turn, "sign_in_points"):
        return None
    account = await turn.call(
        "account",
        turn.store.account,
        turn.customer_id,
        useful=lambda found: bool(found and int(found.get("loyaltyPoints") or 0) > 0),
    )
    balance = int((account or {}).get("loyaltyPoints") or 0)
    numbers = turn.utterance.numbers
    wanted = int(numbers[0]) if numbers and not turn.utterance.has("ALL") else None
    # Not enough points, or an empty cart, is an answer about the account, said in words
    # beside the balance, never an error card.
    if balance <= 0:
        turn.say("points_none")
        turn.chips("offers", "cart")
        return None
    if wanted is not None and wanted > balance:
        turn.say("points_too_many")
        turn.text_block(balance_text(turn, account or {}))
        turn.chips("all_points", "cart")
        return None
    cart = await filled_cart(turn, {"kind": "text", "text": balance_text(turn, account or {})})
    if cart is None:
        return None
    points = points_the_cart_takes(balance, cart) if wanted is None else wanted
    said = balance_text(turn, account or {})
    if points < LOYALTY_MIN_REDEEM_POINTS and points_cart_small.tell(turn, balance, cart, said):
        return None  # thousands of points on a cart of a few fils: the cart falls short
    if points < LOYALTY_MIN_REDEEM_POINTS:
        turn.say("points_none")
        turn.text_block(balance_text(turn, account or {}))
        turn.chips("offers", "cart")
        return None
    params = {"points": points}  # the card shows how many points the change uses
    if points_to_use.asks_the_count(turn):
        turn.text_block(balance_text(turn, account or {}))  # "how many have i got?" answered
    turn.say("propose_loyalty")
    turn.propose(CartMutation("apply_loyalty", params=params))
    turn.chips("cart", "slots")
    return PointsSpent(points, cart, account)


def points_the_cart_takes(balance: int, cart: Record) -> int:
    """The points a cart can take: the balance, up to the products' worth after discounts."""
    payable = int(cart.get("subtotal") or 0) - int(cart.get("discount") or 0)
    return min(balance, payable // LOYALTY_POINT_VALUE_FILS)


async def points_balance(turn: Turn) -> None:
    """how many points do I have / what are they worth / كم نقطة عندي: the signed-in
    customer's balance and its value, and the way to use it."""
    if not require_customer(turn, "sign_in_balance"):
        return
    account = await turn.call("account", turn.store.account, turn.customer_id)
    balance = int((account or {}).get("loyaltyPoints") or 0)
    # "use it on this order" next is the wallet's when the wallet was asked about, not points
    wallet = bool(_WALLET.search(turn.typed_and_read)) and not turn.utterance.has("POINTS")
    turn.memory[BALANCE_OF] = "wallet" if wallet else "points"
    turn.say("points_balance")
    turn.text_block(balance_text(turn, account or {}))
    if balance >= LOYALTY_MIN_REDEEM_POINTS:
        turn.chips("use_points", "cart")
    else:
        turn.chips("offers", "cart")


_HOW_POINTS_WORK = words("how do loyalty points work redeem points")
_PAYING_FROM_THE_WALLET = words("fresh wallet pay part order")
# The wallet named: "wallet", "محفظتي", "ma7fa6ti" (read "محفطتي")
_WALLET = Gated(r"\bwallet\b|محف[ظط]|\bma7f")


_COUPONS = words("coupon code promo one coupon per order two coupons")


async def coupons_together(turn: Turn) -> None:
    """ "can FRESH10 be combined with the BBQ code?": one coupon per order, so a second code
    takes the first one's place; said from the store's rule, nothing applied."""
    turn.say("one_coupon")
    await rule_card(turn, _COUPONS)
    turn.remember_offers(await shown_offers.offers_named(turn))
    turn.chips("offers", "cart")


async def use_wallet(turn: Turn) -> None:
    """ "use it on this order" right after the wallet balance: the wallet pays at checkout,
    which the store's rule for the wallet says; points are another balance, never proposed
    in its place. Points and the wallet asked of together are both rules (`points_with_wallet`)."""
    if points_with_wallet.asked(turn):
        await points_with_wallet.answer(turn)
        return
    turn.say("use_wallet")
    await rule_card(turn, _PAYING_FROM_THE_WALLET)
    turn.chips("cart", "slots")


async def how_points_work(turn: Turn) -> None:
    """ "شلون استخدمها" right after the balance: the store's rule for using points."""
    if not await show_rule(turn, _HOW_POINTS_WORK):
        turn.say("unknown")
    turn.chips("use_points", "cart")


def balance_text(turn: Turn, account: dict[str, object]) -> str:
    """The points, what they are worth, and the wallet: one line of the customer's money."""
    balance = int(str(account.get("loyaltyPoints") or 0))
    return figures(
        "balance",
        turn.language,
        points={"en": str(balance), "ar": str(balance)},
        worth=kwd_text(balance * LOYALTY_POINT_VALUE_FILS),
        wallet=kwd_text(int(str(account.get("walletBalance") or 0))),
    )


async def clear_loyalty(turn: Turn) -> None:
    """don't use my points / لا تستخدم نقاطي; "and the points?" / "w el no8a6?" says no word
    of stopping or taking off: the points asked about, whose balance answers it."""
    if not turn.utterance.has("NEGATION", "REMOVE", "CLEAR"):
        await points_balance(turn)
        return
    turn.say("propose_clear_loyalty")
    turn.propose(CartMutation("clear_loyalty"))
    turn.chips("cart", "offers")
