"""The order in talk cancelled for goods bought at another shop, over a real socket in English,
Gulf Arabic and Arabizi: "cancel it, i already got the rice yesterday from the coop" dates
that purchase, not an order of ours, so the cancel is of the order just talked about (how
cancelling works, that order's state, a person while it is being prepared), never the
off-topic decline nor "noted" as if the shopper had only told of a purchase."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import customer_token
from tests.handlers.assistant_support import send

ASKED = (
    ("where is my order", "cancel it pls, i already got the rice yesterday from the coop"),
    ("وين طلبي", "طيب الغيها، جبت الرز اليوم الصبح من الجمعيه"),
    ("wain el order?", "ok al8eeh, jibt el 3aish ams mn el jam3iya"),
)


async def test_the_cancel_is_of_the_order_in_talk(client: Any) -> None:
    token = customer_token("demo-2")  # its order is already being prepared
    for status, cancel in ASKED:
        answer = await send(client, status, token=token)
        assert "order_status" in kinds(answer), (status, kinds(answer))
        turn = await send(client, cancel, answer.conversation_id, token=token)
        assert "order_status" in kinds(turn), (cancel, kinds(turn))
        assert "faq" in kinds(turn), (cancel, kinds(turn))
