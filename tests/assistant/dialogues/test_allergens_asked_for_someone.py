"""A food's allergens asked for someone named first ("my cousin's son is allergic to nuts,
is the galaxy ok?", "ابن عمي عنده حساسية"): the food named is the one answered, never a
product the words of the person sound like ("ابن", son, holds "بن", coffee beans), over a
real socket."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import names, one
from tests.conftest import GUEST_A
from tests.handlers.assistant_support import send


async def test_the_food_named_after_whom_it_is_for_is_the_one_answered(client: Any) -> None:
    for message in (
        "my cousin's son has a nut allergy, does the galaxy bar have nuts?",
        "ابن عمي عنده حساسية من المكسرات، الجالكسي فيه مكسرات؟",
        "ibn 3ammi 3inda 7asasiya mkasarat, il galaxy feeh?",
    ):
        turn = await send(client, message, guest=GUEST_A)
        card = one(turn, "product_detail")["product"]
        assert card["name"] == "Galaxy Smooth Milk Chocolate Bar", (message, card["name"])


async def test_something_sweet_for_someone_allergic_is_the_sweets_free_of_it(client: Any) -> None:
    for message in (
        "want something sweet for visitors, my nephew can't have nuts",
        "ابي شي حلو للضيوف، ولد اخوي عنده حساسية من المكسرات",
        "abi shay 7elo lil dyoof, bint o5ti 3indaha 7asasiya mkasarat",
    ):
        turn = await send(client, message, guest=GUEST_A)
        shown = names(turn)
        assert "Galaxy Smooth Milk Chocolate Bar" in shown, (message, shown)
        assert "Galaxy Hazelnut Chocolate Bar" not in shown, (message, shown)
        assert not any("Paprika" in name or "Chips" in name for name in shown), (message, shown)
