"""A first order's code weighed against a code asked before, over a real socket in English,
Gulf Arabic and Arabizi (demo-3, who has ordered before): "and is WELCOME2 better?" after
GHABGA20 says WELCOME2 is not for this account and that GHABGA20 saves more, in money."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import texts
from tests.conftest import customer_token
from tests.handlers.assistant_support import confirm, send


async def test_the_code_asked_before_is_said_to_save_more(client: Any) -> None:
    token = customer_token("demo-3")
    offered = await send(client, "add 8 vimto", token=token)
    assert (await confirm(client, offered.action("add_to_cart")["actionId"], token=token)).status
    for first, then in (
        ("does GHABGA20 work on my cart?", "and WELCOME2, is it better?"),
        ("كود GHABGA20 يمشي على سلتي؟", "طيب WELCOME2 افضل؟"),
        ("GHABGA20 yimshi 3ala il cart?", "w WELCOME2 af9al?"),
    ):
        turn = await send(client, first, token=token)
        turn = await send(client, then, turn.conversation_id, token=token)
        reply = " ".join([turn.end["content"], *texts(turn)])
        assert "GHABGA20" in reply and ("KWD" in reply or "د.ك" in reply), (then, reply)
        assert "WELCOME2" not in str(turn.end.get("actions")), (then, turn.end.get("actions"))
