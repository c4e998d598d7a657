"""How many points a signed-in shopper has and how they are used, asked in one message, over
a real socket in English, Gulf Arabic and Arabizi: their balance is said from the account and
the store's rule for using points is shown beside it; nothing is proposed, since asking how
is no wish to spend them now."""

from __future__ import annotations

from typing import Any

from hub.storefront.seed.customers import DEMO_CUSTOMERS
from tests.assistant.dialogues._blocks import kinds, texts
from tests.conftest import customer_token
from tests.handlers.assistant_support import send


def _points_of(customer_id: str) -> int:
    [customer] = [c for c in DEMO_CUSTOMERS if c["_id"] == customer_id]
    return int(customer["loyaltyPoints"])


async def test_the_balance_and_the_rule_of_using_points(client: Any) -> None:
    token = customer_token("demo-2")
    points = str(_points_of("demo-2"))
    for message in (
        "how many loyalty points have i got? how can i redeem them",
        "كم نقطة عندي؟ وشلون استعملها",
        "kam no8a6 3indi w kaif asta3milha",
    ):
        turn = await send(client, message, token=token)
        assert "faq" in kinds(turn), (message, kinds(turn))
        assert any(points in text for text in texts(turn)), (message, texts(turn))
        assert "cart_action" not in kinds(turn), (message, kinds(turn))
