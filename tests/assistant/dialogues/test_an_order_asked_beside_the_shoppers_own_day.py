"""An order's arrival asked beside the shopper's own day, over a real socket in English, Gulf
Arabic and Arabizi (demo-2, whose order of today is on its way): "3ndi dawam bukra" is work
the shopper goes to, not an order sent to the work address, so the order in talk is answered,
never "none of your orders fits"."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import customer_token
from tests.handlers.assistant_support import send


async def test_the_order_is_answered_beside_the_shoppers_work(client: Any) -> None:
    token = customer_token("demo-2")
    for first, then in (
        ("where is my order?", "will the order come before i go to bed? i have work tomorrow morning"),
        ("وين طلبي؟", "الطلب يوصل قبل لا انام؟ عندي دوام بكره الصبح"),
        ("wain il order?", "il 6alab yoosal gabl il noom? 3ndi dawam bukra il 9ub7"),
        ("wain wesal 6alabi?", "il order yoosal gabl ma anam? 3indi dawam bukra"),
    ):  # fmt: skip
        turn = await send(client, first, token=token)
        turn = await send(client, then, turn.conversation_id, token=token)
        assert "order_status" in kinds(turn), (then, kinds(turn))
        assert "order" not in kinds(turn), (then, kinds(turn))
