"""A delivery fee asked with a sigh at its price, right after an area's minimum, over a real
socket in English, Gulf Arabic and Arabizi: "and delivery? 750 fils is steep" asks that
area's fee, shown on its card, never a search for goods of that price nor "didn't get that"."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

ASKED = (
    ("what's the minimum order for ahmadi", "and delivery? 750 fils is steep", GUEST_A),
    ("كم الحد الادنى للطلب للاحمدي", "والتوصيل؟ وايد غالي", GUEST_B),
    ("kam el minimum 7ag el a7madi", "w el delivery? wayid ghali", GUEST_B),
)


async def test_the_areas_fee_is_shown(client: Any) -> None:
    for minimum, fee, guest in ASKED:
        first = await send(client, minimum, guest=guest)
        assert "delivery_info" in kinds(first), (minimum, kinds(first))
        turn = await send(client, fee, first.conversation_id, guest=guest)
        assert "delivery_info" in kinds(turn), (fee, kinds(turn))
