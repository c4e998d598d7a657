"""A cart line lowered by a count said in words after the goods, over a real socket in
English, Gulf Arabic and Arabizi: "نزل الليز واحد", "nazzil el chips wa7ed", "na8is el lays
ila 2" with four bags in the cart. The line goes down by one, or to the number after "to".
Before, "one" after the goods was read as pointing ("the brown one") and the whole line was
taken off; and Arabizi "na8is" opening the message, whose letters read "lacking" (ناقص), met
the returns rule. An order said to lack goods ("el order na8is 5ubz") is still a
complaint."""

from __future__ import annotations

from typing import Any
from uuid import uuid4

from tests.handlers.assistant_support import confirm, send

SALTED = "p-1101"


async def test_the_line_goes_down_by_the_count_said(client: Any) -> None:
    for message, count in (
        ("نزل الليز واحد", 3),
        ("nazzil el chips wa7ed", 3),
        ("na8is el lays wa7ed", 3),
        ("na8es il lays ila 2", 2),
        ("reduce the lays by one", 3),
    ):
        guest = uuid4().hex
        filled = await send(client, "add 4 lays salted", guest=guest)
        await confirm(client, filled.action("add_to_cart")["actionId"], guest=guest)
        turn = await send(client, message, filled.conversation_id, guest=guest)
        lines = [
            (line["productId"], line["quantity"])
            for line in turn.action("update_cart_item")["items"]
        ]
        assert lines == [(SALTED, count)], (message, lines)


async def test_an_order_lacking_goods_is_no_cart_change(client: Any) -> None:
    guest = uuid4().hex
    filled = await send(client, "add 4 lays salted", guest=guest)
    await confirm(client, filled.action("add_to_cart")["actionId"], guest=guest)
    turn = await send(client, "el order wa9al bs na8is 5ubz", filled.conversation_id, guest=guest)
    assert not [b for b in turn.end["blocks"] if b["kind"] == "cart_action"]
