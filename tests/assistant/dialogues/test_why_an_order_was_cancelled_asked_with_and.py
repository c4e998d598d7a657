"""Why an order was cancelled, asked with its "and" joined to "why" ("وليش"), over a real
socket: "وليش طلبي اللي الاسبوع الماضي انلغى؟ اللي فيه شيبس وبيبسي", "وليش انلغى طلب اهلي؟"
are that order's status and what its record says of the cancelling, as "why was it
cancelled" is; never the order's card alone or "no order matches"."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import customer_token
from tests.handlers.assistant_support import send


async def test_and_why_cancelled_is_what_the_record_says(client: Any) -> None:
    token = customer_token("demo-2")
    for message in (
        "وليش طلبي اللي الاسبوع الماضي انلغى؟ اللي فيه شيبس وبيبسي",
        "وليش انلغى طلب اهلي؟",
        "why did my order from last week get cancelled? the one with the chips and pepsi",
        "w lesh il order mal il usbu3 il mathi inlgha? elli fee chips w pepsi",
    ):
        turn = await send(client, message, token=token)
        assert "order_status" in kinds(turn), (message, kinds(turn))
        said = turn.end["content"]
        assert "why" in said or "سبب" in said, (message, said)
