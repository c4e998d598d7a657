"""The rest of an order offered again, with one of its goods swapped, over a real socket:
after the cleaning order is offered again without its Tide powder (out of stock), "تمام حط
الباقي وبدل التايد البودره حط الجل", "ok add the rest and instead of the tide powder put the
gel", "7ot el ba8i w badal el tide 7ot el gel" propose the order's lines in stock and the
Tide gel, in one proposal; never "your cart is empty". A swap of a cart line with no order
offered keeps its own answer."""

from __future__ import annotations

from typing import Any

from tests.conftest import customer_token
from tests.handlers.assistant_support import send

_TIDE_GEL = "p-1902"
_TIDE_POWDER = "p-1901"


async def test_the_rest_with_the_gel_in_place_of_the_powder(client: Any) -> None:
    token = customer_token("demo-2")
    for again, rest in (
        ("هلا ابي اعيد طلب المنظفات حقي", "تمام حط الباقي وبدل التايد البودره حط الجل"),
        ("reorder my cleaning order", "ok add the rest and instead of the tide powder put the gel"),
        ("reorder my cleaning order", "add the rest, and put the tide gel instead of the powder"),
        ("هلا ابي اعيد طلب المنظفات حقي", "7ot el ba8i w badal el tide 7ot el gel"),
        ("هلا ابي اعيد طلب المنظفات حقي", "حط الباقي وبدال البودره حط الجل"),
    ):
        offered = await send(client, again, token=token)
        reordered = {i["productId"] for i in offered.action("reorder")["items"]}
        turn = await send(client, rest, offered.conversation_id, token=token)
        lines = {i["productId"] for i in turn.action("add_to_cart")["items"]}
        assert lines == reordered | {_TIDE_GEL}, (rest, lines)
        assert _TIDE_POWDER not in lines, rest
