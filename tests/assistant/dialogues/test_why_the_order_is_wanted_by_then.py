"""Why an order is wanted by an hour, said beside the question ("will the order come before
12? i want to cook lunch", "الطلب يوصل قبل ١٢؟ ابي اطبخ الغدا", "il 6alab yoosal gabl il 12?
abi a6ba5 il ghada"), over a real socket: the cooking and the meal describe no goods of an
order, so the order on its way is answered, never "none of your orders fits"."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, order_numbers
from tests.conftest import customer_token
from tests.handlers.assistant_support import send


async def test_the_meal_to_cook_describes_no_order(client: Any) -> None:
    token = customer_token("demo-1")  # KW-100915 is out for delivery
    for message in (
        "will the order come before 12? i want to cook lunch",
        "الطلب يوصل قبل ١٢؟ ابي اطبخ الغدا",
        "il 6alab yoosal gabl il 12? abi a6ba5 il ghada",
        "can my order get here before dinner, i need to cook",
    ):
        turn = await send(client, message, token=token)
        assert order_numbers(turn, "order_status") == ["KW-100915"], (message, kinds(turn))
        assert "order" not in kinds(turn), (message, kinds(turn))
