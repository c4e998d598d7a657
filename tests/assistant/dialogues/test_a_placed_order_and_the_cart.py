"""Goods asked onto an order already placed, and the total asked beside a recipe, over a real
socket:

- "can i add water to that one?" after an order's status, "ممكن اضيف ماي على الطلب؟", "agdar
  azeed laban 7ag el order?": a placed order is not changed here, said first; the goods are
  shown for the cart and nothing is proposed; "add water" alone still proposes it;
- "kam el total al7een?", "total now?", "كم المجموع الحين؟" with a recipe on screen is the
  cart's total; the recipe's cost asked of it ("how much for all of it") stays the recipe's.
"""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import customer_token
from tests.handlers.assistant_support import confirm, send

_CHALET_ORDER = "wel order mal el chalet mata yoosal?"


async def test_goods_onto_a_placed_order_are_shown_for_the_cart(client: Any) -> None:
    token = customer_token("demo-3")
    for asked in (
        "can i add water to that one?",
        "could you add laban to it?",
        "pls put some bread in that order too",
        "ممكن تضيف ماي عليه؟",
        "ابي اضيف خبز للطلب",
        "agdar azeed mai 3ala el order?",
        "zeed laban 7ag el 6alab",
    ):
        shown = await send(client, _CHALET_ORDER, token=token)
        assert "order_status" in kinds(shown), kinds(shown)
        turn = await send(client, asked, shown.conversation_id, token=token)
        assert "cart_action" not in kinds(turn), (asked, kinds(turn))
        assert "products" in kinds(turn), (asked, kinds(turn))
        said = turn.end["content"]
        assert "can't take more" in said or "ما نقدر نضيف" in said, (asked, said)


async def test_goods_named_onto_the_order_unseen_are_not_added(client: Any) -> None:
    for asked in ("can i add water to my order?", "ممكن اضيف ماي على الطلب؟"):
        turn = await send(client, asked, token=customer_token("demo-3"))
        assert "cart_action" not in kinds(turn), (asked, kinds(turn))


async def test_goods_to_the_cart_after_an_order_are_proposed(client: Any) -> None:
    token = customer_token("demo-3")
    for asked in ("add water", "add water to my cart", "zeed mai", "ضيف ماي بالسله"):
        shown = await send(client, _CHALET_ORDER, token=token)
        turn = await send(client, asked, shown.conversation_id, token=token)
        assert turn.action("add_to_cart")["items"], asked


async def test_the_total_now_beside_a_recipe_is_the_carts(client: Any) -> None:
    for recipe, add, total in (
        ("machboos recipe please", "add all the ingredients", "what is my total now"),
        ("abi wasfat machboos dijaj", "7ot kil el mokawinat", "kam el total al7een?"),
        ("وصفة مجبوس", "ضيف كل المكونات", "كم المجموع الحين؟"),
        ("machboos recipe please", "add all the ingredients", "how much is the total"),
    ):
        guest = uuid.uuid4().hex
        shown = await send(client, recipe, guest=guest)
        added = await send(client, add, shown.conversation_id, guest=guest)
        action = added.action("add_recipe_to_cart")
        assert (await confirm(client, action["actionId"], guest=guest)).status == 200
        turn = await send(client, total, shown.conversation_id, guest=guest)
        assert "cart_summary" in kinds(turn), (total, kinds(turn))


async def test_the_recipes_cost_asked_of_it_stays_the_recipes(client: Any) -> None:
    for recipe, cost in (
        ("machboos recipe please", "how much for all of it"),
        ("machboos recipe please", "how much is the total"),
        ("وصفة مجبوس", "كم سعرهم كلهم"),
        ("abi wasfat machboos dijaj", "kam ykalif kilah"),
    ):
        guest = uuid.uuid4().hex
        shown = await send(client, recipe, guest=guest)
        turn = await send(client, cost, shown.conversation_id, guest=guest)
        assert "cart_summary" not in kinds(turn), (cost, kinds(turn))
        assert "text" in kinds(turn), (cost, kinds(turn))
