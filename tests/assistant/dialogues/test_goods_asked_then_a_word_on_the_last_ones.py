"""Goods asked for, then a word on how the last ones came, over a real socket in English,
Gulf Arabic and Arabizi: "add a kilo of tomatoes. and choose fresh ones, last time they were
squashed", "ضيف كيلو طماط. واختاروا زين اخر مره كانت مضروبه", "7ot kilo 6ama6. w 5taro zain
a5ir mara kanat 5arbana". The goods are proposed; before, the word on the last ones read as
a complaint, and the returns rule was shown with nothing proposed."""

from __future__ import annotations

from typing import Any

from tests.conftest import GUEST_A
from tests.handlers.assistant_support import send

TOMATOES = "p-0101"


async def test_the_goods_asked_are_proposed(client: Any) -> None:
    for message in (
        "add a kilo of tomatoes. and choose fresh ones, last time they were squashed",
        "ضيف كيلو طماط. واختاروا زين اخر مره كانت مضروبه",
        "7ot kilo 6ama6. w 5taro zain a5ir mara kanat 5arbana",
    ):
        turn = await send(client, message, guest=GUEST_A)
        lines = [
            (line["productId"], line["quantity"]) for line in turn.action("add_to_cart")["items"]
        ]
        assert lines == [(TOMATOES, 1)], (message, turn.end["content"])
