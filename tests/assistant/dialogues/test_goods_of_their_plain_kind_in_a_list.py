"""Goods of their plain kind named in a list, over a real socket in English, Gulf Arabic and
Arabizi: "plain" / "ساده" / "sada" says how the goods beside it are, never an item of its own
(no plain yoghurt, no Sadia chicken beside the chocolate)."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import conversation
from tests.conftest import GUEST_A, GUEST_B

_GALAXY_SMOOTH = "p-1106"
_PLAIN_YOGHURT = "p-0204"
_SADIA = {"p-1506", "p-1507", "p-1508", "p-1509"}


async def test_a_plain_kind_in_a_list_is_the_goods_beside_it(client: Any) -> None:
    for said, guest in (
        ("could i get 4 plain galaxy bars plus the kiri dips", GUEST_A),
        ("عطني ٤ جالكسي ساده ومعاها كيري دبس", GUEST_B),
        ("3a6ni 4 galaxy sada w kiri dips", GUEST_B),
    ):
        (asked,) = await conversation(client, [said], guest=guest)
        lines = {line["productId"]: line["quantity"] for line in asked.action()["items"]}
        assert lines.get(_GALAXY_SMOOTH) == 4 and _PLAIN_YOGHURT not in lines, (said, lines)
        shown = {
            card["_id"]
            for block in asked.end["blocks"]
            if block["kind"] == "products"
            for card in block["products"]
        }
        assert not shown & (_SADIA | {_PLAIN_YOGHURT}), (said, shown)
