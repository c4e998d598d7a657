"""Goods asked onto an order already placed (`placed_order_goods`): a placed order takes
nothing more here, said in words, with the goods named shown for a new order and nothing
proposed (the shopper asked about the order, not for a cart change), and what the order's
status still allows (`open_order_talk`)."""

from __future__ import annotations

from hub.assistant.brain.skills.open_order_talk import placed_order_change
from hub.assistant.brain.turn import Turn


async def goods_for_a_placed_order(turn: Turn) -> None:
    await placed_order_change(turn, adding=True)
