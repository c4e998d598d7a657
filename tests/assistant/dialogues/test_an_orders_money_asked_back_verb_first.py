"""Whether a past order's money came back, asked with the verb before the money, over a real
socket in English, Gulf Arabic and Arabizi: "طلبية الزبيدي اللي للدوام انردت فلوسها؟ وين
راحت", "il zubaidi inrad floosa? wain ra7at" show the refunded order's card, the wallet and
the rule of where refunds go; never branch hours nor a decline.

demo-1: KW-100702 (zubaidi, to Work) refunded.
"""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, order_numbers
from tests.conftest import customer_token
from tests.handlers.assistant_support import send

REFUNDED = "KW-100702"


async def test_the_refunded_orders_card_and_where_refunds_go(client: Any) -> None:
    token = customer_token("demo-1")
    for asked in (
        "the zubaidi that went to my office, was it refunded? where did the money end up",
        "طلبية الزبيدي اللي للدوام انردت فلوسها؟ وين راحت",
        "il zubaidi inrad floosa? wain ra7at",
        "el zubaidi ely 6alabta lel dawam enrad floosah?",
    ):
        turn = await send(client, asked, token=token)
        assert order_numbers(turn, "order_status") == [REFUNDED], (asked, kinds(turn))
        assert "faq" in kinds(turn) and "text" in kinds(turn), (asked, kinds(turn))
