"""The amounts of a recipe asked, then its goods put in for a count, over a real socket in
English, Gulf Arabic and Arabizi: after "what are the amounts?" the card is still the recipe
in view, so "put them in, but for 8 not 6" proposes its ingredients for 8 (never "which
product?" of the cart), and "leave the rice out" that follows is the same proposal less the
rice, never a question about an order."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.handlers.assistant_support import send


def _guest() -> str:
    return uuid.uuid4().hex


def _names(lines: list[dict[str, Any]]) -> list[str]:
    return [str(line["product"]["name"]).lower() for line in lines]


async def test_put_in_for_a_count_after_the_amounts(client: Any) -> None:
    for recipe, amounts, put, less in (
        (
            "i'd like to cook chicken machboos",
            "what are the amounts for it?",
            "great, put them in but for 8 not 6",
            "actually leave out the rice, got some",
        ),
        (
            "ابي اطبخ مجبوس دجاج",
            "طيب شنو المقادير؟",
            "زين حطهم بالسلة بس على ٨ مو ٦",
            "لا استنى طلع الرز، عندي رز",
        ),
        (
            "abi a6bakh machboos dyay",
            "ok shno il maqadeer?",
            "zain 7i6hum bil sallah bas 3ala 8 mo 6",
            "la2 istana shil il 3aish, 3indi",
        ),
    ):
        guest = _guest()
        shown = await send(client, recipe, guest=guest)
        assert "recipe" in kinds(shown), (recipe, kinds(shown))
        await send(client, amounts, shown.conversation_id, guest=guest)
        turn = await send(client, put, shown.conversation_id, guest=guest)
        lines = turn.action("add_recipe_to_cart")["items"]
        assert len(lines) > 5, (put, lines)
        chicken = [line for line in lines if "chicken" in str(line["product"]["name"]).lower()] or [
            line for line in lines if "دجاج" in str(line["product"]["name"])
        ]
        # the recipe serves 6: one chicken as written, two for the 8 asked
        assert chicken and chicken[0]["quantity"] == 2, (put, chicken)
        rest = await send(client, less, shown.conversation_id, guest=guest)
        kept = rest.action("add_recipe_to_cart")["items"]
        assert len(kept) == len(lines) - 1, (less, _names(kept))
        assert not any("rice" in name or "أرز" in name for name in _names(kept)), less
