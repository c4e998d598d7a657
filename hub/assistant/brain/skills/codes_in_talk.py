"""A code of the offers just shown, asked of the cart or gone ahead with: "does it work on
my cart?", "ينفع على كارتي؟", "yimshi 3ala il cart?", "ee 7o6a" after the offers.

The code is the one shown, or of several shown the one that covers goods the conversation is
about (the goods in view, the cart's lines): "yes apply it" after the dates' offer and the
meat's is the dates'. Asked of the cart in the same message as the offers ("any coupon on
meat? does it work on my cart?"), the one code found is said against the cart, and proposed
when it takes something off; never "the rest" declined as another matter.
"""

from __future__ import annotations

import contextlib

from hub.assistant.brain.bilingual import Bilingual
from hub.assistant.brain.replies import figures
from hub.assistant.brain.skills.common import cart_lines, quiet_products
from hub.assistant.brain.skills.offer_themes import running
from hub.assistant.brain.turn import Turn
from hub.record import Record
from hub.storefront.cards import kwd_text
from hub.storefront.carts import offer_discount

# Whether it works on the cart: a verb of fitting, then the cart or the order
_ON_THE_CART = Bilingual(
    r"\b(?:work|works|apply|applies|valid|good|ok|okay|fit|fits|count|counts|cover|covers"
    r"|yimshi|yimsha|timshi|yinfa3|tinfa3|yishtighil|yis7ab)\b[^.?!\n]{0,25}?"
    r"\b(?:cart|basket|order|sallti|salti|karti|6albi|6alabi)\b",
    r"(?<!\w)و?(?:ي|ت)(?:نفع|مشي|صلح|شتغل|نطبق|طبق|شمل|سحب)(?!\w)[^.?!؟\n]{0,25}?"
    r"(?:سلتي|السله|السلة|سله|كارتي|كرتي|الكارت|كارت|طلبي|الطلب|cart|basket|order)",
)


def asks_it_on_the_cart(turn: Turn) -> bool:
    return _ON_THE_CART.search(turn.typed_and_read) is not None


def _covers(offer: Record, product: Record) -> bool:
    if offer.get("categoryId"):
        return str(product.get("categoryId")) == str(offer["categoryId"])
    return str(product["_id"]) in {str(pid) for pid in offer.get("productIds") or []}


async def meant(turn: Turn, offer_ids: list[str] | None = None) -> Record | None:
    """The one code of the offers shown (`offer_ids`, else those the turn before showed) the
    talk is about: the only one, or the only one covering the goods in view or in the cart."""
    ids = set(turn.offers_shown if offer_ids is None else offer_ids)
    shown = [o for o in await running(turn) if o["_id"] in ids and o.get("couponCode")]
    if len(shown) < 2:
        return shown[0] if shown else None
    focus = turn.focus()
    goods = [*([focus] if focus else []), *turn.shown()]
    with contextlib.suppress(Exception):  # looked up quietly to read the message
        goods += [str(line["productId"]) for line in cart_lines(await turn.store.cart(turn.owner))]
    products = await quiet_products(turn, list(dict.fromkeys(goods))) if goods else []
    fitting = [o for o in shown if any(_covers(o, p) for p in products)]
    return fitting[0] if len(fitting) == 1 else None


def say_against(
    turn: Turn, offer: Record, lines: list[Record], cart: Record, *, added_any: bool
) -> int:
    """What the code takes off the cart (with the goods about to be added, when `added_any`),
    or what it lacks, in figures; the saving, 0 when none."""
    subtotal = sum(int(line.get("lineTotal") or 0) for line in lines)
    minimum = int(offer.get("minSubtotal") or 0)
    code = {"en": str(offer["couponCode"]), "ar": str(offer["couponCode"])}
    key = "code_with_the_goods" if added_any else "code_with_the_cart"
    saving = offer_discount(offer, lines, subtotal)
    if saving > 0:
        on_already = str(cart.get("couponCode") or "").upper() == code["en"].upper()
        turn.text_block(
            figures(
                f"{key}_on" if on_already else f"{key}_saves",
                turn.language,
                code=code,
                saving=kwd_text(saving),
                subtotal=kwd_text(subtotal),
            )
        )
    elif offer_discount(offer, lines, max(subtotal, minimum)) > 0:
        turn.text_block(
            figures(
                f"{key}_short",
                turn.language,
                code=code,
                subtotal=kwd_text(subtotal),
                minimum=kwd_text(minimum),
                more=kwd_text(minimum - subtotal),
            )
        )
    else:
        turn.text_block(figures(f"{key}_covers_none", turn.language, code=code))
    return saving
