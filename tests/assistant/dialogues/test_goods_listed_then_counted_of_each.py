"""Goods listed, then counted "of each", while other goods are shown, over a real socket in
English, Gulf Arabic and Arabizi: "and lays salted and french cheese 3 of each", "وليز ملح
وجبنه فرنسيه ٢ من كل وحده", "w lays mel7 w french cheese, 2 min kil wa7id" after the
coffees. The count is of each of the goods listed, all of them; before, every coffee shown
was proposed at that count and the chips were left out. "2 of each" alone still counts the
list shown."""

from __future__ import annotations

from typing import Any

from tests.conftest import GUEST_A
from tests.handlers.assistant_support import send

SALTED, FRENCH_CHEESE = "p-1101", "p-1102"  # Lay's
LABANS = {"p-0203", "p-0208", "p-0214"}


async def test_the_count_of_each_is_of_the_goods_listed(client: Any) -> None:
    for shown, said, count in (
        ("arabic coffee", "and lays salted and french cheese 3 of each", 3),
        ("قهوه عربيه", "وليز ملح وجبنه فرنسيه ٢ من كل وحده", 2),
        ("gahwa 3arabiya", "w lays mel7 w french cheese, 2 min kil wa7id", 2),
    ):
        listed = await send(client, shown, guest=GUEST_A)
        turn = await send(client, said, listed.conversation_id, guest=GUEST_A)
        lines = [
            (line["productId"], line["quantity"]) for line in turn.action("add_to_cart")["items"]
        ]
        assert lines == [(SALTED, count), (FRENCH_CHEESE, count)], (said, lines)


async def test_of_each_alone_counts_the_list_shown(client: Any) -> None:
    listed = await send(client, "laban", guest=GUEST_A)
    turn = await send(client, "2 of each", listed.conversation_id, guest=GUEST_A)
    lines = {(line["productId"], line["quantity"]) for line in turn.action("add_to_cart")["items"]}
    assert lines == {(laban, 2) for laban in LABANS}, lines
