"""The cart's total and the fee to an area asked in few words, over a real socket in
English, Arabizi and Gulf Arabic: "ok forget the honey. total and delivery to abdullah al
mubarak?", "kam el total w el tawseel lel jahra?", "كم المجموع والتوصيل للجهراء؟" with goods
in the cart. The fee to that area is said with the total it makes and what its minimum still
needs. Before, the English showed the area's card and the FAQ, and no total."""

from __future__ import annotations

from typing import Any
from uuid import uuid4

from tests.handlers.assistant_support import confirm, send


async def test_the_total_with_the_areas_fee_is_said(client: Any) -> None:
    for asked, total in (
        ("ok forget the honey. total and delivery to abdullah al mubarak?", "1.280 KWD"),
        ("total and delivery to jahra?", "1.680 KWD"),
        ("kam el total w el tawseel lel jahra?", "١٫٦٨٠ د.ك"),
        ("كم المجموع والتوصيل للجهراء؟", "١٫٦٨٠ د.ك"),
    ):
        guest = uuid4().hex
        filled = await send(client, "add 2 almarai laban", guest=guest)
        await confirm(client, filled.action("add_to_cart")["actionId"], guest=guest)
        turn = await send(client, asked, filled.conversation_id, guest=guest)
        said = turn.end["content"] + str(turn.end["blocks"])
        assert total in said, (asked, said)
