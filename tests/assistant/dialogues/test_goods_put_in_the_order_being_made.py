"""Goods put "in the order" with the word joined ("حط خبز بالطلب", "7ot 5ubz bil order")
by a shopper with no order placed, over a real socket in Gulf Arabic and Arabizi (English
"in the order" said so is the placed one's, as before): the order being made, so the goods
go towards the cart, never "an order placed takes no more goods"."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_B
from tests.handlers.assistant_support import send

_CLOSED = ("can't take more goods", "ما نقدر نضيف عليه")


async def test_goods_put_in_the_order_alone_go_to_the_cart(client: Any) -> None:
    for message in ("حط لي لبن بالطلب", "zeed 2 laban bil order", "ضيف خبز بالطلب لو سمحت"):
        turn = await send(client, message, guest=GUEST_B)
        assert not any(words in turn.end["content"] for words in _CLOSED), (message, turn.end)
        assert "order_status" not in kinds(turn), (message, kinds(turn))
