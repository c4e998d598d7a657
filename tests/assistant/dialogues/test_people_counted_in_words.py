"""A number of people said in words scales the recipe, or the portion, as digits do: "machboos
recipe for six people", "ابي اسوي مجبوس لخمسة أشخاص", "wasfat harees 7ag arba3 ashkhas";
the count is no word of the dish ("six" names no other machboos). Over a real socket, as a
guest, in English, Gulf Arabic and Arabizi."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import assert_declined, one, texts
from tests.conftest import GUEST_A
from tests.handlers.assistant_support import send

NOT_THAT_DISH = ("closest", "أقرب")

_RECIPES = {
    "en": (
        ("machboos recipe for six people", "recipe-machboos", 6),
        ("harees recipe for five people", "recipe-harees", 5),
        ("recipe for mutabbal for eight people", "recipe-mutabbal", 8),
        ("luqaimat for ten people", "recipe-luqaimat", 10),
        ("lentil soup recipe for three people", "recipe-lentil-soup", 3),
        ("fattoush for twelve people", "recipe-fattoush", 12),
        ("i need the harees recipe for seven people", "recipe-harees", 7),
        ("hummus recipe for four people", "recipe-hummus", 4),
        ("balaleet recipe for nine people", "recipe-balaleet", 9),
        ("how do i make machboos for eleven people", "recipe-machboos", 11),
    ),
    "ar": (
        ("ابي اسوي مجبوس لخمسة أشخاص", "recipe-machboos", 5),
        ("وصفة هريس لثلاثة أشخاص", "recipe-harees", 3),
        ("وصفة فتوش لسبعة اشخاص", "recipe-fattoush", 7),
        ("متبل لعشرة اشخاص", "recipe-mutabbal", 10),
        ("لقيمات لثمانية أشخاص", "recipe-luqaimat", 8),
        ("شوربة عدس لأربعة أشخاص", "recipe-lentil-soup", 4),
        ("وصفة حمص لتسعة اشخاص", "recipe-hummus", 9),
        ("مجبوس لستة اشخاص", "recipe-machboos", 6),
        ("وصفة تبولة لاثنعش شخص", "recipe-tabbouleh", 12),
        ("وصفة هريس حق خمس اشخاص", "recipe-harees", 5),
    ),
    "arabizi": (
        ("wasfat harees 7ag arba3 ashkhas", "recipe-harees", 4),
        ("harees l sab3a ashkhas", "recipe-harees", 7),
        ("machboos 7ag 5amsa ashkhas", "recipe-machboos", 5),
        ("wasfat fattoush 7ag thamanya ashkhas", "recipe-fattoush", 8),
        ("luqaimat 7ag 3ashra ashkhas", "recipe-luqaimat", 10),
        ("wasfat mutabbal 7ag tis3a ashkhas", "recipe-mutabbal", 9),
        ("shorbat 3adas 7ag thalath ashkhas", "recipe-lentil-soup", 3),
        ("majboos 7ag ithna3ash nafar", "recipe-machboos", 12),
        ("wasfat balaleet 7ag khamsa ashkhas", "recipe-balaleet", 5),
        ("machboos 7ag sitta ashkhas", "recipe-machboos", 6),
    ),
}


@pytest.mark.parametrize("script", sorted(_RECIPES))
async def test_a_recipe_for_people_counted_in_words(client: Any, script: str) -> None:
    for message, recipe, servings in _RECIPES[script]:
        turn = await send(client, message, guest=GUEST_A)
        card = one(turn, "recipe")
        assert (card["recipe"]["_id"], card["servings"]) == (recipe, servings), message
        assert not any(word in turn.end["content"] for word in NOT_THAT_DISH), message


async def test_a_portion_for_people_counted_in_words(client: Any) -> None:
    for message, said in (
        ("how much rice for five people", "5 people"),
        ("كم كيلو لحم لعشرة اشخاص", "١٠ أشخاص"),
        ("kam kilo 3aish 7ag sab3a ashkhas", "٧ أشخاص"),
    ):
        turn = await send(client, message, guest=GUEST_A)
        assert any(said in text for text in texts(turn)), (message, texts(turn))


async def test_a_recipe_asked_with_no_count_keeps_its_own_servings(client: Any) -> None:
    for message in ("machboos recipe", "وصفة مجبوس", "wasfat machboos"):
        turn = await send(client, message, guest=GUEST_A)
        assert one(turn, "recipe")["servings"] == 6, message


async def test_people_counted_for_another_matter_are_still_declined(client: Any) -> None:
    for message, arabic in (
        ("book a table for six people", False),
        ("i need a taxi for five people", False),
        ("ابي احجز طاولة لخمسة اشخاص", True),
        ("abi ta6ila 7ag arba3 ashkhas fi ma63am", True),
    ):
        turn = await send(client, message, guest=GUEST_A)
        assert_declined(turn, message, arabic=arabic)
