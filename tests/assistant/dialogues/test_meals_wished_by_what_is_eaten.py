"""A meal wished by what is eaten, over a real socket: a product the store sells wanted for a
meal ("ابي ستيك للعشا") is that product, not a recipe said not to fit; a course kept free of
an allergen ("also a dessert w no nuts", after a recipe) is ideas of that course whose
ingredients list none of it or goods free of it, never the recipe just shown less nuts; guests with an allergy
are never offered a recipe holding it."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, names, one
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


async def test_a_product_wanted_for_a_meal_is_that_product(client: Any) -> None:
    for message, guest, product in (
        ("ابي ستيك للعشا", GUEST_B, "Steak"),
        ("i want steak for dinner", GUEST_A, "Steak"),
        ("abi steak lil 3asha", GUEST_B, "Steak"),
        ("ابي سمك للغدا", GUEST_B, "Zubaidi"),
        ("abi samak lil ghada", GUEST_B, "Zubaidi"),
    ):
        turn = await send(client, message, guest=guest)
        assert "recipe" not in kinds(turn), (message, kinds(turn))
        assert any(product in name for name in names(turn)), (message, names(turn))


async def test_a_meal_wished_in_words_of_cooking_stays_ideas(client: Any) -> None:
    for message, guest in (
        ("something with chicken", GUEST_A),
        ("dinner ideas with steak", GUEST_A),
        ("ابي شي خفيف للعشا", GUEST_B),
        ("abi afkar 3asha", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert "recipe" in kinds(turn) and "products" not in kinds(turn), (message, kinds(turn))


async def test_a_course_free_of_an_allergen_is_that_course_without_it(client: Any) -> None:
    for first, dessert, guest in (
        ("the lentil soup sounds good whats in it", "also a dessert w no nuts", GUEST_A),
        ("recipe for machboos", "a dessert with no nuts", GUEST_A),
        ("recipe for machboos", "and something sweet without nuts", GUEST_A),
        ("وصفة مجبوس", "وبعد حلا بدون مكسرات", GUEST_B),
        ("wasfat majboos", "w 7alawiyat bdoon mkasarat", GUEST_B),
    ):
        shown = await send(client, first, guest=guest)
        sweet = await send(client, dessert, shown.conversation_id, guest=guest)
        assert "cart_action" not in kinds(sweet), dessert
        if "recipe" in kinds(sweet):
            assert one(sweet, "recipe")["recipe"]["_id"] == "recipe-luqaimat", dessert
        else:
            listed = names(sweet)
            assert listed and not any("Baklava" in n or "Hazelnut" in n for n in listed), listed


async def test_guests_with_an_allergy_are_never_offered_a_recipe_holding_it(client: Any) -> None:
    for message, guest in (
        ("having 6 ppl for dinner tmrw, one is allergic to shellfish. ideas?", GUEST_A),
        ("عندي ضيوف باجر للعشا واحد عنده حساسيه من الروبيان، شو اطبخ", GUEST_B),
        ("abi afkar 3asha, wa7id 3indah 7asasiya mn el robyan", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert one(turn, "recipe")["recipe"]["_id"] != "recipe-murabyan", message
        offered = [
            c["prompt"]
            for b in turn.end["blocks"]
            if b["kind"] == "actions"
            for c in b["suggestions"]
        ]
        assert offered and not any("Murabyan" in p or "مربين" in p for p in offered), offered
        assert "None of our" not in turn.end["content"] and "ولا وصفة" not in turn.end["content"], (
            message
        )
