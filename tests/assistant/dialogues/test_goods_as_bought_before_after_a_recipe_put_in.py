"""One of a recipe's goods asked as bought before, after the recipe's goods were put in the
cart, over a real socket in English, Gulf Arabic and Arabizi: "and the rice like the one i
ordered before", "والرز نفس اللي طلبته قبل", "wil ruz mithil ili 6alabta gabl" offer that
rice in the pack bought then, and never the rest of the recipe again (the chicken, onions
and spices are in the cart already)."""

from __future__ import annotations

from typing import Any

from hub.storefront.seed.products import ref
from tests.assistant.dialogues._blocks import kinds
from tests.conftest import customer_token
from tests.handlers.assistant_support import confirm, send

_RICE = "p-0601"
_, _TILDA_5KG = ref("RIC-TLD-BASMATI", 2)  # demo-1's last rice


async def test_goods_as_bought_before_after_the_recipe_was_put_in(client: Any) -> None:
    token = customer_token("demo-1")
    for dish, take, rice in (
        (
            "machboos recipe",
            "add all its ingredients",
            "and the rice like the one i ordered before",
        ),
        ("وصفة مجبوس دجاج", "ضيف كل مكوناتها", "والرز نفس اللي طلبته قبل"),
        ("wasfat machboos", "7o6 kil il mukawinat", "wil ruz mithil ili 6alabta gabl"),
    ):
        shown = await send(client, dish, token=token)
        offered = await send(client, take, shown.conversation_id, token=token)
        action = offered.action("add_recipe_to_cart")
        done = await confirm(client, action["actionId"], token=token)
        assert done.status == 200, (take, done.json)
        turn = await send(client, rice, shown.conversation_id, token=token)
        assert "cart_action" in kinds(turn), (rice, kinds(turn))
        items = turn.action()["items"]
        lines = [(line["productId"], line.get("variantId")) for line in items]
        assert lines == [(_RICE, _TILDA_5KG)], (rice, lines)
