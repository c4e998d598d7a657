"""A recipe of the store named whole in the shopper's own words, over a real socket: "the
lentil soup sounds good whats in it" after ideas is that recipe (never "did you mean"), and
"add everything" after it proposes its ingredients, not another recipe's; a one-word dish
is the recipe only right after recipes were offered."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, one
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

NOT_THAT_DISH = ("closest", "أقرب", "Did you mean", "تقصد")


async def test_a_recipe_named_whole_with_a_question_is_that_recipe(client: Any) -> None:
    for first, named, everything, guest, dish in (
        (
            "having 6 ppl for dinner tmrw, one is allergic to shellfish. ideas?",
            "the lentil soup sounds good whats in it",
            "add everything",
            GUEST_A,
            "recipe-lentil-soup",
        ),
        (
            "what should i cook tonight",
            "i like the chicken shawarma bowl, whats in it",
            "add it all",
            GUEST_A,
            "recipe-chicken-shawarma-bowl",
        ),
        (
            "شو اطبخ اليوم",
            "شوربة عدس حلوة، شنو مكوناتها",
            "ضيفها كلها",
            GUEST_B,
            "recipe-lentil-soup",
        ),
        ("شو اطبخ اليوم", "المتبل شكله حلو، شنو يحتاج؟", "حط كل شي", GUEST_B, "recipe-mutabbal"),
        (
            "abi afkar 3asha",
            "el shorbat 3ads 7elwa shno fiha",
            "7ot kil shay",
            GUEST_B,
            "recipe-lentil-soup",
        ),
        (
            "abi afkar 3asha",
            "el hummus shakla 7ilo, shno fee",
            "7ot kil shay",
            GUEST_B,
            "recipe-hummus",
        ),
    ):
        ideas = await send(client, first, guest=guest)
        shown = await send(client, named, ideas.conversation_id, guest=guest)
        assert one(shown, "recipe")["recipe"]["_id"] == dish, (named, kinds(shown))
        assert not any(word in shown.end["content"] for word in NOT_THAT_DISH), named
        added = await send(client, everything, shown.conversation_id, guest=guest)
        assert added.action("add_recipe_to_cart")["params"]["recipeId"] == dish, everything


async def test_a_recipe_named_whole_alone_is_that_recipe(client: Any) -> None:
    for message, guest, dish in (
        ("pasta bechamel, whats in it?", GUEST_A, "recipe-pasta-bechamel"),
        ("شوربة العدس شنو فيها؟", GUEST_B, "recipe-lentil-soup"),
        ("shno a7taj 7ag shorbat 3ads", GUEST_B, "recipe-lentil-soup"),
        ("مجبوس الدجاج شنو مكوناته", GUEST_B, "recipe-machboos"),
    ):
        turn = await send(client, message, guest=guest)
        assert one(turn, "recipe")["recipe"]["_id"] == dish, (message, kinds(turn))
        assert not any(word in turn.end["content"] for word in NOT_THAT_DISH), message


async def test_a_products_name_that_is_a_dishs_too_stays_the_product(client: Any) -> None:
    for message, guest in (
        ("the hummus, is it vegan", GUEST_A),
        ("got red lentils?", GUEST_A),
        ("الحمص المعلب بكم", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert "recipe" not in kinds(turn), (message, kinds(turn))
