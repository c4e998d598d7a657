"""One good of an order placed cancelled, over a real socket: "for today's order i'd like to
cancel just the milk", "الطلب حق اليوم، ابي الغي الحليب بس", "il order elli yay il yom, abi
alghee il 7aleeb bas" are a change of that order's lines, said of that order; never how the
whole order is cancelled. "cancel today's order" still cancels the order."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import customer_token
from tests.handlers.assistant_support import send


async def test_one_good_cancelled_is_a_change_of_the_order(client: Any) -> None:
    token = customer_token("demo-1")
    for message in (
        "for today's order i'd like to cancel just the milk",
        "cancel only the eggs from tonight's order please, the rest can still come",
        "الطلب حق اليوم، ابي الغي الحليب بس مو كل الطلب",
        "il order elli yay il yom, abi alghee il 7aleeb bas",
    ):
        turn = await send(client, message, token=token)
        assert "order_status" in kinds(turn), (message, kinds(turn))
        assert "faq" not in kinds(turn), (message, kinds(turn))
        said = turn.end["content"]
        assert "cancel" not in said.lower() and "إلغاء" not in said, (message, said)


async def test_the_whole_order_cancelled_is_still_a_cancel(client: Any) -> None:
    for message in ("cancel today's order please", "ابي الغي طلب اليوم"):
        turn = await send(client, message, token=customer_token("demo-1"))
        assert "faq" in kinds(turn), (message, kinds(turn))
