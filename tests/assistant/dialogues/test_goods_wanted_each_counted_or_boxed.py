"""Goods wanted, each with its count, some in boxes, over a real socket in English, Gulf
Arabic and Arabizi: "ok i want 3 kg tomatoes and 2 boxes of strawberries", "اوكي ابي ٣ كيلو
طماط و٢ علب فراوله", "ok abi 3 kilo 6ama6 w 2 box farawla". Each is proposed at its count;
before, "want" with a measure read as a pack to see, and the goods were only shown. A box of
strawberries is the strawberries, never the strawberry milk sold in packs of six."""

from __future__ import annotations

from typing import Any

from tests.conftest import GUEST_A
from tests.handlers.assistant_support import send

TOMATOES, TOMATOES_3_KG, STRAWBERRIES = "p-0101", "p-0101-v2", "p-0008"


async def test_each_is_proposed_at_its_count(client: Any) -> None:
    for message in (
        "ok i want 3 kg tomatoes and 2 boxes of strawberries",
        "اوكي ابي ٣ كيلو طماط و٢ علب فراوله",
        "ok abi 3 kilo 6ama6 w 2 box farawla",
    ):
        turn = await send(client, message, guest=GUEST_A)
        items = turn.action("add_to_cart")["items"]
        lines = [(line["productId"], line.get("variantId"), line["quantity"]) for line in items]
        assert lines == [(TOMATOES, TOMATOES_3_KG, 1), (STRAWBERRIES, None, 2)], (message, lines)


async def test_a_box_of_strawberries_is_the_strawberries(client: Any) -> None:
    turn = await send(client, "add 2 strawberry boxes", guest=GUEST_A)
    assert [
        (line["productId"], line["quantity"]) for line in turn.action("add_to_cart")["items"]
    ] == [(STRAWBERRIES, 2)]
