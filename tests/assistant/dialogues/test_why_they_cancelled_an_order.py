"""Why an order was cancelled, asked of whoever cancelled it, over a real socket in English,
Gulf Arabic and Arabizi: "why did u guys cancel my order", "ليش لغيتو طلبيتي", "laish
6alabiti ilgha" ("he cancelled", the past only by the "why" before it) are the shopper's
cancelled order, its record saying no reason and a person offered; before, they were read
as a wish to cancel the newest order on its way, and its cancelling rule shown. Why the
shopper cannot cancel ("why can't i cancel it") stays the cancelling rule."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, one, order_numbers
from tests.conftest import customer_token
from tests.handlers.assistant_support import send

CANCELLED = "KW-100544"  # demo-2's order to the parents, cancelled
NO_REASON = ("doesn't say why", "ما يذكر سبب")
ASKED_OF_WHOEVER_DID = (
    "why did u guys cancel my order??",
    "why would they cancel my order",
    "ليش لغيتو طلبيتي",
    "ليش طلبيتي الغا؟",
    "laish 6alabiti ilgha",
    "leish lagheitoo 6albi",
)
CANNOT = ("why can't i cancel my order", "laish ma agdar alghi 6albi")


async def test_why_they_cancelled_it_is_the_cancelled_order(client: Any) -> None:
    token = customer_token("demo-2")
    for message in ASKED_OF_WHOEVER_DID:
        turn = await send(client, message, token=token)
        assert order_numbers(turn, "order_status") == [CANCELLED], (message, kinds(turn))
        assert one(turn, "order_status")["order"]["status"] == "cancelled", message
        said = turn.end["content"]
        assert any(words in said for words in NO_REASON), (message, said)


async def test_why_the_shopper_cannot_cancel_is_not_the_cancelled_order(client: Any) -> None:
    token = customer_token("demo-2")
    for message in CANNOT:
        turn = await send(client, message, token=token)
        assert CANCELLED not in order_numbers(turn, "order_status"), (message, kinds(turn))
