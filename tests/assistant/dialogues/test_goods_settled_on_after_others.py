"""Goods settled on after talk of others, over a real socket in English, Gulf Arabic and
Arabizi: "fine the pants size 5 then, he's nearly 13kg anyway" right after the size 4 jumbo
pack was found sold out, "خلاص البانتس مقاس ٥ عيل", "5ala9 el pants size 5 3ayal". One pack
of the pants is proposed. Before, the pants were only shown beside the packs for the weight
told. A first message, with no talk to settle, is read as it always was."""

from __future__ import annotations

from typing import Any
from uuid import uuid4

from tests.assistant.dialogues._blocks import proposed_lines
from tests.handlers.assistant_support import send

PANTS_SIZE_5 = "p-1803"


async def test_the_goods_settled_on_are_proposed(client: Any) -> None:
    for settled in (
        "fine the pants size 5 then, he's nearly 13kg anyway",
        "خلاص البانتس مقاس ٥ عيل",
        "5ala9 el pants size 5 3ayal",
    ):
        guest = uuid4().hex
        first = await send(client, "pampers size 4 jumbo", guest=guest)
        turn = await send(client, settled, first.conversation_id, guest=guest)
        lines = proposed_lines(turn, "add_to_cart")
        assert lines == [(PANTS_SIZE_5, 1)], (settled, lines)


async def test_a_first_message_is_read_whole(client: Any) -> None:
    turn = await send(client, "fine the pants size 5 then", guest=uuid4().hex)
    assert not [block for block in turn.end["blocks"] if block["kind"] == "cart_action"]
