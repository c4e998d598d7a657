"""Where the money of goods sent back went, over a real socket: "el zbaidi elli rajja3to, el
flos wain ra7at?", "الزبيدي اللي رجعته الفلوس وين راحت؟", "where did my refund go" are the
refund's rule and the wallet now, never "I didn't understand"; money gone elsewhere ("where
did the money go, i spent it all on shoes") is another matter."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import assert_declined, kinds
from tests.conftest import customer_token
from tests.handlers.assistant_support import send


async def test_where_the_money_of_a_return_went_is_the_refund(client: Any) -> None:
    token = customer_token("demo-1")
    for message in (
        "hala, el zbaidi elli rajja3to, el flos wain ra7at?",
        "el tofa7 elli rajja3ta, el floos wain ra7at?",
        "الزبيدي اللي رجعته الفلوس وين راحت؟",
        "وين راحت فلوسي حق المرتجع",
        "المبلغ حق الاسترجاع وين راح؟",
        "where did my refund go for the fish i returned",
        "where has the money gone for my return?",
        "where did my refund go",
    ):
        turn = await send(client, message, token=token)
        assert "faq" in kinds(turn), (message, kinds(turn))
        said = turn.end["content"]
        assert "wallet" in said or "محفظة" in said, (message, said)


async def test_money_gone_elsewhere_is_declined(client: Any) -> None:
    turn = await send(
        client, "where did the money go, i spent it all on shoes", token=customer_token("demo-1")
    )
    assert_declined(turn, "where did the money go", arabic=False)
