"""How long still, or at what hour, asked right after a late order's status, over a real
socket: a need told beside it ("the kids need those nappies tonight, how much longer") or an
hour asked of "it" ("what time exactly will it get here") is that order's coming asked
again, never an aisle of goods nor a product not found."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds, order_numbers
from tests.conftest import customer_token
from tests.handlers.assistant_support import send

LATE_ORDER = "KW-100915"

ASKED_AFTER_ITS_STATUS = {
    "en": (
        ("my order is late", "my little one needs those nappies tonight, how much longer?"),
        ("where is my order", "we need the milk for the kids tonight, how long now"),
        ("my order is late", "could you say what time exactly it'll get here"),
        ("where is my order", "ok so when exactly will it arrive"),
    ),
    "ar": (
        ("طلبي متأخر", "الولد يبي الحفاضات الليله، كم باقي؟"),
        ("وين طلبي", "عيالي يبون الحليب الليله ضروري، كم باقي؟"),
        ("طلبي متأخر", "طيب الساعه كم بالضبط بيوصلني؟"),
    ),
    "arabizi": (
        ("talabi t2a5ar", "il bebe yabi il 7afa'6at il lela, kam ba8i?"),
        ("wain 6alabi", "3yali yabon il 7aleeb il lail, kam ba8i 3ad"),
        ("talabi t2a5ar", "zain il sa3a kam bil 9abt yoosal?"),
    ),
}


@pytest.mark.parametrize("script", sorted(ASKED_AFTER_ITS_STATUS))
async def test_how_long_still_after_a_late_order_is_its_coming(client: Any, script: str) -> None:
    token = customer_token("demo-1")
    for opening, asked in ASKED_AFTER_ITS_STATUS[script]:
        status = await send(client, opening, token=token)
        assert LATE_ORDER in order_numbers(status, "order_status"), opening
        turn = await send(client, asked, status.conversation_id, token=token)
        assert order_numbers(turn, "order_status") == [LATE_ORDER], (asked, kinds(turn))
        assert "products" not in kinds(turn), asked


async def test_goods_wished_after_the_status_are_still_shown(client: Any) -> None:
    token = customer_token("demo-1")
    status = await send(client, "where is my order", token=token)
    turn = await send(client, "show me pampers diapers", status.conversation_id, token=token)
    assert "products" in kinds(turn), kinds(turn)
