"""A meal's goods wished with a ceiling said after its sum, over a real socket in English,
Gulf Arabic and Arabizi: "need breakfast stuff for 4 ppl, got like 5 kd max", "ابي اغراض فطور
٥ دينار بالكثير", "abi aghra9 ryoog 7ag 4 b 5 dinar bil ka8eer". A basket for the meal within
the sum is proposed. Before, "5 kd max" was no budget: the English message showed the
English Breakfast tea (out of stock) and a "Max Fresh" toothpaste by their names' words, or
said nothing was found."""

from __future__ import annotations

from typing import Any
from uuid import uuid4

from tests.assistant.dialogues._blocks import kinds
from tests.handlers.assistant_support import send

TEA_AND_TOOTHPASTE = ("Ahmad Tea English Breakfast", "Colgate Max Fresh")


async def test_a_basket_within_the_sum_is_proposed(client: Any) -> None:
    for message in (
        "need breakfast stuff for 4 ppl, got like 5 kd max",
        "ok need breakfast stuff for me n my wife, like 5 kd max",
        "ابي اغراض فطور ٥ دينار بالكثير",
        "abi aghra9 ryoog 7ag 4 b 5 dinar bil ka8eer",
    ):
        turn = await send(client, message, guest=uuid4().hex)
        basket = turn.action("add_to_cart")
        assert len(basket["items"]) >= 2, (message, kinds(turn), basket)
        assert basket["estimatedTotal"] <= 5000, (message, basket)
        shown = str(turn.end["blocks"])
        assert not any(name in shown for name in TEA_AND_TOOTHPASTE), message
