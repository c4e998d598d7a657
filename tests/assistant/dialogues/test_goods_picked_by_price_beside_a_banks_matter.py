"""The cheapest of a kind asked beside a bank's matter told, over a real socket in English,
Gulf Arabic and Arabizi ("limit il card" read the other way round): the kind's goods are
shown cheapest first and the bank's part declined in a sentence; never the whole message
declined, a policy shown, nor goods that only share the bank's words."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import kinds, products
from tests.handlers.assistant_support import send


async def test_the_cheapest_is_shown_and_the_banks_part_declined(client: Any) -> None:
    for message, arabic in (
        ("my credit card limit is nearly used up, what's the cheapest sugar you have", False),
        ("حد البطاقه خلص تقريبا، وش ارخص سكر؟", True),
        ("limit il card 5ala9 ta8reeban, shno ar5a9 sukkar?", True),
    ):
        turn = await send(client, message, guest=uuid.uuid4().hex)
        assert "faq" not in kinds(turn), (message, kinds(turn))
        shown = products(turn)
        assert shown and all(p["categoryId"] == shown[0]["categoryId"] for p in shown), message
        assert "Sugar" in shown[0]["name"], (message, shown[0]["name"])
        prices = [p["price"] for p in shown]
        assert prices == sorted(prices), (message, prices)
        rest = "باقي رسالتك" if arabic else "rest of your message"
        assert rest in turn.end["content"], (message, turn.end["content"])
