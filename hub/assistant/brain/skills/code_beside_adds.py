"""Goods to add asked beside a code in one message: "put the tide gel in and 2 fairy lemon,
does CLEAN1 work on my cart?", "7ot il pants w 3indi code BABY15", "ضيف تايد جل، وكود CLEAN1
يمشي على سلتي؟".

Read whole, the code answers and the goods are dropped; and answered against the cart as it
is, a code for the very goods asked for covers nothing yet. The goods are proposed as an add,
and the code is answered against the cart as it will be once they are in: what it takes off,
how far the basket is from its minimum, or that it covers none of it. Applying it stays a
chip for after Confirm: the store checks a code against the cart it is applied to, which only
holds the goods once they are confirmed.
"""

from __future__ import annotations

import re

from hub.assistant.brain.normaliser import Normalised
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.skills import (
    adding,
    code_for_a_choice,
    code_with_the_sum,
    codes_in_talk,
    savings,
    wallet_covers,
)
from hub.assistant.brain.skills.codes_in_talk import say_against
from hub.assistant.brain.skills.common import cart_lines, quiet_products
from hub.assistant.brain.turn import PROPOSED, SHOWN, Turn
from hub.assistant.brain.utterance import Utterance
from hub.record import Record
from hub.storefront.cards import find_variant

# Where a clause starts or ends: sentence marks, or a word joining a second request; "و"
# written onto the next word ("وكود CLEAN1") joins it too
_BREAK = Pattern(r"[,،.;؛?؟!\n]|(?<!\w)(?:and|also|plus|w|wa|o|و|كمان|وكمان)(?!\w)|(?<!\w)و(?=\w)")
# Words that ask for goods: the add itself, never the code's own verbs ("apply", "use")
_ASKS_FOR = ("ADD", "WANT", "TAKE")


def goods_part(turn: Turn, code: str) -> str | None:
    """The message less the clause that holds the code, when what is left asks to add goods
    it names; None when no such part is beside the code."""
    text = turn.message.text
    at = text.upper().find(code.upper())
    if at < 0:
        return None
    breaks = [(m.start(), m.end()) for m in _BREAK.finditer(text)]
    start = max((b for b in breaks if b[1] <= at), default=(0, 0), key=lambda b: b[1])
    end = min((b for b in breaks if b[0] >= at + len(code)), default=(len(text), len(text)))
    before, after = text[: start[0]], text[end[1] :]
    # what follows the code's clause is goods only when it opens with its own verb ("apply
    # BABY15 and add the pants"); "does CLEAN1 work, and on the tide?" asks of the code
    if after.strip() and not Utterance(after.strip()).starts_with("ADD"):
        after = ""
    part = " , ".join(piece.strip(" ,،") for piece in (before, after) if piece.strip(" ,،"))
    if not part:
        return None
    u = Utterance(part)
    if not u.topic or not u.has(*_ASKS_FOR) or u.has("COUPON", "REMOVE", "NEGATION"):
        return None
    return part


# The code named by its word, not typed: "add the aqua pure wipes and try the code again"
_THE_CODE = Pattern(r"\b(?:code|coupon|promo)\b|(?<!\w)(?:ال)?(?:كود|كوبون)(?!\w)", re.I)


async def apply_coupon(turn: Turn) -> None:
    """A code typed beside goods to add, or the code in talk named so: both answered; a
    code alone, as ever."""
    code = turn.utterance.code
    part = goods_part(turn, code) if code else None
    if code is None and (named := _THE_CODE.search(turn.message.text)) is not None:
        # "ok add the aqua pure wipes then and try the code again" after BABY15 was asked
        part = goods_part(turn, named.group())
        offer = await codes_in_talk.meant(turn) if part is not None else None
        if part is not None and offer is not None:
            await _answer(turn, part, offer, await turn.call("offers", turn.store.offers))
            return
    if code is None or part is None:
        # the total or the wallet asked beside the code, said against it (`code_with_the_sum`)
        weighed = wallet_covers.weighs_the_wallet(turn)
        await savings.apply_coupon(turn, code_with_the_sum.tell, wallet_said=weighed)
        return
    running = await turn.call("offers", turn.store.offers)
    wanted = code.upper()
    offer = next((o for o in running if str(o.get("couponCode") or "").upper() == wanted), None)
    await _answer(turn, part, offer, running)


async def _answer(turn: Turn, part: str, offer: Record | None, running: list[Record]) -> None:
    """The goods beside the code proposed, then the code said against the cart with them."""
    whole = (turn.utterance, turn.message, turn.typed_and_read)
    shown_before = turn.memory.get(SHOWN)
    turn.hold_chips()
    try:
        turn.utterance = Utterance(part)
        turn.message = Normalised(part, turn.message.arabizi)
        turn.typed_and_read = part.lower()
        await adding.add_to_cart(turn)
    finally:
        turn.utterance, turn.message, turn.typed_and_read = whole
    if offer is None:
        turn.say("coupon_unknown")
        turn.error("RESOURCE_NOT_FOUND", "coupon_unknown")
        codes = [o["_id"] for o in running if o.get("couponCode")]
        turn.block({"kind": "offers", "offerIds": codes})
        turn.release_chips()
        return
    cart = await turn.call("cart", turn.store.cart, turn.owner, useful=lambda _: True)
    added = turn.memory.get(PROPOSED) if turn.proposed_now == "add_to_cart" else None
    shown = turn.memory.get(SHOWN)
    choice = list(shown) if not added and shown and shown is not shown_before else []
    # "add lamb and apply BBQ10" asked which lamb: the code said of the goods to choose from
    if not choice or not await code_for_a_choice.say_of_the_choice(turn, offer, choice):
        lines = cart_lines(cart) + await _priced(turn, added or [])
        say_against(turn, offer, lines, cart, added_any=bool(added))
    turn.block({"kind": "offers", "offerIds": [offer["_id"]], "couponCode": offer["couponCode"]})
    on_already = str(cart.get("couponCode") or "").upper() == str(offer["couponCode"]).upper()
    if not on_already:
        turn.chips(turn.record_chip("coupon", offer, "couponCode"))
    turn.release_chips()


async def _priced(turn: Turn, added: list[list[object]]) -> list[Record]:
    """The lines about to be added, priced as the cart prices its own."""
    ids = [str(line[0]) for line in added]
    products = {str(p["_id"]): p for p in await quiet_products(turn, ids)} if ids else {}
    priced = []
    for product_id, variant_id, count in added:
        product = products.get(str(product_id))
        if product is None:
            continue
        variant = find_variant(product, str(variant_id) if variant_id else None)
        unit = int((variant or product)["price"])
        n = int(str(count))
        priced.append({"productId": product["_id"], "lineTotal": unit * n, "product": product})
    return priced
