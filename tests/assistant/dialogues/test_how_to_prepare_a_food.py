"""How to prepare a food, asked as a kitchen question over a real socket: right after a
recipe, "do I have to soak the wheat?", "الحب لازم انقعه؟", "lazim an8a3 el 7ab?" are
answered with the recipe's own line that says it (no decline, no card, no proposal); two
ways weighed with no recipe ("السمبوسه اقليها ولا بالفرن احسن", "should i fry or bake the
samboosa") get a short tip on the pair, never a product list. Washing a car stays declined,
and "do you have fried onions" stays a product question."""

from __future__ import annotations

from typing import Any

import pytest

from hub.text import is_arabic
from tests.assistant.dialogues._blocks import assert_declined, kinds, texts
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

# (the recipe asked for, the question, a word of the recipe's line that answers it)
AFTER_A_RECIPE = (
    ("how to make harees", "do i need to soak the wheat?", "soaked"),
    ("how to make harees", "do i have to soak the harees wheat overnight", "soaked"),
    ("how to make harees", "do i boil the lamb?", "Boil"),
    ("how to make harees", "should i boil the meat first", "Boil"),
    ("recipe for mutabbal", "do i peel the eggplant?", "Peel"),
    ("recipe for mutabbal", "should i peel the eggplants before mashing", "Peel"),
    ("recipe for mutabbal", "can i grill the eggplant instead", "grill"),
    ("how to make harees", "how should i soak the wheat", "soaked"),
    ("recipe for mutabbal", "do we peel them?", "Peel"),
    ("how to make harees", "must i soak it", "soaked"),
    ("وصفة هريس", "الحب لازم انقعه؟", "منقوع"),
    ("وصفة هريس", "لازم انقع الحب؟", "منقوع"),
    ("وصفة هريس", "اللحم اسلقه؟ ولا شلون", "اسلق"),
    ("وصفة هريس", "لازم اسلق اللحم اول؟", "اسلق"),
    ("وصفة متبل", "لازم اقشر الباذنجان؟", "قشّره"),
    ("وصفة متبل", "الباذنجان شلون اقشره", "قشّره"),
    ("وصفة متبل", "اقدر اشويه بالشوايه؟", "الشواية"),
    ("وصفة هريس", "ضروري انقع الحب ليلة كاملة؟", "منقوع"),
    ("وصفة هريس", "الحب ينفع ما انقعه؟", "منقوع"),
    ("وصفة متبل", "لازم اقشره؟", "قشّره"),
    ("wasfat harees", "lazim an8a3 el 7ab?", "منقوع"),
    ("wasfat harees", "el 7ab lazim an8a3a?", "منقوع"),
    ("wasfat harees", "lazim asli8 el la7am?", "اسلق"),
    ("wasfat harees", "shlon an8a3 el 7ab", "منقوع"),
    ("wasfat mutabbal", "lazim a8ashir el betinjan?", "قشّره"),
    ("wasfat mutabbal", "agdar ashweeh bil forn?", "اشوِ"),
    ("wasfat harees", "9aroori an8a3 el 7ab?", "منقوع"),
    ("wasfat harees", "el la7am lazim asli8a?", "اسلق"),
    ("wasfat mutabbal", "lazim a8shira?", "قشّره"),
    ("wasfat harees", "el 7ab an8a3a lail kamil?", "منقوع"),
)


@pytest.mark.parametrize(("recipe", "question", "said"), AFTER_A_RECIPE)
async def test_a_way_asked_after_a_recipe_is_its_own_line(
    client: Any, recipe: str, question: str, said: str
) -> None:
    guest = GUEST_A if recipe.isascii() and not recipe.startswith("wasfat") else GUEST_B
    shown = await send(client, recipe, guest=guest)
    assert "recipe" in kinds(shown), recipe
    turn = await send(client, question, shown.conversation_id, guest=guest)
    assert "products" not in kinds(turn) and "cart_action" not in kinds(turn), question
    assert any(said in text for text in texts(turn)), (question, turn.end["content"], texts(turn))


TWO_WAYS = (
    ("should i fry or bake the samboosa", GUEST_A),
    ("is it better to fry or bake spring rolls", GUEST_A),
    ("fry or bake the chicken nuggets?", GUEST_A),
    ("should i boil or steam the broccoli", GUEST_A),
    ("air fryer or deep fry for the fries?", GUEST_A),
    ("grill or oven for the chicken tikka, which is better", GUEST_A),
    ("السمبوسه اقليها ولا بالفرن احسن", GUEST_B),
    ("الكبه اقليها ولا اسويها بالفرن؟", GUEST_B),
    ("البروكلي اسلقه ولا على البخار احسن", GUEST_B),
    ("الدجاج اشويه ولا بالفرن افضل؟", GUEST_B),
    ("a8li el samboosa wla bil forn?", GUEST_B),
    ("el kibba a8leeha wla bil forn a7san", GUEST_B),
    ("el dijaj ashweeh wla bil forn?", GUEST_B),
    ("el samboosa a8leeha aw a5bzha bil forn?", GUEST_B),
)


@pytest.mark.parametrize(("message", "guest"), TWO_WAYS)
async def test_two_ways_weighed_get_a_tip_not_products(
    client: Any, message: str, guest: str
) -> None:
    turn = await send(client, message, guest=guest)
    reply = turn.end["content"]
    assert "products" not in kinds(turn) and "cart_action" not in kinds(turn), message
    assert "Both work" in reply or "الاثنين يمشون" in reply, (message, reply)
    assert is_arabic(reply) == (guest == GUEST_B), (message, reply)


@pytest.mark.parametrize(
    ("message", "guest"),
    [
        ("how do i wash my car", GUEST_A),
        ("should i wash my car or take it to a car wash", GUEST_A),
        ("شلون اغسل السيارة", GUEST_B),
    ],
)
async def test_washing_a_car_stays_declined(client: Any, message: str, guest: str) -> None:
    turn = await send(client, message, guest=guest)
    assert_declined(turn, message, arabic=guest == GUEST_B)


async def test_fried_onions_are_still_asked_for_as_goods(client: Any) -> None:
    turn = await send(client, "do you have fried onions", guest=GUEST_A)
    assert "products" in kinds(turn)
    assert "Both work" not in turn.end["content"]


@pytest.mark.parametrize(
    ("messages", "guest", "said"),
    [
        (
            ("how to make harees", "add the harees wheat", "do i need to soak it?"),
            GUEST_A,
            "soaked",
        ),
        (
            ("ابي اسوي هريس للعزيمه وش احتاج", "حط الحب واللحم بس", "الحب لازم انقعه؟"),
            GUEST_B,
            "منقوع",
        ),
        (("wasfat harees", "7ot el 7ab", "lazim an8a3 el 7ab?"), GUEST_B, "منقوع"),
    ],
)
async def test_the_recipe_stays_in_talk_while_its_goods_go_in_the_cart(
    client: Any, messages: tuple[str, ...], guest: str, said: str
) -> None:
    *before, question = messages
    conversation = None
    for message in before:
        conversation = (await send(client, message, conversation, guest=guest)).conversation_id
    turn = await send(client, question, conversation, guest=guest)
    assert any(said in text for text in texts(turn)), (question, turn.end["content"])
    assert "cart_action" not in kinds(turn), question
