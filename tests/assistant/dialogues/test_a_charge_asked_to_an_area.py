"""A charge asked to one of our areas, in English, Gulf Arabic and Arabizi ("how much is the
fee for jahra", "كم الرسوم للجهرا", "kam il fee lil salmiya"): the area's delivery card.
Before, Arabizi's "il fee" was read as "في" (in) and the gate, which finds fees other
businesses', declined all three. Another's charge named beside an area ("the bank fees in
salmiya", "رسوم المدرسه") is still no delivery of ours."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds
from tests.handlers.assistant_support import send


@pytest.mark.parametrize(
    ("message", "area"),
    [
        ("how much is the fee for jahra", "Jahra"),
        ("كم الرسوم للجهرا", "Jahra"),
        ("kam il fee lil salmiya", "Salmiya"),
        ("shkad il fees 7ag il jahra?", "Jahra"),
    ],
)
async def test_the_areas_delivery_card(client: Any, message: str, area: str) -> None:
    turn = await send(client, message, guest="0123456789abcdef0123456789abcdef")
    cards = [b for b in turn.end["blocks"] if b["kind"] == "delivery_info"]
    assert [card["areaName"] for card in cards] == [area], (message, kinds(turn))


@pytest.mark.parametrize(
    "message", ["what are the bank fees in salmiya", "كم رسوم المدرسه في السالميه"]
)
async def test_anothers_charge_is_no_delivery(client: Any, message: str) -> None:
    turn = await send(client, message, guest="0123456789abcdef0123456789abcdef")
    assert kinds(turn) in ([], ["actions"]), (message, kinds(turn))
