"""Goods named in the part of a list that tells who eats or drinks them, over a real socket in
English, Gulf Arabic and Arabizi: "add 2 almarai milk, and my kids eat nadec labneh so add
it too", "ضيف ٢ حليب المراعي، وعيالي ياكلون لبنة نادك ضيفها بعد", "7ot 2 7aleeb almarai, w
3yali yaklon labnat nadec 7o6ha ba3ad" ask for the labneh as well; only a part that names
no goods of its own ("they take them to school") is left out of the list."""

from __future__ import annotations

from typing import Any

from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_NADEC_LABNEH = "p-0211"


def _named(turn: Any) -> set[str]:
    ids: set[str] = set()
    for block in turn.end["blocks"]:
        if block["kind"] == "cart_action":
            ids |= {item["productId"] for item in block["items"]}
        elif block["kind"] == "products":
            ids |= {product["_id"] for product in block.get("products") or []}
    return ids


async def test_goods_told_with_who_eats_them_are_not_dropped(client: Any) -> None:
    for ask, guest in (
        ("add 2 almarai milk, and my kids eat nadec labneh so add it too", GUEST_A),
        ("ضيف ٢ حليب المراعي، وعيالي ياكلون لبنة نادك ضيفها بعد", GUEST_B),
        ("7ot 2 7aleeb almarai, w 3yali yaklon labnat nadec 7o6ha ba3ad", GUEST_B),
    ):
        turn = await send(client, ask, guest=guest)
        assert _NADEC_LABNEH in _named(turn), (ask, turn.end["blocks"])
