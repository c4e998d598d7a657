"""The points still to reach a number, asked over a real socket: "how much more to get to 4000
points", "كم باقي نقطة عشان اوصل ٤٠٠٠ نقطة", "cham baqi ni8a6 7ata awsal 4000" ask of the
loyalty points, so the points balance answers; the cart is never weighed against 4000 dinars.

demo-1: 2450 points, wallet 3.750.
"""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, texts
from tests.conftest import customer_token
from tests.handlers.assistant_support import send


async def test_points_to_reach_are_the_points_balance(client: Any) -> None:
    token = customer_token("demo-1")
    for message in (
        "how much more to get to 4000 points?",
        "كم باقي نقطة عشان اوصل ٤٠٠٠ نقطة",
        "cham baqi ni8a6 7ata awsal 4000",
    ):
        turn = await send(client, message, token=token)
        assert "cart_summary" not in kinds(turn), (message, kinds(turn))
        as_dinars = ("4000.000", "٤٠٠٠٫٠٠٠")
        assert not any(sum_ in text for text in texts(turn) for sum_ in as_dinars), texts(turn)
        assert any("2450" in text for text in texts(turn)), (message, texts(turn))
