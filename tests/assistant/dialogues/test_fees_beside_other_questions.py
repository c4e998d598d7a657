"""A delivery fee asked beside another question, over a real socket in English, Gulf Arabic
and Arabizi: the fee and minimum of a saved place ("the chalet", "il dawam") are its area's,
said in words beside that area's card, never every zone's list alone; and an area's fee asked
beside whether a way to pay is taken gets its card beside the payment answer."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, texts
from tests.conftest import GUEST_A, GUEST_B, customer_token
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


async def test_an_areas_fee_beside_a_way_to_pay_keeps_its_card(client: Any) -> None:
    for message, guest, area in (
        ("the delivery to fintas how much? can I pay cash?", GUEST_A, "Fintas"),
        ("اقدر ادفع كاش؟ والتوصيل للجابريه كم", GUEST_B, "Jabriya"),
        ("agdar adfa3 b apple pay? w il tawseel lil mangaf b cham", GUEST_B, "Mangaf"),
    ):
        turn = await send(client, message, guest=guest)
        cards = [b.get("areaName") for b in turn.end["blocks"] if b["kind"] == "delivery_info"]
        assert "faq" in kinds(turn) and cards == [area], (message, kinds(turn), cards)
    alone = await send(client, "can i pay cash on delivery?", guest=GUEST_A)
    assert "delivery_info" not in kinds(alone), kinds(alone)
