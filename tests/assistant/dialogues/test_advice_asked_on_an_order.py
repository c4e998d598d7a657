"""Advice asked on an order, no goods named, over a real socket in English, Gulf Arabic and
Arabizi (demo-2, signed in): "i could do with some advice about my order" is answered with
what the assistant can do for an order, never a search for goods called "advice", nor the
order cancelled or complained of."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import customer_token
from tests.handlers.assistant_support import send


async def test_advice_on_an_order_says_what_can_be_done(client: Any) -> None:
    token = customer_token("demo-2")
    for message in (
        "i could do with some advice about my order",
        "need advice regarding my order",
        "ابي استشاره عن طلبي",
        "محتاج نصيحه في طلبي",
        "abi nasee7a 7ag 6alabi",
    ):
        turn = await send(client, message, token=token)
        assert "products" not in kinds(turn), (message, kinds(turn))
        assert "I couldn't find" not in turn.end["content"], (message, turn.end["content"])
        assert "order_status" not in kinds(turn) and "faq" not in kinds(turn), (
            message,
            kinds(turn),
        )
        assert "text" in kinds(turn), (message, kinds(turn))
