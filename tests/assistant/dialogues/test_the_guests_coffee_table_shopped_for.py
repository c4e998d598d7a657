"""The dates, coffee and sweets set out for guests ("قدوع", "فواله", "gdoo3") asked for over a
real socket in English, Gulf Arabic and Arabizi: a start from across the aisles (dates,
Arabic coffee, sweets), never the off-topic decline, however the visit is told beside it."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, products
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


async def test_the_guests_coffee_table_shows_dates_and_coffee(client: Any) -> None:
    for message, guest in (
        ("my husband's family is visiting after maghrib, i want to lay out gdoo3", GUEST_A),
        ("جايين اهل زوجي بعد المغرب، ابي احط قدوع", GUEST_B),
        ("ahal rayli jayeen ba3d il maghrib, abi a7ot gdoo3", GUEST_B),
        ("زوارنا بيوصلون العصر، ابي ضيافه", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        cards = products(turn)
        assert len(cards) >= 3, (message, kinds(turn))
        aisles = {card["categoryId"] for card in cards}
        assert {"cat-dates-nuts", "cat-coffee-tea"} <= aisles, (message, aisles)
