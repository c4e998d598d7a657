"""One line taken off and another's count lowered, over a real socket in English, Gulf Arabic
and Arabizi: "remove the vimto and reduce the salted lays to 2", "شيل الفيمتو ونقص الليز
الملح الى ٢", "sheel il vimto w nazzil il lays l 2". The Vimto is taken off and the chips
set to 2, two changes to confirm; before, the removal took the chips too, or nothing was
changed."""

from __future__ import annotations

from typing import Any
from uuid import uuid4

from tests.handlers.assistant_support import confirm, send

SALTED, VIMTO = "p-1101", "p-1202"


async def test_the_removal_and_the_lowered_count(client: Any) -> None:
    for message in (
        "remove the vimto and reduce the salted lays to 2",
        "شيل الفيمتو ونقص الليز الملح الى ٢",
        "sheel il vimto w nazzil il lays l 2",
    ):
        guest = uuid4().hex
        filled = await send(client, "add 5 lays salted and 2 vimto sparkling cans", guest=guest)
        await confirm(client, filled.action("add_to_cart")["actionId"], guest=guest)
        turn = await send(client, message, filled.conversation_id, guest=guest)
        removed = [line["productId"] for line in turn.action("remove_cart_item")["items"]]
        changed = [
            (line["productId"], line["quantity"])
            for line in turn.action("update_cart_item")["items"]
        ]
        assert (removed, changed) == ([VIMTO], [(SALTED, 2)]), (message, removed, changed)
