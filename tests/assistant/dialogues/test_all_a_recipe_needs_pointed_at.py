"""All a recipe needs put in, the recipe pointed at and not named, right after it was shown,
in Arabizi, Gulf Arabic and English ("7ot kil il ashya ili a7tajha 7agha", "حط كل الاغراض
اللي احتاجها لها", "add everything i need for it" after the shakshuka's cooking time): its
ingredients proposed. Before, the Arabic and Arabizi words were taken for a dish's name and
"I don't have this recipe" came back. A dish we have no recipe for is still not proposed."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_B
from tests.handlers.assistant_support import send


@pytest.mark.parametrize(
    "message",
    [
        "7ot kil il ashya ili a7tajha 7agha",
        "حط كل الاغراض اللي احتاجها لها",
        "add everything i need for it",
    ],
)
async def test_the_recipe_in_view_is_proposed(client: Any, message: str) -> None:
    shown = await send(client, "il shakshooka cham ta5ith wa8t", guest=GUEST_B)
    turn = await send(client, message, shown.conversation_id, guest=GUEST_B)
    action = turn.action("add_recipe_to_cart")
    assert "p-0226" in {line["productId"] for line in action["items"]}, kinds(turn)


async def test_a_dish_without_a_recipe_is_not_proposed(client: Any) -> None:
    shown = await send(client, "il shakshooka cham ta5ith wa8t", guest=GUEST_B)
    turn = await send(client, "add the ingredients for kabsa", shown.conversation_id, guest=GUEST_B)
    assert "cart_action" not in kinds(turn), kinds(turn)
