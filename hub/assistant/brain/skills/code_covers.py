"""Whether a code covers goods named: "does FRESH10 cover the milk and the bread", "كود FRESH10
يشمل الموز؟", "il code BABY15 yshmal il pampers?".

The question is of the code's terms, not of the cart: each good named is said to count or
not by what the code applies to (its aisle, the goods it lists, else the whole basket), then
what it asks of a basket (its own description says the minimum). The cart is a side note: an
empty one does not make the question unanswerable.
"""

from __future__ import annotations

from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.replies import figures
from hub.assistant.brain.skills import code_of_the_basket
from hub.assistant.brain.skills.common import cart_lines, confident_hits, names_of, search
from hub.assistant.brain.skills.offer_asks import say_conditions
from hub.assistant.brain.turn import Turn
from hub.record import Record

# Asked whether it counts for goods: "cover", "work on", "valid on", "يشمل", "ينفع على",
# "yshmal" (read يشمل), "yimshi 3ala"
_COVERS = Gated(
    r"\b(?:covers?|cover(?:ed|ing)|include[sd]?|work(?:s)? (?:on|for|with)|valid (?:on|for)"
    r"|apply (?:to|on)|applies (?:to|on)|count(?:s)? (?:for|on)|good (?:on|for)|use (?:it|\w+) on"
    r"|discount on|off (?:the|on))\b"
    r"|(?<!\w)(?:يشمل|تشمل|يشملها|يشمله|يغطي|ينطبق|ينفع عل[ىي]|ينفع ع|يمشي عل[ىي]|يمشي ع|يصلح عل[ىي]"
    r"|يدخل فيه)(?!\w)"
)
# The words of the question, which name no goods
_QUESTION_WORDS = frozenset(
    {"cover", "covers", "covered", "include", "includes", "valid", "work", "works", "apply",
     "applies", "count", "counts", "good", "use", "discount", "code", "coupon", "كود", "الكود",
     "كوبون", "الكوبون", "يشمل", "تشمل", "يغطي", "ينطبق", "ينفع", "يمشي", "يصلح", "يدخل"}
)  # fmt: skip


# ...of the cart as a whole, which the code's own answer weighs ("will CLEAN1 work on my
# cart", "yemshi 3al cart", "يمشي على سلتي")
_ON_THE_CART = Gated(
    r"\b(?:on|for|with|to) (?:my |the |our |this )?(?:cart|basket|order)\b"
    r"|(?<!\w)(?:على|عل[ىي]|ع) ?(?:ال ?)?(?:cart|كارت|سل[هة]|سلتي|السل[هة]|الكارت)(?!\w)"
)


def _asks_of_goods(turn: Turn) -> bool:
    said = turn.message.for_model.lower()
    return (
        turn.utterance.asks
        and _COVERS.search(said) is not None
        and _ON_THE_CART.search(said) is None
        and not code_of_the_basket.asked(said)  # "on this or is it too small": the cart's
    )


async def _goods_named(turn: Turn, cart: Record | None) -> list[Record]:
    """One product for each part of the message that names goods, in the order said; a kind
    named bare ("the meat") is the cart's goods of that aisle when it holds some."""
    found: list[Record] = []
    for segment in turn.utterance.segments():
        words = [word for word in segment.topic if word not in _QUESTION_WORDS]
        if not words:
            continue
        hits = confident_hits(words, await search(turn, " ".join(words)))
        if not hits:
            continue
        held = await code_of_the_basket.held_of_the_kind(turn, words, hits[0], cart)
        found.extend(product for product in held or hits[:1] if product not in found)
    return found


def covers(offer: Record, product: Record) -> bool:
    """As the store works a code out: its aisle's goods, else the goods it lists, else all."""
    if offer.get("categoryId"):
        return str(product.get("categoryId")) == str(offer["categoryId"])
    listed = [str(pid) for pid in offer.get("productIds") or []]
    return not listed or str(product["_id"]) in listed


async def answer(turn: Turn, offer: Record, cart: Record | None) -> bool:
    """Whether the goods named count for `offer`, then what it asks of a basket; False when
    the message asks no such thing (nothing said of it)."""
    if not _asks_of_goods(turn):
        return False
    goods = await _goods_named(turn, cart)
    if not goods:
        return False
    code = {"en": str(offer["couponCode"]), "ar": str(offer["couponCode"])}
    counted = [product for product in goods if covers(offer, product)]
    turn.say("code_terms" if counted else "code_terms_none")
    for product in goods:
        key = "code_covers" if product in counted else "code_leaves_out"
        turn.text_block(figures(key, turn.language, code=code, name=names_of(product)))
    say_conditions(turn, [offer])
    turn.block({"kind": "offers", "offerIds": [offer["_id"]], "couponCode": code["en"]})
    if not cart_lines(cart):
        turn.text_block(figures("code_cart_empty_aside", turn.language, code=code))
    turn.chips("offers", "cart")
    return True
