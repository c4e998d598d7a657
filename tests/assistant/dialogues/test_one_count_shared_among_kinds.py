"""Goods named once with a whole count, then each kind of them with its share, over a real
socket in English, Gulf Arabic and Arabizi: every share is proposed as that kind of the goods
named first (a flavour after a brand is the brand's flavour, never table salt or a cheese),
with "one" said in words counting a share as a figure does; shares of other goods that
happen to add up keep their own lines."""

from __future__ import annotations

from typing import Any

from hub.storefront.seed.products import product_id
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_SALTED, _CHEESE, _VINEGAR, _CHILE, _MASALA = (
    product_id(f"SNK-LAY-{key}") for key in ("SALTED", "CHEESE", "SALT-VINEGAR", "CHILE", "MASALA")
)


async def test_a_count_shared_among_a_brands_flavours_proposes_each_flavour(client: Any) -> None:
    for message, guest, wanted in (
        ("put 6 lays in my cart: 4 masala and 2 cheese", GUEST_A, {_MASALA: 4, _CHEESE: 2}),
        ("add 5 lays - 2 salt and vinegar, 3 chile", GUEST_A, {_VINEGAR: 2, _CHILE: 3}),
        ("ضيف ٤ ليز، ٣ ملح و واحد ماسالا", GUEST_B, {_SALTED: 3, _MASALA: 1}),
        ("abi 3 lays, wa7ed jibin w 2 mel7", GUEST_B, {_CHEESE: 1, _SALTED: 2}),
        (
            "7ot 3 lays: wa7ed masala, wa7ed chile w wa7ed salt",
            GUEST_B,
            {_MASALA: 1, _CHILE: 1, _SALTED: 1},
        ),
    ):
        turn = await send(client, message, guest=guest)
        lines = {
            line["productId"]: line["quantity"] for line in turn.action("add_to_cart")["items"]
        }
        assert lines == wanted, (message, lines)


async def test_other_goods_that_add_up_keep_their_own_lines(client: Any) -> None:
    turn = await send(client, "add 4 lays, 2 pepsi and 2 7up", guest=GUEST_A)
    named = {line["productId"] for line in turn.action("add_to_cart")["items"]}
    assert not named & {_SALTED, _CHEESE, _VINEGAR, _CHILE, _MASALA}, named
