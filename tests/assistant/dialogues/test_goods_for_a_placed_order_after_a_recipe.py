"""Goods asked onto an order already placed right after a recipe, over a real socket: "the
order coming home now, can i add the chicken to it instead of a new one?" after the machboos
is that placed order's matter (it takes no more goods here), never the recipe's ingredients
proposed nor a swap of the dish's meat."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import customer_token
from tests.handlers.assistant_support import send

ASKED = {
    "en": (
        "i want to make chicken machboos for 8, what do i need?",
        "the order coming home now, can i add the chicken to it instead of placing a new one?",
    ),
    "ar": (
        "ابي اسوي مكبوس لحم حق ٦ اشخاص، شنو احتاج؟",
        "الطلب اللي جاي للبيت الحين، اقدر اضيف عليه اللحم بدل ما اسوي طلب جديد؟",
    ),
    "arabizi": (
        "abi asawi majboos dyay 7ag 8, shno a7taj?",
        "il order ily yay lil bait il7een, a8dar azeed 3alaih il dyay badal ma asawi order jdeed?",
    ),
}


@pytest.mark.parametrize("script", sorted(ASKED))
async def test_the_placed_orders_matter_not_the_recipes(client: Any, script: str) -> None:
    token = customer_token("demo-3")
    recipe, asked = ASKED[script]
    first = await send(client, recipe, token=token)
    assert "recipe" in kinds(first), kinds(first)
    turn = await send(client, asked, first.conversation_id, token=token)
    assert "order_status" in kinds(turn), (asked, kinds(turn))
    assert "cart_action" not in kinds(turn), (asked, kinds(turn))
