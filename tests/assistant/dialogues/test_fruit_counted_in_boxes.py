"""Goods counted in boxes, over a real socket in English, Gulf Arabic and Arabizi: the
loanword "بوكس" (and "صندوق", and their duals "بوكسين", "صندوقين") counts packs as "علبه"
does, so "٣ بوكس" proposes three, never one."""

from __future__ import annotations

from typing import Any

from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_STRAWBERRIES = "p-0008"
_BLUEBERRIES = "p-0018"


async def test_a_count_of_boxes_is_that_many_packs(client: Any) -> None:
    for asked, guest, product, count in (
        ("عطني بلوبيري، ٣ بوكس", GUEST_B, _BLUEBERRIES, 3),
        ("ابي ٢ بوكس فراوله", GUEST_B, _STRAWBERRIES, 2),
        ("عطني صندوقين فراوله", GUEST_B, _STRAWBERRIES, 2),
        ("ابي بلوبيري بوكسين", GUEST_B, _BLUEBERRIES, 2),
        ("3a6ni blueberry 3 box", GUEST_B, _BLUEBERRIES, 3),
        ("blueberries, 2 boxes please", GUEST_A, _BLUEBERRIES, 2),
    ):
        turn = await send(client, asked, guest=guest)
        [line] = turn.action("add_to_cart")["items"]
        assert (line["productId"], line["quantity"]) == (product, count), asked
