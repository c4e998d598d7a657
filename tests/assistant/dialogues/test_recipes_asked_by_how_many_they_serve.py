"""Recipes asked by how many they serve, over a real socket in English, Gulf Arabic and
Arabizi: "any dishes that feed 8?", "شنو عندكم طبخات تكفي ٨ نفر", "fi wasfat tkafi 8
nafar?" show our ideas with one written for that many first, shown for that count, never a
search of the store's goods for "serve" or "تكفي"; a dish named with the count stays that
dish."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import conversation, kinds, one
from tests.conftest import GUEST_A, GUEST_B


async def test_dishes_asked_by_a_count_show_one_for_that_many(client: Any) -> None:
    for said, guest in (
        (["any dishes that feed 8?"], GUEST_A),
        (["which of your recipes are enough for 8 people"], GUEST_A),
        (["هلا", "شنو عندكم طبخات تكفي ٨ نفر"], GUEST_B),
        (["fi wasfat tkafi 8 nafar?"], GUEST_B),
    ):
        turns = await conversation(client, said, guest=guest)
        card = one(turns[-1], "recipe")
        assert card["recipe"]["_id"] == "recipe-pasta-bechamel", (said, kinds(turns[-1]))
        assert card["servings"] == 8, said


async def test_a_dish_named_with_its_count_stays_that_dish(client: Any) -> None:
    for said, guest in (
        ("machboos for 12 people", GUEST_A),
        ("ابي مجبوس يكفي ١٢ شخص", GUEST_B),
    ):
        [turn] = await conversation(client, [said], guest=guest)
        card = one(turn, "recipe")
        assert card["recipe"]["_id"] == "recipe-machboos" and card["servings"] == 12, said
