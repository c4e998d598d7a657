"""An allergy said with an occasion's goods, over a real socket in English, Gulf Arabic and
Arabizi ("my son has a nut allergy, snacks for his lunchbox"): only goods whose label says
they are free of it are shown, never a hazelnut bar."""

from __future__ import annotations

from typing import Any

from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


async def test_goods_for_an_occasion_keep_to_the_allergy_said(client: Any) -> None:
    for message, guest in (
        ("son has nut allergy, lunchbox snacks for tomorrow within 2 kd", GUEST_A),
        ("بنتي عندها حساسيه مكسرات ابي سناكات حق اللنش بوكس بحدود دينار", GUEST_B),
        ("binti 3indha 7asasiya mkasarat, abi snacks lil lunchbox b7dood dinar", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        shown = [p for b in turn.end["blocks"] if b["kind"] == "products" for p in b["products"]]
        assert shown, message
        for product in shown:
            allergens = product.get("allergens")
            assert allergens is not None and "nuts" not in allergens, (message, product["name"])
