"""Goods put in the cart with a kind of them ruled out, over a real socket in Gulf Arabic,
Arabizi and English: "حط ٢ جالكسي العادي مو الكراميل", "عطني ٣ جالكسي مو اللي بالبندق",
"7ut 2 galaxy el 3adi mu elly bil caramel" propose the goods of the kind left, counted as
said, never read as a complaint of goods that came, nor searched."""

from __future__ import annotations

from typing import Any

from hub.storefront.seed.products import PRODUCTS
from tests.assistant.dialogues._blocks import texts
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

NAMES = {p["_id"]: p["name"]["en"] for p in PRODUCTS}


async def test_goods_with_a_kind_ruled_out_are_proposed(client: Any) -> None:
    for message, count, guest in (
        ("حط ٢ جالكسي العادي مو الكراميل", 2, GUEST_B),
        ("طيب عطني ٣ جالكسي مو اللي بالكراميل", 3, GUEST_B),
        ("7ut 2 galaxy el 3adi mu elly bil caramel", 2, GUEST_B),
        ("add 2 plain galaxy not the caramel one", 2, GUEST_A),
    ):
        turn = await send(client, message, guest=guest)
        said = " ".join([turn.end["content"], *texts(turn)])
        lines = [
            (NAMES[item["productId"]], item["quantity"])
            for item in turn.action("add_to_cart")["items"]
        ]
        assert lines == [("Galaxy Smooth Milk Chocolate Bar", count)], (message, lines, said)
