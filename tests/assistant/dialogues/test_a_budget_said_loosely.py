"""A budget said loosely beside a need ("budget like 5 kd", "الميزانيه تقريبا ٥ دينار"), over
a real socket in English, Gulf Arabic and Arabizi: the basket proposed fits within it."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


async def test_a_breakfast_basket_within_a_budget_said_loosely(client: Any) -> None:
    for message, guest in (
        ("breakfast stuff for my flat this week, budget like 4 kd", GUEST_A),
        ("ابي اغراض فطور للاسبوع، الميزانيه تقريبا ٤ دينار", GUEST_B),
        ("abi ashya2 lil fu6oor hal esboo3, budget like 4 kd", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        basket = turn.action("add_to_cart")
        assert len(basket["items"]) >= 2, (message, kinds(turn), basket)
        assert basket["estimatedTotal"] <= 4000, (message, basket)
