"""Drinks asked in Arabizi by their plural, over a real socket: "fee mashroobat bdoon sukkar?",
"3indkom mashrubat diet?". The drinks that keep the need are shown; before, "mashroobat" was
read with its long vowel short ("مشروبت"), no kind of goods, and the shopper was told nothing
fits. The English and Arabic forms guard what already worked."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import products
from tests.conftest import GUEST_A
from tests.handlers.assistant_support import send


async def test_the_drinks_that_keep_the_need_are_shown(client: Any) -> None:
    for message in (
        "fee mashroobat bdoon sukkar?",
        "3indkom mashrubat diet?",
        "any sugar free drinks?",
        "عندكم مشروبات بدون سكر؟",
    ):
        turn = await send(client, message, guest=GUEST_A)
        shown = products(turn)
        assert shown and all("sugar_free" in p["dietary"] for p in shown), (
            message,
            turn.end["content"],
        )
