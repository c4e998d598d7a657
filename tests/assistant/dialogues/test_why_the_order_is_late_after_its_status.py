"""Why it is late, asked right after the status of an order running late, over a real
socket: "why is it so late", "ليش متأخر", "leesh mit2a55er" (read "ليش متءخخر") are that
order's status again with the apology, never a decline; why of another matter is no order's."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, order_numbers
from tests.conftest import customer_token
from tests.handlers.assistant_support import send

WHY_LATE = (
    "why is it so late",
    "why is my order late?",
    "why so late",
    "ليش متأخر",
    "ليش تأخر",
    "ليه طولتوا",
    "ليش الطلب متاخر",
    "leesh mit2a55er",
    "lesh t2a5ar",
    "leish m2a5reen",
)


async def test_why_late_after_the_status_is_that_orders_status(client: Any) -> None:
    token = customer_token("demo-1")
    wheres = ("where is my order", "وين طلبي", "wain 6alabi")
    for n, why in enumerate(WHY_LATE):
        where = wheres[n % len(wheres)]
        status = await send(client, where, token=token)
        assert order_numbers(status, "order_status") == ["KW-100915"], where
        turn = await send(client, why, status.conversation_id, token=token)
        assert order_numbers(turn, "order_status") == ["KW-100915"], (where, why, kinds(turn))


async def test_why_of_another_matter_is_no_orders_status(client: Any) -> None:
    token = customer_token("demo-1")
    for why in ("why is the sky blue", "ليش السما زرقا", "lesh el sama zarga"):
        status = await send(client, "وين طلبي", token=token)
        turn = await send(client, why, status.conversation_id, token=token)
        assert "order_status" not in kinds(turn), (why, kinds(turn))
