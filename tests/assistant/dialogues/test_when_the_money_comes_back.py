"""When the money of a cancelled order comes back, asked over a real socket: "so when will i
get it back", "متى ترجع فلوسي", "mita yirja3 il mablagh" are the refund's rule and the wallet
now, never the order proposed again nor "I can only help with shopping"."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import conversation, kinds
from tests.conftest import customer_token


async def test_when_the_money_comes_back_is_the_refund(client: Any) -> None:
    token = customer_token("demo-2")
    for told, asked in (
        (
            "my order last week got cancelled but the 4 KD was taken from my card",
            "ok so when do i get it back? been 5 days",
        ),
        ("the order was cancelled", "when will my money be refunded?"),
        ("طلبي انلغى والمبلغ انخصم من الكي نت", "طيب متى ترجع فلوسي؟ صار لي اسبوع"),
        ("الطلب انلغى", "المبلغ متى يرجع لي؟"),
        ("el order inlgha w el floos in5m9at", "mita yirja3 el mablagh? sar li usbu3"),
    ):
        turns = await conversation(client, [told, asked], token=token)
        turn = turns[-1]
        assert "faq" in kinds(turn), (asked, kinds(turn))
        assert "cart_action" not in kinds(turn), (asked, kinds(turn))
        said = turn.end["content"]
        assert "wallet" in said or "محفظة" in said, (asked, said)
