"""Goods added without a kind of them, in one part of an add, over a real socket, in English,
Gulf Arabic and Arabizi: "and a bag of chips that isn't spicy", "وشيبس مو حار", "w chips mu
7ar" propose chips that hold no word ruled out, never the spicy ones; the rest of the list
is proposed beside them."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

SPICY = "Lay's Chile Limón Potato Chips"


@pytest.mark.parametrize(
    ("message", "guest", "count"),
    [
        ("add 3 smarties and a chips that isn't spicy", GUEST_A, 2),
        ("put kdd chocolate milk plus chips but not spicy", GUEST_A, 2),
        ("ضيف ٢ سمارتيز وشيبس مو حار", GUEST_B, 2),
        ("7ot smarties w chips mu 7ar", GUEST_B, 2),
    ],
)
async def test_the_chips_proposed_are_not_the_spicy(
    client: Any, message: str, guest: str, count: int
) -> None:
    turn = await send(client, message, guest=guest)
    assert "cart_action" in kinds(turn), (message, kinds(turn), turn.end["content"])
    lines = turn.action("add_to_cart")["items"]
    named = [line["product"]["name"] for line in lines]
    assert len(named) == count and SPICY not in named, (message, named)
    assert any("Chips" in name for name in named), (message, named)


@pytest.mark.parametrize(
    ("message", "guest", "free"),
    [
        ("add milk without lactose", GUEST_A, "Lactose"),
        ("add 2 cola no sugar", GUEST_A, "Diet"),
        ("ضيف بيبسي بدون سكر", GUEST_B, "Diet"),
    ],
)
async def test_a_need_said_is_no_kind_ruled_out(
    client: Any, message: str, guest: str, free: str
) -> None:
    """ "no sugar" wants the goods free of it, whose names hold the word: never the others."""
    turn = await send(client, message, guest=guest)
    if "cart_action" in kinds(turn):
        named = [line["product"]["name"] for line in turn.action("add_to_cart")["items"]]
        assert all(free in name for name in named), (message, named)
