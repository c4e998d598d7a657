"""Goods of a kind asked for "not dear like" one named, over a real socket in English, Gulf
Arabic and Arabizi: "fish for lunch, not pricey like the hamour" shows the fish that cost less
than the hamour, cheapest first, never a recipe nor the hamour alone."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds, prices, products
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_HAMOUR_PRICE = 5250  # fils
_HAMOUR = "p-0502"


@pytest.mark.parametrize(
    ("message", "guest"),
    [
        ("need fish to cook for lunch tmrw, not as pricey as the hamour, what do u have", GUEST_A),
        ("ابي سمك للغدا باجر بس مو غالي مثل الهامور، شنو عندكم؟", GUEST_B),
        ("abi sima4 lil ghada bachir bs mu ghali mithl il hamour, shnu 3indkom", GUEST_B),
    ],
)
async def test_fish_below_the_one_named_dear(client: Any, message: str, guest: str) -> None:
    turn = await send(client, message, guest=guest)
    assert "recipe" not in kinds(turn), (message, kinds(turn))
    shown = [str(p["_id"]) for p in products(turn)]
    assert len(shown) >= 3 and _HAMOUR not in shown, (message, shown)
    assert all(price < _HAMOUR_PRICE for price in prices(turn)), (message, prices(turn))
    assert prices(turn) == sorted(prices(turn)), prices(turn)
