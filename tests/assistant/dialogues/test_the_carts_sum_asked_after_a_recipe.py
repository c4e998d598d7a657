"""The cart's sum asked in a recipe's wake, over a real socket: once the recipe's goods are
put in the cart, "جم صار مجموع الكارت؟", "kam sar majmoo3 il cart" (read "...مجموع الكارت")
and "how much is it altogether now" show the cart with its total, never the recipe's price
again with an offer to add its goods a second time."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import confirm, send


async def test_the_sum_after_a_recipe_put_in_is_the_carts(client: Any) -> None:
    for dish, put, asked, guest in (
        ("ابي اسوي مجبوس دياي", "حط كل المكونات", "جم صار مجموع الكارت؟", GUEST_B),
        ("ابي اسوي مجبوس دياي", "حط كل المكونات", "كم مجموع سلتي الحين", GUEST_B),
        ("abi a6ba5 machboos dyay", "7ot kil il mukawinat", "kam sar majmoo3 il cart", GUEST_B),
        ("chicken machboos recipe", "add everything", "how much is it altogether now", GUEST_A),
    ):
        await send(client, "empty my cart", guest=guest)
        recipe = await send(client, dish, guest=guest)
        offered = await send(client, put, recipe.conversation_id, guest=guest)
        action = offered.action("add_recipe_to_cart")
        done = await confirm(client, action["actionId"], guest=guest)
        assert done.status == 200, done.json
        turn = await send(client, asked, recipe.conversation_id, guest=guest)
        assert "cart_summary" in kinds(turn), (asked, kinds(turn), turn.end["content"])
