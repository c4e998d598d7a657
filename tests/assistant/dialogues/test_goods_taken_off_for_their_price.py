"""A line taken off with its price complained of after it, over a real socket in Arabizi,
English and Gulf Arabic, with or without a comma: "w el hail shela wayed ghali" (read "و الهيل
شيله ويد غالي"), "remove the saffron too expensive", "الدارسين شيله غالي وايد". The line is
taken off. Before, the price complained of read as a wish for something cheaper, and the
cheapest of the kind was shown instead."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import confirmed_add, proposed_lines
from tests.handlers.assistant_support import send

SAFFRON, CARDAMOM, CINNAMON = "p-0909", "p-0901", "p-0905"


@pytest.mark.parametrize(
    ("taken_off", "line"),
    [
        ("w el hail shela wayed ghali", CARDAMOM),
        ("remove the saffron too expensive", SAFFRON),
        ("الدارسين شيله غالي وايد", CINNAMON),
    ],
)
async def test_the_line_is_taken_off(client: Any, taken_off: str, line: str) -> None:
    guest = "d1" * 16
    conversation = await confirmed_add(
        client, "add saffron, cardamom and cinnamon sticks", guest=guest
    )
    turn = await send(client, taken_off, conversation, guest=guest)
    assert [pid for pid, _ in proposed_lines(turn, "remove_cart_item")] == [line], taken_off
