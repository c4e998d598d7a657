"""Sugar-free goods asked for someone diabetic in chat spelling, over a real socket in
English, Gulf Arabic and Arabizi ("wat sugar free stuff do u sell", "ashya bdoon sukkar"):
the goods whose records say sugar-free are shown, never "we don't have that kind of
product" because an asking word was read as the goods wanted."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, names
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


async def test_sugar_free_goods_asked_in_chat_spelling_are_shown(client: Any) -> None:
    for message, guest in (
        ("hey my grandad is diabetic, wat sugar free stuff do u sell", GUEST_A),
        ("wats sugar free that u have? my aunt has diabetes", GUEST_A),
        ("عمي عنده سكري، شو عندكم اشيا بدون سكر", GUEST_B),
        ("jaddi 3inda sukkari, shno 3indkum ashya bdoon sukkar?", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert "products" in kinds(turn), (message, turn.end["content"])
        assert len(names(turn)) >= 3, (message, names(turn))
