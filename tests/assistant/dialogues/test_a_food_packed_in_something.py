"""A food asked for packed in something the store does not pack it in ("tuna in water?"),
over a real socket, in the three ways of writing: the reply says it is not exactly that and
shows the food's own products, never those of what it was to be packed in (cards are named
in the app's language, English here)."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import products
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

NOT_EXACTLY = ("exactly", "بالضبط")


async def test_a_food_in_a_medium_not_stocked_shows_the_food(client: Any) -> None:
    for message, guest, food in (
        ("tuna in water?", GUEST_A, "Tuna"),
        ("do you have chickpeas in brine", GUEST_A, "Chickpea"),
        ("عندكم تونه بالماء؟", GUEST_B, "Tuna"),
        ("3indkom tuna bil mai", GUEST_B, "Tuna"),
    ):
        turn = await send(client, message, guest=guest)
        names = [card["name"] for card in products(turn)]
        assert names and all(food in name for name in names), (message, names)
        assert any(words in turn.end["content"] for words in NOT_EXACTLY), message
