"""A pick from the list with its count said in a clause of its own, then more goods, over a
real socket: "the second one, put 3. and some labneh too", "الاول، حط ٢ وباكيت خبز عربي", "il
awal, 7ot 2 w packet 5ubz 3arabi" propose that many of the one picked and the other goods:
never one of it and then the count again as a second line of it."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import products
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


async def test_the_count_after_a_pick_is_of_the_pick(client: Any) -> None:
    for asked, picked, at, count, guest in (
        (
            "any eggs?",
            "the second one, put 3. and a pack of arabic bread",
            1,
            3,
            GUEST_A,
        ),
        ("do you have chickpeas?", "first one, 2 pls, and a loaf of toast too", 0, 2, GUEST_A),
        ("عندكم حمص؟", "الاول، حط ٢ وباكيت خبز عربي", 0, 2, GUEST_B),
        ("3indkum 7ummus?", "il thani, 7ot 3 w packet 5ubz 3arabi", 1, 3, GUEST_B),
    ):
        await send(client, "empty my cart", guest=guest)
        shown = await send(client, asked, guest=guest)
        pick = products(shown)[at]["_id"]
        turn = await send(client, picked, shown.conversation_id, guest=guest)
        lines = [(i["productId"], i["quantity"]) for i in turn.action("add_to_cart")["items"]]
        assert len(lines) == 2 and lines[0] == (pick, count), (picked, lines)
        assert lines[1][0] != pick and lines[1][1] == 1, (picked, lines)
