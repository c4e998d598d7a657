"""Some of a cart line taken off beside other goods put on, in one message, over a real
socket in English, Gulf Arabic and Arabizi ("add 2 galaxy caramel too and remove 1 lays",
"شيل وحده من الليز وضيف ٢ جالكسي كراميل"): the line keeps the rest (two of three) and the
new goods come on. Before, the whole line was taken off. A line taken off with no count, or
swapped for the new goods, still goes whole."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import confirmed_add, proposed_lines
from tests.handlers.assistant_support import send

LAYS, CARAMEL = "p-1101", "p-1108"


async def _after_three_lays(client: Any, message: str) -> list[tuple[str, int]]:
    guest = uuid.uuid4().hex  # a cart of its own for each message
    conversation_id = await confirmed_add(client, "add 3 lays salted", guest=guest)
    turn = await send(client, message, conversation_id, guest=guest)
    return proposed_lines(turn, "update_cart_item")


async def test_one_of_three_off_and_the_bars_on(client: Any) -> None:
    for message in (
        "ok add 2 galaxy caramel too and remove 1 lays",
        "شيل وحده من الليز وضيف ٢ جالكسي كراميل",
        "sheel wa7da mn el lays w zeed 2 galaxy caramel",
    ):
        assert sorted(await _after_three_lays(client, message)) == [(LAYS, 2), (CARAMEL, 2)], (
            message
        )


async def test_the_whole_line_off_when_no_count_or_swapped(client: Any) -> None:
    for message in (
        "remove the lays and add 2 galaxy caramel",
        "instead of the lays put 2 galaxy caramel",
    ):
        assert sorted(await _after_three_lays(client, message)) == [(LAYS, 0), (CARAMEL, 2)], (
            message
        )
