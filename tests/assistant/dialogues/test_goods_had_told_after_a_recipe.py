"""Goods the shopper has, only told right after a recipe, over a real socket in English, Gulf
Arabic and Arabizi: said to be kept out, the rest shown and nothing proposed, never "it's not
in your cart"; a later "add them all" (a question between or not) proposes the recipe without
them, while "all the ingredients" still asks for every one."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import conversation, kinds, products
from tests.conftest import GUEST_A, GUEST_B

_RICE = "p-0601"
_CHICKEN = "p-0401"
_ONIONS = "p-0103"
_SALT = "p-0912"
_LENTILS = "p-0606"


async def test_what_is_had_told_after_a_recipe_stays_out_of_its_goods(client: Any) -> None:
    for said, guest in (
        (["chicken machboos recipe pls", "we already have the rice", "put it all in"], GUEST_A),
        (["ابي اطبخ مجبوس دجاج شنو الوصفة", "الرز موجود عندي", "ضيفهم كلهم"], GUEST_B),
        (["wasfat machboos dijaj", "3indna 3aish", "7ot kilhom"], GUEST_B),
    ):
        _, told, added = await conversation(client, said, guest=guest)
        assert "cart_action" not in kinds(told), (said[1], kinds(told))
        shown = [card["_id"] for card in products(told)]
        assert _CHICKEN in shown and _RICE not in shown, (said[1], shown)
        lines = {line["productId"] for line in added.action()["items"]}
        assert _CHICKEN in lines and _RICE not in lines, (said[2], lines)


async def test_what_is_had_holds_across_a_question_and_a_second_telling(client: Any) -> None:
    said = [
        "how do i make lentil soup",
        "got onions at home",
        "how many people does it serve",
        "i have salt too",
        "add everything",
    ]
    *_, added = await conversation(client, said, guest=GUEST_A)
    ids = {line["productId"] for line in added.action()["items"]}
    assert _LENTILS in ids and not ids & {_ONIONS, _SALT}, ids


async def test_all_the_ingredients_after_a_telling_is_every_one(client: Any) -> None:
    said = ["recipe for chicken machboos", "i have rice", "add all the ingredients please"]
    *_, every = await conversation(client, said, guest=GUEST_A)
    assert _RICE in {line["productId"] for line in every.action()["items"]}


async def test_goods_lacked_or_a_bodys_trouble_are_not_said_to_be_had(client: Any) -> None:
    for said, guest in (
        (["wasfat machboos dijaj", "ma 3indi 3aish"], GUEST_B),
        (["وصفة مجبوس دجاج", "عندي حساسية من الثوم"], GUEST_B),
        (["recipe for chicken machboos", "i have an allergy to garlic"], GUEST_A),
    ):
        _, told = await conversation(client, said, guest=guest)
        reply = told.end["content"]
        assert "Noted" not in reply and "اللي عندك" not in reply, (said[1], reply)
