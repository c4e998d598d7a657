"""The rest of a recipe's goods, less what is named after "except", over a real socket, in
the three ways of writing: Arabizi "el ba8i" is "the rest" (الباقي), never "I want"."""

from __future__ import annotations

from typing import Any

from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

DATE_SYRUP = "p-2106"
FLOUR = "p-1705"


async def test_the_rest_of_a_recipe_less_one_ingredient_is_proposed(client: Any) -> None:
    for recipe, rest, guest in (
        ("luqaimat recipe", "add the rest except the date syrup", GUEST_A),
        ("وصفة لقيمات", "حط الباقي الا الدبس", GUEST_B),
        ("wasfat lgaimat", "7ot el ba8i ela el dibs", GUEST_B),
        ("wasfat lgaimat", "zeed el ba8i bas bdoon el dibs", GUEST_B),
    ):
        shown = await send(client, recipe, guest=guest)
        turn = await send(client, rest, shown.conversation_id, guest=guest)
        lines = {item["productId"] for item in turn.action("add_recipe_to_cart")["items"]}
        assert FLOUR in lines and DATE_SYRUP not in lines, (rest, lines)
