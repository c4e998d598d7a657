"""A good of a recipe put in the cart swapped after a "no", over a real socket: "لا العدس
الاحمر بدله بالاصفر", "la il 3adas il a7mar baddla bil asfar", "no, the red lentils, swap
them for the yellow ones" take the red lentils off and put the yellow on, never the recipe's
other goods proposed again as if the lentils were only left out."""

from __future__ import annotations

from typing import Any

from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import confirm, send


async def test_a_swap_after_a_no_swaps_the_line(client: Any) -> None:
    for dish, put, swap, guest in (
        ("ابي اسوي شوربة عدس", "حطها كلها بالسله", "لا العدس الاحمر بدله بالاصفر", GUEST_B),
        (
            "abi a6ba5 shorbat 3adas",
            "7ot kil shay",
            "la il 3adas il a7mar baddla bil asfar",
            GUEST_B,
        ),
        (
            "lentil soup recipe",
            "add it all",
            "no, the red lentils, swap them for the yellow ones",
            GUEST_A,
        ),
    ):
        await send(client, "empty my cart", guest=guest)
        recipe = await send(client, dish, guest=guest)
        offered = await send(client, put, recipe.conversation_id, guest=guest)
        done = await confirm(client, offered.action("add_recipe_to_cart")["actionId"], guest=guest)
        assert done.status == 200, done.json
        turn = await send(client, swap, recipe.conversation_id, guest=guest)
        items = turn.action("update_cart_item")["items"]
        names = {i["product"]["name"]: i["quantity"] for i in items}
        assert len(items) == 2, (swap, names)
        assert any("Red" in n and q == 0 for n, q in names.items()), (swap, names)
        assert any("Yellow" in n and q > 0 for n, q in names.items()), (swap, names)
