"""A count of people said after a recipe, over a real socket in English, Gulf Arabic and
Arabizi: "we'll be 9 not 6, what do I need", "احنا ٩ مو ٦", "a7na 9 ashkhas mu 6" show the
recipe in view for that many (the count that is not the card's); said while its goods wait
for Confirm ("that's only enough for 6, I need it for 9", "خلها تكفي ٩", "abeeha 7ag 9
nafar"), its goods are proposed again for that many, never searched for as goods."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import conversation, one
from tests.conftest import GUEST_A, GUEST_B

CHICKEN = "p-0401"


def _lines(items: list[dict[str, Any]]) -> dict[str, int]:
    return {item["productId"]: item["quantity"] for item in items}


async def test_a_count_said_after_the_recipe_shows_it_for_that_many(client: Any) -> None:
    for shown, count, guest in (
        ("chicken machboos recipe", "there'll be 9 of us not 6, what do I need?", GUEST_A),
        ("chicken machboos recipe", "we are 9 people, not 6", GUEST_A),
        ("وصفة مجبوس دجاج", "احنا ٩ اشخاص مو ٦، شنو نحتاج", GUEST_B),
        ("wasfat machboos dyay", "a7na 9 ashkhas mu 6, shno n7taj", GUEST_B),
    ):
        _, then = await conversation(client, [shown, count], guest=guest)
        assert one(then, "recipe")["servings"] == 9, (count, then.end["blocks"])
        assert "cart_action" not in [b["kind"] for b in then.end["blocks"]], count


async def test_a_count_said_before_confirm_proposes_its_goods_again(client: Any) -> None:
    for shown, add, count, guest in (
        (
            "chicken machboos recipe",
            "add all the ingredients to my cart",
            "that's only enough for 6, I need it for 9",
            GUEST_A,
        ),
        ("وصفة مجبوس دجاج", "حط مكوناتها بالسلة", "لا هذي شكلها تكفي ٦ بس، ابيها حق ٩", GUEST_B),
        (
            "wasfat machboos dyay",
            "7ut mokawenatha bil sala",
            "la hathi bas 7ag 6, abeeha 7ag 9 nafar",
            GUEST_B,
        ),
    ):
        turns = await conversation(client, [shown, add, count], guest=guest)
        first = _lines(turns[1].action("add_recipe_to_cart")["items"])
        again = _lines(turns[2].action("add_recipe_to_cart")["items"])
        assert first[CHICKEN] == 1 and again[CHICKEN] == 2, (count, again)
        assert set(again) == set(first), (count, again)
