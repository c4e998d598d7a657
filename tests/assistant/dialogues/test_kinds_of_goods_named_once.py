"""Two kinds of one goods, the goods' word said once, over a real socket in Arabizi, English
and Gulf Arabic: "samboosa jibin 2 w la7am 2 paket", "samboosa: 2 cheese and 2 meat",
"سمبوسه جبن ٢ ولحم ٢ باكيت" are the cheese and the meat samboosa of one brand, never the
meat aisle's lamb for the second."""

from __future__ import annotations

from typing import Any

from hub.storefront.seed.products import PRODUCTS
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

NAMES = {p["_id"]: p["name"]["en"] for p in PRODUCTS}


async def test_the_second_kind_is_of_the_goods_named_before(client: Any) -> None:
    for message, guest in (
        ("w samboosa jibin 2 w la7am 2 paket", GUEST_B),
        ("samboosa: 2 cheese and 2 meat", GUEST_A),
        ("add 2 cheese samboosa and 2 meat", GUEST_A),
        ("وسمبوسه جبن ٢ ولحم ٢ باكيت", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        lines = [
            (NAMES[item["productId"]], item["quantity"])
            for item in turn.action("add_to_cart")["items"]
        ]
        assert sorted(lines) == [
            ("Al Kabeer Cheese Samboosa", 2),
            ("Al Kabeer Meat Samboosa", 2),
        ], (message, lines)
