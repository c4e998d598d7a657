"""The cheapest of a kind asked in a pack the store does not sell it in, over a real socket in
English, Gulf Arabic and Arabizi: "the cheapest juice in small packs" shows the juices,
cheapest first, and owns up that none is so packed; the pack's word never leads the search
to another kind sold in packs (a family pack of water)."""

from __future__ import annotations

from typing import Any

from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_CHEAPEST_JUICE = "p-1208"  # KDD orange juice, 1 L


async def test_the_kind_is_shown_cheapest_first_whatever_the_pack(client: Any) -> None:
    for message, guest in (
        ("for the kids' lunchboxes, your cheapest juice in small packets", GUEST_A),
        ("what's the cheapest juice you have in little packs", GUEST_A),
        ("ارخص عصير عندكم بالعلب الصغيره", GUEST_B),
        ("ar5as 3aseer 3indkom bil 3ilab el sghar", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        [cards] = [b for b in turn.end["blocks"] if b["kind"] == "products"]
        ids = [p["_id"] for p in cards["products"]]
        assert ids[0] == _CHEAPEST_JUICE, (message, ids)
        assert all(
            "juice" in p["name"].lower()
            or "nectar" in p["name"].lower()
            or "cordial" in p["name"].lower()
            for p in cards["products"]
        ), message
