"""The food of a can named with the can's word after it, article and all, over a real socket
in English, Gulf Arabic and Arabizi: "الحمص العلبه", "il 7ummus il 3ilba" is the tin of hummus
of the canned aisle, never the dried chickpeas, beside the other goods of the message."""

from __future__ import annotations

from typing import Any

from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_TINNED_HUMMUS = "p-1009"


async def test_the_food_of_the_can_is_the_tin(client: Any) -> None:
    for message, guest in (
        ("put the hummus in a tin and some arabic bread", GUEST_A),
        ("ضيف الحمص العلبه وخبز عربي", GUEST_B),
        ("zeed il 7ummus il 3ilba w 5ubz 3arabi", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        lines = {line["productId"] for line in turn.action("add_to_cart")["items"]}
        assert _TINNED_HUMMUS in lines, (message, turn.end["content"])
        assert "p-0607" not in lines, message  # the dried chickpeas
