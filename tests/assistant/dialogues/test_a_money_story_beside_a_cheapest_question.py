"""A story of the shopper's money beside a question of the cheapest goods, over a real socket
in English, Gulf Arabic and Arabizi: "my card is nearly at its limit so which rice is
cheapest" answers the question with the cheapest goods first, never declines it whole."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds, prices
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


@pytest.mark.parametrize(
    ("message", "guest"),
    [
        ("my credit card is close to its limit so which rice is the cheapest", GUEST_A),
        ("my visa is nearly at its limit so what's your cheapest flour", GUEST_A),
        ("الفيزا قربت توصل الحد فشنو ارخص رز عندكم؟", GUEST_B),
        ("il visa 3ala il limit tagreeban fa shnu ar5a9 ruz 3indkom?", GUEST_B),
    ],
)
async def test_the_cheapest_answered_beside_a_money_story(
    client: Any, message: str, guest: str
) -> None:
    turn = await send(client, message, guest=guest)
    assert "products" in kinds(turn), (message, kinds(turn))
    assert prices(turn)[0] == min(prices(turn)), (message, prices(turn))
