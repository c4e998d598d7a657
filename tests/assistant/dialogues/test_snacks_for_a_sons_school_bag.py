"""Snacks for a son's school bag, with his allergy, over a real socket in English, Gulf Arabic
and Arabizi: "hey, need snacks for my sons school bag. he is allergic to nuts AND peanuts so
be careful pls", "ابي سناكات لشنطة ولدي المدرسه، عنده حساسية مكسرات", "abi snacks 7ag shanta
wildi lil madrasa, 3inda 7asasiya mkassarat". Goods that keep the allergy are shown, none of
them tea. Before, "my sons school bag" was kept as words of the goods (only "son" was read as
the bag's owner), and the tea bags were shown."""

from __future__ import annotations

from typing import Any
from uuid import uuid4

from tests.handlers.assistant_support import send


async def test_snacks_are_shown_not_tea_bags(client: Any) -> None:
    for message in (
        "hey, need snacks for my sons school bag. he is allergic to nuts AND peanuts so be careful pls",
        "ابي سناكات لشنطة ولدي المدرسه، عنده حساسية مكسرات",
        "abi snacks 7ag shanta wildi lil madrasa, 3inda 7asasiya mkassarat",
    ):
        turn = await send(client, message, guest=uuid4().hex)
        cards = [b for b in turn.end["blocks"] if b["kind"] == "products"]
        assert cards, (message, turn.end["content"])
        assert "Tea" not in str(cards), (message, cards)
