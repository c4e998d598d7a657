"""The delivery fee and the minimum order asked with no area, right after an area's card,
over a real socket in English, Arabizi and Gulf Arabic: "do you deliver to wafra?", then "how
much is delivery and whats the minimum order", "kam el tawseel w shkthr a8al 6alab", "كم الحد
الادنى؟". That area's card and its minimum are answered. Before, every zone's fees and
minimums were listed as the FAQ says. Asked first, with no area in talk, the FAQ answers as
it did."""

from __future__ import annotations

from typing import Any
from uuid import uuid4

from tests.handlers.assistant_support import send


def _card_area(turn: Any) -> str | None:
    cards = [block for block in turn.end["blocks"] if block["kind"] == "delivery_info"]
    return cards[0].get("areaName") if cards else None


async def test_the_area_in_talk_is_answered(client: Any) -> None:
    for area_asked, asked, area, minimum in (
        (
            "do you deliver to wafra?",
            "how much is delivery and whats the minimum order",
            "Wafra",
            "10.000 KWD",
        ),
        ("tawsloon el wafra?", "kam el tawseel w shkthr a8al 6alab", "Wafra", "١٠٫٠٠٠ د.ك"),
        ("توصلون الجهرا؟", "كم الحد الادنى؟", "Jahra", "٥٫٠٠٠ د.ك"),
    ):
        guest = uuid4().hex
        first = await send(client, area_asked, guest=guest)
        turn = await send(client, asked, first.conversation_id, guest=guest)
        assert _card_area(turn) == area, (asked, turn.end["blocks"])
        assert minimum in str(turn.end["blocks"]), (asked, turn.end["blocks"])


async def test_the_fee_alone_is_the_areas(client: Any) -> None:
    guest = uuid4().hex
    first = await send(client, "do you deliver to wafra?", guest=guest)
    turn = await send(client, "how much is delivery", first.conversation_id, guest=guest)
    assert _card_area(turn) == "Wafra"
    fresh = await send(client, "how much is delivery", guest=uuid4().hex)
    assert _card_area(fresh) is None
