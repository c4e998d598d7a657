"""Goods for a need other than one named, over a real socket in English, Gulf Arabic and
Arabizi: "sugar free drinks apart from the diet pepsi, my son hates it", "مشروبات بدون سكر
غير البيبسي دايت", "abi mashroob bdoon sukkar ghair el pepsi diet". The goods that keep the
need are shown without the one named; before, it was searched and shown alone, as if asked."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import products
from tests.conftest import GUEST_A
from tests.handlers.assistant_support import send

DIET_PEPSI = "p-1214"


async def test_the_goods_named_other_than_are_left_out(client: Any) -> None:
    for message in (
        "sugar free drinks apart from the diet pepsi, my son hates it",
        "مشروبات بدون سكر غير البيبسي دايت",
        "abi mashroob bdoon sukkar ghair el pepsi diet",
    ):
        turn = await send(client, message, guest=GUEST_A)
        shown = [p["_id"] for p in products(turn)]
        assert shown and DIET_PEPSI not in shown, (message, shown)
        assert all("sugar_free" in p["dietary"] for p in products(turn)), message
