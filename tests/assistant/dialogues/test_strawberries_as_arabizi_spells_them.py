"""Strawberries in a list as Arabizi spells them ("w fraawla 3 w moz kilo w kiwi", "7ot 2
fraowla w 2 kilo moz"), over a real socket, beside the same list in English and Gulf
Arabic: the strawberries are proposed with the rest. Before, "fraawla" and "fraowla" were
read as goods the store does not sell, and left out."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, proposed_lines
from tests.conftest import GUEST_A
from tests.handlers.assistant_support import send

STRAWBERRIES, BANANAS = "p-0008", "p-0001"


async def test_the_strawberries_with_the_rest(client: Any) -> None:
    for message, count in (
        ("w fraawla 3 w moz kilo w kiwi", 3),
        ("7ot 2 fraowla w 2 kilo moz", 2),
        ("add 3 strawberries and a kilo of bananas", 3),
        ("حط فراوله ٣ وموز كيلو", 3),
    ):
        turn = await send(client, message, guest=GUEST_A)
        lines = dict(proposed_lines(turn, "add_to_cart"))
        assert lines.get(STRAWBERRIES) == count, (message, kinds(turn), lines)
        assert BANANAS in lines, (message, lines)
