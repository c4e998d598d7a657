"""Goods asked by the pack they come in, over a real socket in Gulf Arabic: "طبقة بيض" (a
tray of eggs, thirty), "الـ٣٠" (the 30, its article written onto the number), in a list
beside other goods, propose the tray of 30 with the rest; and a part of a list the
assistant cannot make out shows the goods it may be, never dropped without a word."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_B
from tests.handlers.assistant_support import send

EGGS = {"p-0226", "p-0227", "p-0228"}  # white, brown, free-range
THIRTY = {"p-0226-v2", "p-0227-v2"}  # the white and the brown eggs' trays of 30


async def test_a_tray_of_eggs_in_a_list_is_proposed_with_the_rest(client: Any) -> None:
    for message, tray in (
        ("عطني طبقة بيض الـ٣٠ وحليب قليل الدسم ٢", THIRTY),
        ("ابي طبقة بيض ٣٠ وحليب ٢", THIRTY),
    ):
        turn = await send(client, message, guest=GUEST_B)
        lines = turn.action("add_to_cart")["items"]
        [eggs] = [line for line in lines if line["productId"] in EGGS]
        # the milk with them, or asked which milk (a guest has none bought before)
        assert len(lines) == 2 or "products" in kinds(turn), (message, lines, kinds(turn))
        assert tray is None or eggs.get("variantId") in tray, (message, eggs)


async def test_a_part_of_a_list_not_made_out_is_said(client: Any) -> None:
    turn = await send(client, "ابي حليب المراعي ٢ وكيس فلفلو", guest=GUEST_B)
    [line] = turn.action("add_to_cart")["items"]
    assert "products" in kinds(turn), (line, kinds(turn))  # the peppers it may be, to pick
