"""The cart's total asked beside an area's minimum order, over a real socket in English, Gulf
Arabic and Arabizi: both are answered, the minimum's rules and the area's card beside the
cart, whose card carries its total; the minimum asked alone shows no cart."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import confirm, send


async def test_the_total_and_an_areas_minimum_are_both_answered(client: Any) -> None:
    for add, asked, guest in (
        (
            "add almarai milk",
            "what's my total now, and is there a minimum order for salmiya?",
            GUEST_A,
        ),
        ("ضيف حليب المراعي", "جم المجموع الحين؟ وفي حد ادنى للطلب لحولي؟", GUEST_B),
        ("7ot 7aleeb almarai", "kam il total? w fee 7ad adna lil order 7ag hawalli?", GUEST_B),
    ):
        offered = await send(client, add, guest=guest)
        await confirm(client, offered.action("add_to_cart")["actionId"], guest=guest)
        turn = await send(client, asked, offered.conversation_id, guest=guest)
        assert "cart_summary" in kinds(turn), (asked, kinds(turn))
        assert "delivery_info" in kinds(turn), (asked, kinds(turn))
    alone = await send(client, "minimum order for jahra?", guest=GUEST_A)
    assert "cart_summary" not in kinds(alone), kinds(alone)
