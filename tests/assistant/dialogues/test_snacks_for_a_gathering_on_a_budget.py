"""Snacks asked for a gathering on a budget, over a real socket, in English, Gulf Arabic and
Arabizi: who they are for and when ("for the boys tonight", "للشباب الليل", "7ag il shabab
il lail") name no goods, so the snacks within the budget are shown, never "we don't have
exactly that" with one product."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import names, prices
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


@pytest.mark.parametrize(
    ("message", "guest", "not_exactly"),
    [
        ("need snacks for the boys tonight, my budget is 3 kd", GUEST_A, "exactly"),
        ("ابي سناكات للشباب بالليل بـ ٣ دينار", GUEST_B, "بالضبط"),
        ("abi snacks 7ag il shabab il lail, budget 3 dinar", GUEST_B, "بالضبط"),
    ],
)
async def test_the_snacks_within_the_budget_are_shown(
    client: Any, message: str, guest: str, not_exactly: str
) -> None:
    turn = await send(client, message, guest=guest)
    assert len(names(turn)) > 2, (message, names(turn), turn.end["content"])
    assert all(price <= 3000 for price in prices(turn)), (message, prices(turn))
    assert not_exactly not in turn.end["content"], (message, turn.end["content"])
