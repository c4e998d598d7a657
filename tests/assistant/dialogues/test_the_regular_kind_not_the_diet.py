"""The regular kind asked against the diet one, over a real socket in English, Gulf Arabic
and Arabizi ("i want pepsi normal not diet", "ابي ببسي عادي مو دايت", "abi pepsi 3adi"):
the regular Pepsi first, never the diet one alone; "not diet" is no sugar-free need, and
"عادي" beside goods is their plain kind, not standard delivery. Standard delivery asked
after express is still standard delivery."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import confirmed_add, kinds, names
from tests.conftest import GUEST_A
from tests.handlers.assistant_support import send


async def test_the_regular_pepsi_first(client: Any) -> None:
    for message in (
        "i want pepsi normal not diet",
        "i want pepsi, not diet",
        "ابي ببسي عادي مو دايت",
        "ابي ببسي عادي",
        "abi pepsi 3adi mo diet",
    ):
        turn = await send(client, message, guest=GUEST_A)
        shown = names(turn)
        assert shown and shown[0].startswith("Pepsi Cola"), (message, kinds(turn), shown)


async def test_standard_delivery_after_express(client: Any) -> None:
    conversation_id = await confirmed_add(client, "add 2 almarai fresh milk", guest=GUEST_A)
    await send(client, "ابي توصيل سريع", conversation_id, guest=GUEST_A)
    turn = await send(client, "لا خله عادي", conversation_id, guest=GUEST_A)
    assert turn.action("set_express")["params"]["express"] is False, kinds(turn)
