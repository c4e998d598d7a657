"""A label's English word inside an Arabizi message, over a real socket: "7ot 3 mn el smooth
w 2 caramel" right after the Galaxy bars, "7ot 3 smooth", and a lamb cut by its label's
English ("abi kofta 2 w lamb chops kilo"). The word stays the label's: three Galaxy
Smooth bars, the lamb chops. Before, "smooth" was read as Arabic letters ("سموث") and three
kilos of Granny Smith apples were proposed; "chops" became "شيبس" (chips). The English and
Arabic forms of the pick guard what already worked."""

from __future__ import annotations

from typing import Any
from uuid import uuid4

from tests.assistant.dialogues._blocks import proposed_lines
from tests.handlers.assistant_support import send

SMOOTH, CARAMEL = "p-1106", "p-1108"


async def test_the_labels_word_names_the_goods(client: Any) -> None:
    for message, expected in (
        ("7ot 3 mn el smooth w 2 caramel", [(SMOOTH, 3), (CARAMEL, 2)]),
        ("7ot 3 smooth", [(SMOOTH, 3)]),
        ("add 3 of the smooth and 2 caramel", [(SMOOTH, 3), (CARAMEL, 2)]),
        ("حط ٣ من الجالكسي بالحليب و ٢ كراميل", [(SMOOTH, 3), (CARAMEL, 2)]),
    ):
        guest = uuid4().hex
        shown = await send(client, "show me galaxy", guest=guest)
        turn = await send(client, message, shown.conversation_id, guest=guest)
        lines = proposed_lines(turn, "add_to_cart")
        assert lines == expected, (message, lines)


async def test_lamb_chops_in_arabizi_are_the_chops(client: Any) -> None:
    turn = await send(client, "abi kofta 2 w lamb chops kilo", guest=uuid4().hex)
    names = str(turn.end["blocks"])
    assert "Chops" in names and "Chips" not in names, names
