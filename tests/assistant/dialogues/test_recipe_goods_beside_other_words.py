"""A recipe of ours whose goods are asked for the cart beside other words, over a real socket
in English, Gulf Arabic and Arabizi: the dish named with "what do you think?" ("shrayek",
"شرايك") is still the dish, and its goods asked right after goods were refused for a placed
order are the recipe's, not the goods kept from that order."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_A, GUEST_B, customer_token
from tests.handlers.assistant_support import send


async def test_a_dish_named_with_an_opinion_asked_still_brings_its_goods(client: Any) -> None:
    for message, guest in (
        ("shakshuka, what do you reckon? add its ingredients to my cart", GUEST_A),
        ("مجبوس دجاج شرايك؟ ضيف مكوناته بالسلة", GUEST_B),
        ("luqaimat shraik? 7ot agradha kilha bil cart", GUEST_B),
        ("shakshuka shrayk? 7u6li agradha bil sala", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert len(turn.action("add_recipe_to_cart")["items"]) > 3, (message, kinds(turn))


async def test_a_recipes_goods_after_goods_refused_for_a_placed_order(client: Any) -> None:
    token = customer_token("demo-3")
    for first, more, recipe in (
        (
            "where is my order",
            "can you add 2 cheese samboosa to it",
            "and put all the luqaimat ingredients in my cart",
        ),
        ("وين طلبي", "ابي ازيد عليه ٢ سمبوسة جبن", "وحط كل اغراض الشكشوكة بالسلة"),
        (
            "wain talabi",
            "abi azeed 3alaih 2 samboosa jibin",
            "w 7ot kil aghra9 il luqaimat bil cart",
        ),
    ):
        shown = await send(client, first, token=token)
        refused = await send(client, more, shown.conversation_id, token=token)
        turn = await send(client, recipe, refused.conversation_id, token=token)
        assert len(turn.action("add_recipe_to_cart")["items"]) > 3, (recipe, kinds(turn))
