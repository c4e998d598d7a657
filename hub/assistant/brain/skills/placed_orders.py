"""Goods asked onto an order already placed (`placed_order_goods`): a placed order takes
nothing more here, said in words, with the goods named shown for a new order and nothing
proposed (the shopper asked about the order, not for a cart change)."""

from __future__ import annotations

from hub.assistant.brain.skills.cards import show_products
from hub.assistant.brain.skills.common import confident_hits, search
from hub.assistant.brain.skills.order_refs import goods_words
from hub.assistant.brain.turn import Turn


async def goods_for_a_placed_order(turn: Turn) -> None:
    named = goods_words(turn)
    hits = confident_hits(named, await search(turn, " ".join(named))) if named else []
    if not hits:
        turn.say("placed_order_closed")
        turn.chips("cart", "help")
        return
    show_products(turn, [hit["_id"] for hit in hits], "placed_order_closed_goods")
