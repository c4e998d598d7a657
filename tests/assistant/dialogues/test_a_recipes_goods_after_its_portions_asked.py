"""The recipe just shown, then how much of its food the guests need, then all of it put in,
over a real socket in English, Gulf Arabic and Arabizi: "we'll be 9, how much chicken do i
need?" answers by the portion rule, and "ok add all the things to my cart" that follows
proposes the recipe's ingredients for those 9, never "I don't have this recipe"."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.handlers.assistant_support import send


def _guest() -> str:
    return uuid.uuid4().hex


async def test_all_of_it_after_the_portions_is_for_the_guests_counted(client: Any) -> None:
    for recipe, asked, put in (
        (
            "chicken machboos recipe please",
            "we'll be 9, how much chicken do i need?",
            "ok add all the things to my cart",
        ),
        ("ابي وصفة مجبوس دجاج", "بنكون ٩ اشخاص، كم كيلو دجاج احتاج؟", "تمام حط كل الاشياء بالسله"),
        ("wasfat machboos dyay lo sama7t", "b nkoon 9 nafar, kam kilo dyay nebi?", "tamam 7i6 kil il ashya2 bil sallah"),
    ):  # fmt: skip
        guest = _guest()
        shown = await send(client, recipe, guest=guest)
        assert "recipe" in kinds(shown), (recipe, kinds(shown))
        portions = await send(client, asked, shown.conversation_id, guest=guest)
        assert "cart_action" not in kinds(portions), (asked, kinds(portions))
        turn = await send(client, put, shown.conversation_id, guest=guest)
        lines = turn.action("add_recipe_to_cart")["items"]
        assert len(lines) > 5, (put, lines)
        chicken = [
            line
            for line in lines
            if "chicken" in str(line["product"]["name"]).lower()
            or "دجاج" in str(line["product"]["name"])
        ]
        # the recipe serves 6: one chicken for it as written, two for the 9 counted
        assert chicken and chicken[0]["quantity"] == 2, (put, chicken)
