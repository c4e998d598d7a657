"""A recipe the store has, asked by its name in the shopper's words, over a real socket in
English, Gulf Arabic and Arabizi: with an ingredient said beside it ("hummus with tahini"),
by the Gulf name typed in Latin letters beside English ("shorbat adas"), by the name its
brackets give ("kuwaiti shrimp rice"), or asked a question a product's card would answer
("how many does the prawn rice serve", "is adas soup healthy"), it is that recipe and never
said to be missing or "the closest one"; a dish the store has no recipe for still is."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_ABSENT = ("exactly that dish", "couldn't find", "don't have that recipe", "ما عندي", "ما لقيت")


def _recipe_of(turn: Any) -> str:
    [block] = [b for b in turn.end["blocks"] if b["kind"] == "recipe"]
    return str(block["recipe"]["_id"])


async def test_a_recipe_of_ours_named_in_other_words_is_that_recipe(client: Any) -> None:
    for message, guest, recipe in (
        ("how to cook shorbat adas", GUEST_A, "recipe-lentil-soup"),
        ("how to make hummus with tahini", GUEST_A, "recipe-hummus"),
        ("how do you make kuwaiti shrimp rice", GUEST_A, "recipe-murabyan"),
        ("recipe for lentil soup with cumin", GUEST_A, "recipe-lentil-soup"),
        ("شلون اسوي شوربة عدس", GUEST_B, "recipe-lentil-soup"),
        ("abi wasfat shorbat 3adas", GUEST_B, "recipe-lentil-soup"),
        ("بكره مسويه مجبوس", GUEST_B, "recipe-machboos"),
    ):
        turn = await send(client, message, guest=guest)
        assert _recipe_of(turn) == recipe, (message, kinds(turn))
        assert not any(words in turn.end["content"] for words in _ABSENT), (message, turn.end)


async def test_a_products_question_of_a_recipe_of_ours_is_answered_by_it(client: Any) -> None:
    for message, recipe in (
        ("how many people does the shrimp rice serve", "recipe-murabyan"),
        ("is adas soup healthy", "recipe-lentil-soup"),
        ("how many calories in the prawn rice", "recipe-murabyan"),
    ):
        turn = await send(client, message, guest=GUEST_A)
        assert _recipe_of(turn) == recipe, (message, kinds(turn))
        assert not any(words in turn.end["content"] for words in _ABSENT), (message, turn.end)


async def test_a_dish_we_have_no_recipe_for_is_said_so(client: Any) -> None:
    turn = await send(client, "chicken biryani recipe", guest=GUEST_A)
    assert "exactly that dish" in turn.end["content"], turn.end
    turn = await send(client, "is unicorn soup healthy", guest=GUEST_A)
    assert "recipe" not in kinds(turn), kinds(turn)
