"""The wallet's balance and a refund's landing "in it" asked in one message, over a real
socket: "how much is in my wallet, and did the money for the zubaidi go into it?", "كم في
محفظتي؟ وفلوس السمك اللي رديتوه وصلت فيها؟", "kam fi mahfazti? wel floos mal el zbaidi
nazlat feha?" are both answered: the refunded order's card beside what the wallet holds,
never the balance alone with the refund left unsaid.

demo-1: KW-100702 refunded (the Zubaidi), wallet 3.750.
"""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, order_numbers, texts
from tests.conftest import customer_token
from tests.handlers.assistant_support import send

REFUNDED = "KW-100702"


async def test_the_wallet_and_the_refund_into_it_both_answered(client: Any) -> None:
    token = customer_token("demo-1")
    for message in (
        "how much is in my wallet right now? and did the money for the zubaidi go into it?",
        "whats my wallet balance, and has the fish refund landed in it yet",
        "كم في محفظتي الحين؟ وفلوس السمك اللي رديتوه وصلت فيها؟",
        "شكثر رصيد المحفظه؟ والمبلغ حق الزبيدي اللي رجعتوه دخل فيها ولا لا؟",
        "kam fi mahfazti? wel floos mal el zbaidi nazlat feha?",
    ):
        turn = await send(client, message, token=token)
        assert order_numbers(turn, "order_status") == [REFUNDED], (message, kinds(turn))
        shown = " ".join(texts(turn))
        assert "3.750" in shown or "٣٫٧٥٠" in shown, (message, shown)
        said = turn.end["content"]
        assert "wallet" in said or "محفظ" in said, (message, said)


async def test_the_wallet_alone_is_its_balance(client: Any) -> None:
    turn = await send(client, "how much is in my wallet?", token=customer_token("demo-1"))
    assert order_numbers(turn, "order_status") == [], kinds(turn)
    assert any("3.750" in text for text in texts(turn)), texts(turn)
