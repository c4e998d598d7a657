"""A dish or an occasion to shop for, over a real socket:

- a dish the store has no recipe for, to be made ("wanna bake a chocolate cake for my
  daughter's bday", "ابي اسوي كيكه شوكولاته", "abi asawee brownies"): the goods it is
  usually made with, never "not found"; a dish the store has a recipe for keeps its recipe;
- how to make a dish of the store's recipes said right after an offer ("w mrabyan rubyan
  shlon asawee"): the recipe, not more goods for the offer;
- the goods of a recipe asked of the store as of many ("طيب حطولي اغراض اللقيمات"): its
  ingredients proposed;
- a ghabga or a barbecue told with advice asked ("هلا عندنا غبقه الخميس وش تنصحوني",
  "3indna ghab8a yom el 5amees shno tinsa7oni"): its goods; starters for guests ("عندي عزيمه
  بكرا ٨ اشخاص ابي مقبلات", "starters for 8 guests tomorrow"): the store's starter recipes.
Look-alikes declined: a car's starter motor, decorations for a party."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import assert_declined, kinds, names, one
from tests.handlers.assistant_support import send


async def test_a_dish_without_a_recipe_shows_its_goods(client: Any) -> None:
    for message, needed in (
        ("hey wanna bake a chocolate cake for my daughter's bday", "Cocoa"),
        ("i want to bake a cake", "Flour"),
        ("what do i need to bake a chocolate cake", "Cocoa"),
        ("how do i make pancakes", "Flour"),
        ("cake recipe", "Baking Powder"),
        ("ابي اسوي كيكه شوكولاته لبنتي", "Cocoa"),
        ("شو احتاج عشان اسوي كيك", "Flour"),
        ("وصفة كيك", "Baking Powder"),
        ("abi asawee keka", "Flour"),
        ("abi asawee brownies", "Cocoa"),
    ):
        turn = await send(client, message, guest=uuid.uuid4().hex)
        assert "cart_action" not in kinds(turn), message
        assert any(needed in name for name in names(turn)), (message, names(turn))


async def test_a_dish_of_the_stores_recipes_keeps_its_recipe(client: Any) -> None:
    for message in ("how do i make hummus", "how do i make luqaimat", "شلون اسوي مربين"):
        turn = await send(client, message, guest=uuid.uuid4().hex)
        assert "recipe" in kinds(turn), (message, kinds(turn))


async def test_how_to_make_a_dish_after_an_offer_is_its_recipe(client: Any) -> None:
    for offer, asked, recipe in (
        ("abi 2 kilo meid", "w mrabyan rubyan shlon asawee", "recipe-murabyan"),
        ("abi 2 kilo meid", "w machboos shlon a6ba5a", "recipe-machboos"),
        ("add 2 almarai laban", "and how do i make luqaimat", "recipe-luqaimat"),
        ("ضيف ٢ خبز عربي", "وشلون اسوي مربين", "recipe-murabyan"),
    ):
        guest = uuid.uuid4().hex
        offered = await send(client, offer, guest=guest)
        assert "cart_action" in kinds(offered), offer
        turn = await send(client, asked, offered.conversation_id, guest=guest)
        assert one(turn, "recipe")["recipe"]["_id"] == recipe, (asked, kinds(turn))
        assert "cart_action" not in kinds(turn), asked


async def test_a_recipes_goods_asked_as_of_many_are_proposed(client: Any) -> None:
    for message in ("طيب حطولي اغراض اللقيمات", "حطولي مكونات المجبوس", "7ot agradh el lgaimat"):
        turn = await send(client, message, guest=uuid.uuid4().hex)
        assert turn.action("add_recipe_to_cart")["items"], message
    for message in ("ضيفوا ٢ حليب المراعي", "حطوا لي خبز عربي", "زيدولي خبز عربي"):
        turn = await send(client, message, guest=uuid.uuid4().hex)
        assert turn.action("add_to_cart")["items"], message


async def test_a_meal_hosted_with_advice_asked_shows_its_goods(client: Any) -> None:
    for message in (
        "هلا عندنا غبقه الخميس وش تنصحوني",
        "3indna ghab8a yom el 5amees shno tinsa7oni",
        "what do you recommend for our iftar tomorrow",
        "bbq on friday, what do you suggest?",
        "عندنا شوي بكره شو تقترحون",
        "هلا عندنا غبقه الخميس",
        "hi we're having a bbq tomorrow",
    ):
        turn = await send(client, message, guest=uuid.uuid4().hex)
        assert "products" in kinds(turn), (message, kinds(turn))


async def test_starters_for_guests_are_the_stores_starter_recipes(client: Any) -> None:
    for message in (
        "عندي عزيمه بكرا ٨ اشخاص ابي مقبلات",
        "ابي مقبلات",
        "مقبلات سهله",
        "starters for 8 guests tomorrow",
        "i have guests tomorrow, need some starters",
        "any appetizers for tonight?",
        "abi mo8abilat",
        "3indi 3azeema bacher abi mgabbilat",
    ):
        turn = await send(client, message, guest=uuid.uuid4().hex)
        assert one(turn, "recipe")["recipe"]["_id"] in {
            "recipe-mutabbal",
            "recipe-fattoush",
            "recipe-tabbouleh",
            "recipe-hummus",
            "recipe-lentil-soup",
        }, message


async def test_starters_and_advice_of_other_matters_are_declined(client: Any) -> None:
    for message, arabic in (
        ("starter motor for my car", False),
        ("which car starters last longest", False),
        ("birthday party, what do you recommend?", False),
        ("عندنا حفله عيد ميلاد وش تنصحوني بالزينه", True),
    ):
        turn = await send(client, message, guest=uuid.uuid4().hex)
        assert_declined(turn, message, arabic=arabic)
