"""Some of a recipe's goods put in by name right after it, what the shopper has said first,
in English, Gulf Arabic and Arabizi ("i have rice n spices. add the chicken, onions and
tomatoes", "عندي رز وبهارات، ضيف الدجاج والبصل والطماط", "3indi ruz w bharat, 7ot il dyay
wil b9al wil 6ama6" after the machboos): the recipe's own chicken, onions and tomatoes, and
never the rice or the spices the shopper has. Before, the rice and the bzar were proposed
too, or the tomatoes alone with the chicken and onions left to choose."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds, proposed_lines
from tests.conftest import GUEST_B
from tests.handlers.assistant_support import send

CHICKEN, ONIONS, TOMATOES, RICE, BZAR = "p-0401", "p-0103", "p-0101", "p-0601", "p-0910"


@pytest.mark.parametrize(
    "message",
    [
        "i have rice n spices. add the chicken, onions and tomatoes",
        "عندي رز وبهارات، ضيف الدجاج والبصل والطماط",
        "3indi ruz w bharat, 7ot il dyay wil b9al wil 6ama6",
    ],
)
async def test_the_recipes_lines_named(client: Any, message: str) -> None:
    recipe = await send(client, "want to make chicken machboos tmrw for 6 ppl", guest=GUEST_B)
    turn = await send(client, message, recipe.conversation_id, guest=GUEST_B)
    proposed = [product for product, _ in proposed_lines(turn, "add_recipe_to_cart")]
    assert sorted(proposed) == sorted([CHICKEN, ONIONS, TOMATOES]), (message, kinds(turn))


async def test_goods_counted_of_their_own_are_not_the_recipes(client: Any) -> None:
    recipe = await send(client, "want to make chicken machboos tmrw for 6 ppl", guest=GUEST_B)
    turn = await send(client, "add 2 kg rice", recipe.conversation_id, guest=GUEST_B)
    assert "add_recipe_to_cart" not in [
        b.get("actionType") for b in turn.end["blocks"] if b["kind"] == "cart_action"
    ], kinds(turn)
