"""A past order asked redone, by its date and its goods, over a real socket in English, Gulf
Arabic and Arabizi: "could you redo my order from 3 weeks ago, the one with the milk and
eggs", "عيدوا طلبي اللي قبل ٣ اسابيع، اللي فيه الحليب والبيض", "ta3eedoon 6albi ely gabel 3
asabee3?". That order is proposed again, whole; before, "redo" beside its goods read as a
complaint of it (its returns rule shown), and "عيدوا" showed the order with nothing asked."""

from __future__ import annotations

from typing import Any

from tests.conftest import customer_token
from tests.handlers.assistant_support import send

THREE_WEEKS_AGO = "order-demo-1-1"  # KW-100231: milk, bananas, eggs, bread, laban


async def test_the_order_is_proposed_again(client: Any) -> None:
    token = customer_token("demo-1")
    for message in (
        "could you redo my order from 3 weeks ago, the one with the milk and eggs",
        "عيدوا طلبي اللي قبل ٣ اسابيع، اللي فيه الحليب والبيض",
        "ta3eedoon 6albi ely gabel 3 asabee3?",
    ):
        turn = await send(client, message, token=token)
        action = turn.action("reorder")
        assert action["params"]["orderId"] == THREE_WEEKS_AGO, (message, turn.end["content"])
        assert len(action["items"]) == 5, (message, action["items"])
