"""A delivery fee asked beside another question, over a real socket in English, Gulf Arabic
and Arabizi: the fee and minimum of a saved place ("the chalet", "il dawam") are its area's,
said in words beside that area's card, never every zone's list alone."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, texts
from tests.conftest import customer_token
from tests.handlers.assistant_support import send


async def test_a_saved_places_fee_and_minimum_are_its_areas(client: Any) -> None:
    for message, shopper, area, minimum in (
        (
            "how much to deliver to our chalet, and what's the minimum?",
            "demo-3",
            "Khairan",
            "10.000",
        ),
        ("كم التوصيل لبيت اهلي؟ وكم الحد الادنى", "demo-2", "Rumaithiya", "٣٫٠٠٠"),
        ("il tawseel lil dawam b kam? w il minimum kam", "demo-1", "Sharq", "٣٫٠٠٠"),
    ):
        turn = await send(client, message, token=customer_token(shopper))
        cards = [b.get("areaName") for b in turn.end["blocks"] if b["kind"] == "delivery_info"]
        assert cards == [area], (message, kinds(turn))
        assert any(minimum in text for text in texts(turn)), (message, texts(turn))
