"""The money of a refund, just shown in the wallet, asked of next ("can i spend it now?"),
over a real socket in English, Gulf Arabic and Arabizi: it is the wallet's money, which pays
at checkout; never "which do you mean?", nor the points."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import conversation, kinds
from tests.conftest import customer_token


async def test_using_the_refunded_money_is_the_wallets(client: Any) -> None:
    token = customer_token("demo-1")
    for asked, then in (
        ("did the refund for my returned order come through?", "great, can i spend it now?"),
        ("وين راحت فلوس الطلب اللي رجعتوه؟", "زين اقدر استعملها الحين؟"),
        ("rja3at flooosi 7ag il order il raje3?", "ya3ni agdar asta5dimha il7in?"),
    ):
        refund, used = await conversation(client, [asked, then], token=token)
        assert "order_status" in kinds(refund), (asked, kinds(refund))
        reply = used.end["content"]
        assert "wallet" in reply or "محفظت" in reply, (then, reply)
        assert "faq" in kinds(used) and "cart_action" not in kinds(used), (then, kinds(used))
