"""Express asked for with a reason of not waiting, over a real socket in English, Gulf
Arabic and Arabizi ("just put express i dont want them waiting", "حط توصيل سريع ما ابيه
يتاخر", "express, ma abi yit2a5ar"): express is proposed on. The "don't" of not waiting is
no refusal of express; before, standard delivery was proposed back. Express refused is
still refused."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import confirmed_add
from tests.conftest import GUEST_A
from tests.handlers.assistant_support import send


async def _express_proposed(client: Any, message: str) -> bool:
    conversation_id = await confirmed_add(client, "add 2 almarai fresh milk", guest=GUEST_A)
    turn = await send(client, message, conversation_id, guest=GUEST_A)
    return bool(turn.action("set_express")["params"]["express"])


async def test_express_on_for_not_waiting(client: Any) -> None:
    for message in (
        "just put express i dont want them waiting",
        "حط توصيل سريع ما ابيه يتاخر",
        "express, ma abi yit2a5ar",
    ):
        assert await _express_proposed(client, message), message


async def test_express_refused_is_off(client: Any) -> None:
    for message in ("no express pls", "بدون توصيل سريع", "i dont want express"):
        assert not await _express_proposed(client, message), message
