"""Where a refund went, asked as "the wallet or the card" right after an order's refund was
talked of, over a real socket in English, Gulf Arabic and Arabizi: "so did it go to my wallet
or back to my card?", "نزلت بالمحفظه ولا رجعت للبطاقه؟", "bil ma7fatha wala rij3at lil card?"
are answered with where refunds go and what the wallet holds now, never the points alone.
"""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import customer_token
from tests.handlers.assistant_support import send


async def test_the_wallet_or_the_card_is_the_refunds_rule(client: Any) -> None:
    token = customer_token("demo-1")
    for first, asked in (
        (
            "was the zubaidi from my last friday order refunded?",
            "so did it go to my wallet or back to my card?",
        ),
        ("الزبيدي اللي بطلب يوم الجمعه رجعتوا فلوسه؟", "طيب نزلت بالمحفظه ولا رجعت للبطاقه؟"),
        (
            "il zubaidi illi b 6alab il jum3a rajja3toon floosa?",
            "bil ma7fatha wala rij3at lil card?",
        ),
    ):
        shown = await send(client, first, token=token)
        turn = await send(client, asked, shown.conversation_id, token=token)
        assert "faq" in kinds(turn), (asked, kinds(turn))  # where refunds go
        said = turn.end["content"]
        assert "card" in said or "بطاق" in said, (asked, said)
