"""Goods counted, then whom or where they are for, over a real socket in English, Gulf Arabic
and Arabizi: the purpose told after the goods ("it's for my uncle's house", "حق بيت خالي",
"3shan bait jadati") asks nothing; the counted goods are proposed, never only shown nor the
purpose answered as another matter."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import texts
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_DIET_PEPSI = "p-1214"


async def test_counted_goods_then_whom_they_are_for_are_proposed(client: Any) -> None:
    for guest, message, count in (
        (GUEST_A, "4 packs of the diet pepsi, it's for my uncle's house", 4),
        (GUEST_A, "3 of the diet pepsi packs pls, its for my in-laws place", 3),
        (GUEST_A, "2 packs of diet pepsi, for my grandma's house", 2),
        (GUEST_B, "ابي ٣ باكيت بيبسي دايت، حق بيت خالي", 3),
        (GUEST_B, "abi 5 pepsi diet, 3shan bait jadati", 5),
    ):
        turn = await send(client, message, guest=guest)
        [line] = turn.action("add_to_cart")["items"]
        assert (line["productId"], line["quantity"]) == (_DIET_PEPSI, count), (message, line)
        assert not any("shopping" in text or "التسوق" in text for text in texts(turn)), message
