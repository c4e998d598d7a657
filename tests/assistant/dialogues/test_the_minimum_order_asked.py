"""The least an order must come to, asked over a real socket in English, Gulf Arabic and
Arabizi by a signed-in shopper and a guest: the store's minimum is answered, never a past
order shown or placed again for the words "order" and "again" beside it, and never a
sign-in asked for."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_A, GUEST_B, customer_token
from tests.handlers.assistant_support import send


async def test_the_minimum_order_is_the_stores_answer(client: Any) -> None:
    for message in (
        "whats the min order again, do i reach it?",
        "minimum order to hawalli pls",
        "كم الحد الادنى للطلب مره ثانيه",
        "ana bil jahra, chem il delivery w chem il 7ad il adna 7ag il order",
    ):
        for auth in ({"token": customer_token("demo-1")}, {"guest": GUEST_A}, {"guest": GUEST_B}):
            turn = await send(client, message, **auth)
            shown = kinds(turn)
            assert "faq" in shown or "delivery_info" in shown, (message, auth, shown)
            assert not {"order", "cart_action", "error"} & set(shown), (message, auth, shown)
