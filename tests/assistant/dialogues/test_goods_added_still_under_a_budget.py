"""Goods added with whether the cart is still under a budget, over a real socket in English,
Gulf Arabic and Arabizi: "add tomatoes n cucumber 1 kg each, still under 5?", "ضيف طماط وخيار
كيلو كيلو، للحين تحت ٥ دينار؟", "7ot 6ama6 w 5iyar kilo kilo, still ta7t el 5 kd?" with two
KDD laban in the cart. The goods are proposed and the cart with them said against the budget
(1.620 KWD of 5.000). Before, "still" was read as goods (the Vimto Still drink, out of stock,
with other drinks) and only the new goods were weighed (0.840)."""

from __future__ import annotations

from typing import Any
from uuid import uuid4

from tests.assistant.dialogues._blocks import confirmed_add
from tests.handlers.assistant_support import send

TOMATOES, CUCUMBERS = "p-0101", "p-0108"
WEIGHED = ("1.620 KWD of your 5.000 KWD", "المجموع ١٫٦٢٠ د.ك من ميزانيتك ٥٫٠٠٠ د.ك")


async def test_the_cart_with_the_goods_is_weighed(client: Any) -> None:
    for message in (
        "nvm. add tomatoes n cucumber 1 kg each, still under 5?",
        "ضيف طماط وخيار كيلو كيلو، للحين تحت ٥ دينار؟",
        "7ot 6ama6 w 5iyar kilo kilo, still ta7t el 5 kd?",
    ):
        guest = uuid4().hex
        conversation = await confirmed_add(client, "add 2 kdd laban", guest=guest)
        turn = await send(client, message, conversation, guest=guest)
        items = [line["productId"] for line in turn.action("add_to_cart")["items"]]
        assert items == [TOMATOES, CUCUMBERS], (message, items)
        said = turn.end["content"] + str(turn.end["blocks"])
        assert any(words in said for words in WEIGHED), (message, said)
        assert "Vimto" not in said, message
