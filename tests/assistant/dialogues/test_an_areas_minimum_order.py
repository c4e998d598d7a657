"""The minimum order to one area asked, over a real socket in English, Gulf Arabic and
Arabizi, alone or beside its fee: that area's zone minimum said in words (Jahra's 5.000 KWD,
Farwaniya's 3.000 KWD) beside the area's delivery card; never the delivery windows, a
proposal to set the area, nor only the fee. The minimum asked of no area stays the FAQ's."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, texts
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


async def test_an_areas_minimum_is_said_with_its_card(client: Any) -> None:
    for message, guest, minimum in (
        ("minimum order for jahra?", GUEST_A, "5.000"),
        ("what's the delivery fee and the minimum to khaitan", GUEST_A, "3.000"),
        ("كم رسوم التوصيل للفروانية وكم الحد الادنى؟", GUEST_B, "٣٫٠٠٠"),
        ("shno il 7ad il adna lil delivery 7ag il jahra", GUEST_B, "٥٫٠٠٠"),
        ("kam il minimum order lil ahmadi?", GUEST_B, "٤٫٠٠٠"),
    ):
        turn = await send(client, message, guest=guest)
        shown = kinds(turn)
        assert "delivery_info" in shown, (message, shown)
        assert any(minimum in text for text in texts(turn)), (message, texts(turn))
        assert "delivery_slots" not in shown and "cart_action" not in shown, (message, shown)


async def test_the_minimum_of_no_area_stays_the_faqs(client: Any) -> None:
    for message, guest in (("whats the min order?", GUEST_A), ("كم الحد الادنى للطلب؟", GUEST_B)):
        turn = await send(client, message, guest=guest)
        assert "faq" in kinds(turn), (message, kinds(turn))
