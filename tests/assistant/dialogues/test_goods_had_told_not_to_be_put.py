"""Goods had at home told not to be put in, right after a recipe, over a real socket: "الرز
موجود عندي لا تضيفه", "il ruz 3indi la t7i6a", "i already have rice, don't put it" leave the
rice out of the recipe's goods, and "put them in" then proposes the rest; never the cart shown
as if the shopper had turned down a change of it."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


async def test_goods_had_and_not_to_be_put_are_left_out(client: Any) -> None:
    for dish, had, put, guest in (
        ("ابي اسوي مجبوس دجاج", "الرز موجود عندي لا تضيفه", "حطهم بالسله", GUEST_B),
        ("abi asawi machboos dyay", "il ruz 3indi la t7i6a", "7othum kilhum", GUEST_B),
        ("chicken machboos recipe", "i already have rice, don't put it", "put them in", GUEST_A),
    ):
        await send(client, "empty my cart", guest=guest)
        recipe = await send(client, dish, guest=guest)
        told = await send(client, had, recipe.conversation_id, guest=guest)
        assert "cart_summary" not in kinds(told), (had, kinds(told))
        turn = await send(client, put, recipe.conversation_id, guest=guest)
        names = [i["product"]["name"] for i in turn.action("add_recipe_to_cart")["items"]]
        assert names and not any("Rice" in name for name in names), (had, names)
