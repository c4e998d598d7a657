"""A dish asked by what it needs, over a real socket: "i want to cook chicken machboos
tonight what do i need" is its recipe, not a proposal of its goods; a recipe's Arabizi name
as typed ("murabyan looks good, shno el ingredients") is that recipe, and "add all" then
proposes its own goods; "what can i cook with them" after the lentils puts the recipes using
them first; a dish made with one's people ("baking a cake with my daughters, what do we
need") is a recipe asked, not another matter. In English, Gulf Arabic and Arabizi; "add the
machboos stuff" after its recipe still proposes its goods."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import kinds, one
from tests.handlers.assistant_support import send


async def test_what_a_dish_needs_is_its_recipe_not_its_goods_proposed(client: Any) -> None:
    for message, recipe in (
        ("i want to cook chicken machboos tonight what do i need", "recipe-machboos"),
        ("ابي اطبخ مجبوس دجاج الليله شنو احتاج", "recipe-machboos"),
        ("abi a6ba5 majboos dijaj el lail, shno a7taj?", "recipe-machboos"),
        ("making harees for the family friday, what do we need?", "recipe-harees"),
        ("ابي اسوي مربين روبيان شو احتاج", "recipe-murabyan"),
    ):
        turn = await send(client, message, guest=uuid.uuid4().hex)
        assert one(turn, "recipe")["recipe"]["_id"] == recipe, (message, kinds(turn))
        assert "cart_action" not in kinds(turn), message
    for message in ("add the machboos stuff", "ضيف اغراض المجبوس", "7ot ghra9 el machboos"):
        guest = uuid.uuid4().hex
        shown = await send(client, "recipe for machboos", guest=guest)
        turn = await send(client, message, shown.conversation_id, guest=guest)
        assert turn.action("add_recipe_to_cart"), message


async def test_a_recipes_name_typed_in_arabizi_is_that_recipe(client: Any) -> None:
    for first, then in (
        ("dinner for 6 ideas? something kuwaiti", "murabyan looks good, shno el ingredients"),
        ("kuwaiti dinner ideas", "el murabyan 7elo, shno fih?"),
        ("شو اطبخ عشا كويتي", "murabyan shno ingredients?"),
    ):
        guest = uuid.uuid4().hex
        shown = await send(client, first, guest=guest)
        turn = await send(client, then, shown.conversation_id, guest=guest)
        assert one(turn, "recipe")["recipe"]["_id"] == "recipe-murabyan", (then, kinds(turn))
        added = await send(client, "add all", shown.conversation_id, guest=guest)
        assert added.action("add_recipe_to_cart")["params"]["recipeId"] == "recipe-murabyan"
    turn = await send(client, "shno ingredients el murabyan?", guest=uuid.uuid4().hex)
    assert one(turn, "recipe")["recipe"]["_id"] == "recipe-murabyan"


async def test_ideas_with_the_products_in_view_use_them(client: Any) -> None:
    for first, then in (
        ("show me red lentils", "quick vegan dinner with those?"),
        ("add red lentils", "what can i cook with them"),
        ("عندكم عدس احمر؟", "شو اطبخ فيهم؟"),
        ("3indkom 3adas a7mar?", "shno a6ba5 fihum?"),
    ):
        guest = uuid.uuid4().hex
        shown = await send(client, first, guest=guest)
        turn = await send(client, then, shown.conversation_id, guest=guest)
        assert one(turn, "recipe")["recipe"]["_id"] == "recipe-lentil-soup", (then, kinds(turn))
    turn = await send(client, "quick vegan dinner ideas", guest=uuid.uuid4().hex)
    assert one(turn, "recipe")["recipe"]["_id"] != "recipe-lentil-soup"  # nothing in view: quick


async def test_a_dish_made_with_ones_people_is_a_recipe_asked(client: Any) -> None:
    for message in (
        "i want to bake a cake with my daughters, what do i need",
        "ابي اسوي كيك مع بناتي شو احتاج",
        "abi asawi cake ma3 banati shno a7taj",
    ):
        turn = await send(client, message, guest=uuid.uuid4().hex)
        reply = turn.end["content"]
        assert "recipe" in reply or "الوصف" in reply, (message, reply)
        assert "shopping here" not in reply and "بس في التسوق" not in reply, (message, reply)
        assert "cart_action" not in kinds(turn), message
