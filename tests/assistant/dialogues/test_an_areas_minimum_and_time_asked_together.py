"""An area's minimum order and how long delivery takes there, asked in one message, over a
real socket in English, Gulf Arabic and Arabizi ("whats the minimum there and how long it
takes" after Wafra, "شكثر الحد الادنى هناك وكم ياخذ وقت"): the minimum said in words beside
the area's card, which holds its time. Before, only the card: the minimum went unanswered.
How long alone is still the card alone."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, one, texts
from tests.conftest import GUEST_A
from tests.handlers.assistant_support import send

MINIMUM = ("10.000", "١٠٫٠٠٠")


async def _after_wafra(client: Any, asked: str, message: str) -> Any:
    told = await send(client, asked, guest=GUEST_A)
    return await send(client, message, told.conversation_id, guest=GUEST_A)


async def test_the_minimum_beside_the_time(client: Any) -> None:
    for asked, message in (
        ("do u deliver to wafra?", "whats the minimum there and how long it takes"),
        ("توصلون الوفره؟", "شكثر الحد الادنى هناك وكم ياخذ وقت"),
        ("twa9loon el wafra?", "shno el 7ad el adna w kam ya5ith wa8t"),
    ):
        turn = await _after_wafra(client, asked, message)
        assert one(turn, "delivery_info")["areaName"] == "Wafra", (message, kinds(turn))
        assert any(m in text for text in texts(turn) for m in MINIMUM), (message, texts(turn))


async def test_how_long_alone_is_the_card(client: Any) -> None:
    turn = await _after_wafra(client, "do u deliver to wafra?", "how long it takes")
    assert one(turn, "delivery_info")["etaMinutes"] == 120, kinds(turn)
    assert not any(m in text for text in texts(turn) for m in MINIMUM), texts(turn)
