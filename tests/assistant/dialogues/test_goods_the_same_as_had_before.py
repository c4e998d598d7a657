"""Goods named "the same" as the shopper had them before, over a real socket: "same onions and
tomatoes as before", "ابي نفس الرز والدجاج اللي طلبته قبل", "عطني نفس الماي اللي اخذته المره
الماضيه", "nafs el bai9 w il 5ubz ili 6lbta a5ir mara" propose again those lines of the newest
past order holding them, with the quantities then: not the whole order, and not a search
that loses which of the goods was had. "Buy milk again" names no past, and stays milk wished.
demo-1 had red onions and tomatoes, Tilda basmati 5 kg and two KUPCO chickens, two waters
(KW-100458), and 30 white eggs and two Arabic breads (KW-100231)."""

from __future__ import annotations

from typing import Any

from hub.storefront.seed.products import ref
from tests.conftest import customer_token
from tests.handlers.assistant_support import send


def _line(sku: str, variant: int | None, quantity: int) -> tuple[str, str | None, int]:
    product, variant_id = ref(sku, variant)
    return product, variant_id, quantity


async def test_the_goods_named_are_the_past_orders_lines(client: Any) -> None:
    token = customer_token("demo-1")
    for message, lines in (
        (
            "same onions and tomatoes as before",
            {_line("VEG-ONION-RED", None, 1), _line("VEG-TOMATO", 1, 1)},
        ),
        (
            "ابي نفس الرز والدجاج اللي طلبته قبل",
            {_line("RIC-TLD-BASMATI", 2, 1), _line("MEA-KUP-CHICKEN", 1, 2)},
        ),
        ("عطني نفس الماي اللي اخذته المره الماضيه", {_line("WAT-RWD-WATER", 1, 2)}),
        (
            "nafs el bai9 w il 5ubz ili 6lbta a5ir mara",
            {_line("DAI-EGG-WHITE", 2, 1), _line("BAK-KFM-ARABIC-WHITE", None, 2)},
        ),
    ):
        turn = await send(client, message, token=token)
        action = turn.action("reorder")
        proposed = {(i["productId"], i["variantId"], i["quantity"]) for i in action["items"]}
        assert proposed == lines, (message, proposed)


async def test_goods_again_with_no_past_named_are_wished_as_goods(client: Any) -> None:
    turn = await send(client, "buy milk again", token=customer_token("demo-1"))
    assert turn.action("add_to_cart")["items"], turn.end["blocks"]
