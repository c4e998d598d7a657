"""Right after a recipe card, whether the store has goods whose word is an allergen too
("eggs", "milk") is asked of the shelf, over a real socket in English, Gulf Arabic and
Arabizi: those goods are shown, not the recipe's fit for a diet; asked of the recipe ("does
it have milk?") it is still the recipe's."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import conversation, kinds, names
from tests.conftest import GUEST_A, GUEST_B


async def test_goods_asked_of_the_store_after_a_recipe_are_shown(client: Any) -> None:
    for shown, asked, guest, named in (
        ("lentil soup recipe", "u guys got eggs?", GUEST_A, "Eggs"),
        ("chicken machboos recipe", "any full fat milk?", GUEST_A, "Milk"),
        ("وصفة شوربة عدس", "عندكم بيض؟", GUEST_B, "Eggs"),
        ("wasfat shorbat 3adas", "3indkom 7aleeb?", GUEST_B, "Milk"),
        ("wasfat shorbat 3adas", "fee bai6 ?", GUEST_B, "Eggs"),
    ):
        _, then = await conversation(client, [shown, asked], guest=guest)
        assert "recipe" not in kinds(then), (asked, kinds(then))
        assert "products" in kinds(then), (asked, kinds(then), then.end["content"])
        assert any(named in name for name in names(then)), (asked, names(then))


async def test_a_good_asked_of_the_recipe_shown_is_still_its_diet(client: Any) -> None:
    _, then = await conversation(client, ["hummus recipe", "does it have milk?"], guest=GUEST_A)
    assert "recipe" in kinds(then), kinds(then)
    assert "products" not in kinds(then), kinds(then)
