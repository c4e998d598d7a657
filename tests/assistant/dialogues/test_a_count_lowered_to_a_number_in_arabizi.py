"""A cart line's count lowered "to" a number, over a real socket in English, Gulf Arabic and
Arabizi: "reduce the lays to 2", "نقص الليز الى ٢", "naggis il lays ila 2" with five bags in
the cart. The line is set to that number, not lowered by it. Before, the Arabic "الى", read
with its last letter as ي, was missed and the line lowered by two; and Arabizi "ila" before a
number, whose letters read "except" (إلا), is now "to" (إلى), while "ma abi ila laban" keeps
its "nothing but".

...and lowered by a count said in words after the goods: "نزل الليز واحد", "nazzil el chips
wa7ed", "na8is el lays wa7ed" with four bags in the cart. The line goes down by one. Before,
"one" after the goods was read as pointing ("the brown one") and the whole line was taken
off; and Arabizi "na8is" opening the message, whose letters read "lacking" (ناقص), met the
returns rule. An order said to lack goods ("el order na8is 5ubz") is still a complaint."""

from __future__ import annotations

from typing import Any
from uuid import uuid4

from tests.assistant.dialogues._blocks import confirmed_add, proposed_lines
from tests.handlers.assistant_support import send

SALTED = "p-1101"


async def _lowered(client: Any, bags: int, message: str) -> list[tuple[str, int]]:
    guest = uuid4().hex
    conversation = await confirmed_add(client, f"add {bags} lays salted", guest=guest)
    turn = await send(client, message, conversation, guest=guest)
    return proposed_lines(turn, "update_cart_item")


async def test_the_line_is_set_to_the_number(client: Any) -> None:
    for message, count in (
        ("naggis il lays ila 2", 2),
        ("naggis el chips ila 3", 3),
        ("reduce the lays to 2", 2),
        ("نقص الليز الى ٢", 2),
    ):
        lines = await _lowered(client, 5, message)
        assert lines == [(SALTED, count)], (message, lines)


async def test_the_line_goes_down_by_the_count_said_in_words(client: Any) -> None:
    for message, count in (
        ("نزل الليز واحد", 3),
        ("nazzil el chips wa7ed", 3),
        ("na8is el lays wa7ed", 3),
        ("na8es il lays ila 2", 2),
        ("reduce the lays by one", 3),
    ):
        lines = await _lowered(client, 4, message)
        assert lines == [(SALTED, count)], (message, lines)


async def test_an_order_lacking_goods_is_no_cart_change(client: Any) -> None:
    guest = uuid4().hex
    conversation = await confirmed_add(client, "add 4 lays salted", guest=guest)
    turn = await send(client, "el order wa9al bs na8is 5ubz", conversation, guest=guest)
    assert not [b for b in turn.end["blocks"] if b["kind"] == "cart_action"]
