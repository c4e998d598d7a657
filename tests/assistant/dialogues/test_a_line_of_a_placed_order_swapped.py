"""A line of an order still to come swapped, the order named, over a real socket in English,
Gulf Arabic and Arabizi: the chalet order's spicy chips to go and plain salted ones to come is
the order's change (our team may still make it; what comes may be a new order), never table
salt put in the cart nor "that isn't in your cart"."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import customer_token
from tests.handlers.assistant_support import send

_SALTED = "p-1101"  # Lay's Salted, the chalet order holding Lay's Chile Limón


async def test_a_swap_of_the_orders_line_is_the_orders_change(client: Any) -> None:
    token = customer_token("demo-3")
    for message in (
        "take the spicy chips off my order, nobody eats them, and put plain salted instead",
        "شيل الشيبس الحار من الطلب، محد ياكله، وحط بداله ملح عادي",
        "sheel el chips el 7ar min el 6alab, 7e6 badala mil7 3adi",
    ):
        turn = await send(client, message, token=token)
        assert "cart_action" not in kinds(turn), (message, kinds(turn))
        assert "order_status" in kinds(turn), (message, kinds(turn))
        [cards] = [b for b in turn.end["blocks"] if b["kind"] == "products"]
        assert cards["products"][0]["_id"] == _SALTED, message
