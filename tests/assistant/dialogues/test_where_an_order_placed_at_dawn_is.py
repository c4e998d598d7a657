"""Where an order placed at dawn is, asked over a real socket in English, Gulf Arabic and
Arabizi: "the order i put in at fajr, where is it", "وين طلبي اللي سويته الفجر؟", "el order
ely sawaita el fajr weinah?" ("where is it", its "ي" dropped). The dawn says when it was
ordered: the order's card is the answer, never that its window can't be moved here; and the
Arabizi one is that order, not a complaint about an old one."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import order_numbers
from tests.conftest import customer_token
from tests.handlers.assistant_support import send

PLACED_AT_DAWN = "KW-100926"  # demo-2's order of this morning, being prepared
NOT_MOVED = ("can't move", "ما أقدر أغير")


async def test_the_order_placed_at_dawn_is_shown(client: Any) -> None:
    token = customer_token("demo-2")
    for message in (
        "the order i put in at fajr, where is it",
        "وين طلبي اللي سويته الفجر؟",
        "el order ely sawaita el fajr weinah?",
    ):
        turn = await send(client, message, token=token)
        assert order_numbers(turn, "order_status") == [PLACED_AT_DAWN], (
            message,
            turn.end["content"],
        )
        assert not any(words in turn.end["content"] for words in NOT_MOVED), message
