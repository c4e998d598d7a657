"""Express asked for goods to order now while an order is on its way: "any other size 4
diapers i can order now with express", "fastest way to get diapers to salmiya rn, is express
faster?", "ابي اطلب حفاضات الحين اكسبرس", "abi a6lub 7afa9at il7en express".

The order placed keeps its window (`express_on_placed`); the shopper asks what a new order's
express would be. Said so, with express where it would go (its fee and time on the card, or
proposed on a cart that has goods) and the goods named shown to order.
"""

from __future__ import annotations

from hub.assistant.brain.skills import delivery
from hub.assistant.brain.skills.cards import show_products
from hub.assistant.brain.skills.common import confident_hits, quiet_search, search, unmet_words
from hub.assistant.brain.skills.order_refs import goods_words
from hub.assistant.brain.turn import Turn

_OF_EXPRESS = frozenset(
    {"express", "faster", "fastest", "quicker", "quick", "way", "order", "now", "rn", "asap",
     "delivery", "deliver", "get", "come", "اكسبرس", "السريع", "سريع", "اسرع", "الحين",
     "هالحين", "اطلب", "طلب", "التوصيل", "توصيل", "other", "another", "any", "ثاني", "غير"}
)  # fmt: skip
_SHORTEST = 3


async def goods_named(turn: Turn) -> list[str]:
    """The message's words that some product's name holds, beside express and its asking."""
    named = []
    for word in goods_words(turn):
        if len(word) < _SHORTEST or word in _OF_EXPRESS:
            continue
        if any(not unmet_words([word], [hit]) for hit in await quiet_search(turn, word)):
            named.append(word)
    return named


async def express_for_new_goods(turn: Turn) -> None:
    turn.say("express_for_a_new_order")
    await delivery.set_express(turn)
    named = await goods_named(turn)
    hits = confident_hits(named, await search(turn, " ".join(named))) if named else []
    if hits:
        show_products(turn, [hit["_id"] for hit in hits], "express_goods_to_order")
