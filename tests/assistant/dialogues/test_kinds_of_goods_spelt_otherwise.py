"""Two kinds of one goods, the goods' word said once in another spelling than the store's,
over a real socket in English, Gulf Arabic and Arabizi: "samosa cheese 2 and meat 2" (the
store lists "samosa" among the samboosa's words), "سنبوسه جبن ٢ ولحم ٢" and "sanbosa jbn 2 w
la7am 2" (ن before ب is said م, and Gulf Arabic writes it either way) are the cheese and the
meat samboosa, never the meat aisle's lamb for the second kind."""

from __future__ import annotations

from typing import Any

import pytest

from hub.storefront.seed.products import PRODUCTS
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

NAMES = {p["_id"]: p["name"]["en"] for p in PRODUCTS}


@pytest.mark.parametrize(
    ("message", "guest"),
    [
        ("samosa cheese 2 and meat 2", GUEST_A),
        ("سنبوسه جبن ٢ ولحم ٢", GUEST_B),
        ("sanbosa jbn 2 w la7am 2", GUEST_B),
    ],
)
async def test_both_kinds_are_of_the_goods_named(client: Any, message: str, guest: str) -> None:
    turn = await send(client, message, guest=guest)
    lines = [
        (NAMES[item["productId"]], item["quantity"]) for item in turn.action("add_to_cart")["items"]
    ]
    assert sorted(lines) == [
        ("Al Kabeer Cheese Samboosa", 2),
        ("Al Kabeer Meat Samboosa", 2),
    ], (message, lines)
