"""The cheapest of a kind, over a real socket in English, Gulf Arabic and Arabizi: fish as
Kuwait says it ("سمج", "sama8") is the fish counter cheapest first, never sumac or spices; and
the cheapest water in a pack described beside it ("the cheapest, 6 bottles of 1.5 litre") is
proposed in that pack, the one of the lowest price, its card the one shown, never other goods
found by the pack's words."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import products
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_FISH = "cat-seafood"
_NESTLE_WATER_6_X_1_5 = ("p-1407", "p-1407-v2")  # 0.790, the lowest of the 6 x 1.5 L packs


async def test_the_cheapest_fish_as_kuwait_says_it_is_fish(client: Any) -> None:
    for message, guest in (
        ("which fish is the cheapest?", GUEST_A),
        ("شنو ارخص نوع سمج عندكم؟", GUEST_B),
        ("shnu ar5a9 sama8 3indkum", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        shown = products(turn)
        assert shown and all(p["categoryId"] == _FISH for p in shown), (message, shown)
        prices = [p["price"] for p in shown]
        assert prices == sorted(prices), (message, prices)


async def test_the_cheapest_water_in_the_pack_described_is_proposed(client: Any) -> None:
    for message, guest in (
        ("i'd like water please, the cheapest, 6 bottles of 1.5 litre", GUEST_A),
        ("ابي ماي ارخص شي، الكرتون ٦ حبات ١.٥ لتر", GUEST_B),
        ("abi mai ar5a9 wa7ed, il kartoon 6 b6ool", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        [line] = turn.action("add_to_cart")["items"]
        assert (line["productId"], line["variantId"], line["quantity"]) == (
            *_NESTLE_WATER_6_X_1_5,
            1,
        ), (message, line)
        assert [p["_id"] for p in products(turn)] == [_NESTLE_WATER_6_X_1_5[0]], message
