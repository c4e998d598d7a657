"""A cart line's count lowered "to" a number, over a real socket in English, Gulf Arabic and
Arabizi: "reduce the lays to 2", "نقص الليز الى ٢", "naggis il lays ila 2" with five bags in
the cart. The line is set to that number, not lowered by it. Before, the Arabic "الى", read
with its last letter as ي, was missed and the line lowered by two; and Arabizi "ila" before a
number, whose letters read "except" (إلا), is now "to" (إلى), while "ma abi ila laban" keeps
its "nothing but"."""

from __future__ import annotations

from typing import Any
from uuid import uuid4

from tests.handlers.assistant_support import confirm, send

SALTED = "p-1101"


async def test_the_line_is_set_to_the_number(client: Any) -> None:
    for message, count in (
        ("naggis il lays ila 2", 2),
        ("naggis el chips ila 3", 3),
        ("reduce the lays to 2", 2),
        ("نقص الليز الى ٢", 2),
    ):
        guest = uuid4().hex
        filled = await send(client, "add 5 lays salted", guest=guest)
        await confirm(client, filled.action("add_to_cart")["actionId"], guest=guest)
        turn = await send(client, message, filled.conversation_id, guest=guest)
        lines = [
            (line["productId"], line["quantity"])
            for line in turn.action("update_cart_item")["items"]
        ]
        assert lines == [(SALTED, count)], (message, lines)
