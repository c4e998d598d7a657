"""Goods the store does not sell asked onto an order already placed, over a real socket in
English, Gulf Arabic and Arabizi: "add charcoal for the bbq to the chalet order, do you have
it?" says the store has none beside that a placed order takes no more, with the order's card;
goods it sells are shown for a new order as before.

demo-3: KW-100921 to the Chalet (confirmed). The store sells no charcoal.
"""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, order_numbers
from tests.conftest import customer_token
from tests.handlers.assistant_support import send

CHALET_ORDER = "KW-100921"


async def test_goods_not_sold_are_said_not_found_beside_the_orders_rule(client: Any) -> None:
    token = customer_token("demo-3")
    for asked in (
        "could you throw some charcoal for the grill onto the chalet order? you have any?",
        "ابي احط فحم للشوي على طلب الشاليه، عندكم؟",
        "abi azeed fa7am lil shawi 3ala 6alab il chalet, fi 3indkum?",
    ):
        turn = await send(client, asked, token=token)
        said = turn.end["content"]
        assert "couldn't find" in said or "لم أجد" in said, (asked, said)
        assert order_numbers(turn, "order_status") == [CHALET_ORDER], (asked, kinds(turn))
        assert "cart_action" not in kinds(turn) and "products" not in kinds(turn), kinds(turn)


async def test_goods_sold_are_still_shown_for_a_new_order(client: Any) -> None:
    token = customer_token("demo-3")
    turn = await send(client, "ابي ازيد على طلب الشاليه ريش كيلو", token=token)
    assert "products" in kinds(turn), kinds(turn)
    assert "لم أجد" not in turn.end["content"], turn.end["content"]
