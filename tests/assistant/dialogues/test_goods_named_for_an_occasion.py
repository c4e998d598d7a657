"""Goods named beside an occasion, over a real socket in English, Gulf Arabic and Arabizi:
"guests tonight, I need dates" shows the dates, not the party's snacks and bin bags; and an
occasion with no goods named, or a kind asked of it, still shows its list across the aisles."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, names, products
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


async def test_goods_named_beside_an_occasion_are_those_goods(client: Any) -> None:
    for message, guest, kind in (
        ("we have people over tonight and i need nice dates, what have you got", GUEST_A, "dates"),
        ("عندي ضيوف الخميس، ابي تمر مجدول", GUEST_B, "dates"),
        ("3indi 3azeema bachir, abi tamr zain", GUEST_B, "dates"),
        ("عندنا عزيمه الخميس ابي قهوه عربيه", GUEST_B, "coffee"),
    ):
        turn = await send(client, message, guest=guest)
        shown = products(turn)
        assert shown, (message, kinds(turn))
        assert all(kind in product["categoryId"] for product in shown), (message, names(turn))


async def test_an_occasion_without_goods_named_keeps_its_list(client: Any) -> None:
    for message, guest in (
        ("bbq on friday, what do i need", GUEST_A),
        ("birthday party for my daughter, what snacks", GUEST_A),
    ):
        turn = await send(client, message, guest=guest)
        assert len({product["categoryId"] for product in products(turn)}) > 1, (
            message,
            names(turn),
        )
