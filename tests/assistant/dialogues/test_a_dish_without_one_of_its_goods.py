"""A dish asked of without one of its goods, over a real socket: "can i make machboos without
saffron?", "اقدر اسوي المجبوس بدون زعفران؟", "agdar asawi machboos bidoon za3faran?" get a
plain answer from the store's recipe (it can be left out, and what stands in for it), not the
recipe card again nor a proposal; what the dish is built on cannot ("hummus without tahini");
a food the recipe does not use changes nothing. "add the machboos ingredients without the
saffron" still proposes the rest."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import kinds, products, texts
from tests.handlers.assistant_support import send

TURMERIC = "p-0902"


async def test_a_dish_without_one_of_its_goods_is_answered_plainly(client: Any) -> None:
    for message, said in (
        ("can i make machboos without saffron?", "Yes, you can make Chicken Machboos without"),
        ("اقدر اسوي المجبوس بدون زعفران؟", "إي، تقدر تسوي مجبوس دجاج بدون"),
        ("agdar asawi machboos bidoon za3faran?", "إي، تقدر تسوي مجبوس دجاج بدون"),
        ("can i skip the cardamom in harees?", "Yes, you can make Harees without"),
        ("is it ok to make hummus without tahini?", "Not really: Hummus is built on"),
        ("hummus bidoon 6a7eena yinfa3?", "مو صج"),
        ("can i make shakshuka without feta?", "Our recipe for Shakshuka doesn't use it"),
    ):
        turn = await send(client, message, guest=uuid.uuid4().hex)
        assert any(text.startswith(said) for text in texts(turn)), (message, texts(turn))
        assert "recipe" not in kinds(turn) and "cart_action" not in kinds(turn), message
    saffron = await send(client, "can i make machboos without saffron?", guest=uuid.uuid4().hex)
    assert any(text.startswith("Instead of saffron") for text in texts(saffron)), texts(saffron)
    assert TURMERIC in {card["_id"] for card in products(saffron)}, kinds(saffron)
    rest = await send(
        client, "add the machboos ingredients without the saffron", guest=uuid.uuid4().hex
    )
    assert rest.action("add_recipe_to_cart")["items"], kinds(rest)
