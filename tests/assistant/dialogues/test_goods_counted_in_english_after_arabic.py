"""Goods counted in English words after turns in Gulf Arabic or Arabizi, over a real socket:
"6 eggs", "4 bananas n 2 lemons", "eggs too" are English, and answered in English; a count beside a
label's name alone ("3 pepsi", "ok smarties 3") or Arabizi's "w" says nothing of a language,
and keeps the conversation's."""

from __future__ import annotations

from typing import Any

from hub.text import is_arabic
from tests.conftest import GUEST_B
from tests.handlers.assistant_support import send


async def test_goods_counted_in_english_are_answered_in_english(client: Any) -> None:
    for first, then in (
        ("عندكم بيض؟", "6 eggs"),
        ("ابي فواكه", "4 bananas n 2 lemons"),
        ("3indkom 6ama6?", "2 tomatoes pls"),
        ("ابي خبز", "eggs too"),
        ("عندكم بيض؟", "two dozen eggs"),
    ):
        shown = await send(client, first, guest=GUEST_B)
        assert is_arabic(shown.end["content"]), first
        turn = await send(client, then, shown.conversation_id, guest=GUEST_B)
        assert not is_arabic(turn.end["content"]), (then, turn.end["content"])


async def test_a_labels_name_counted_keeps_the_conversations_language(client: Any) -> None:
    for first, then in (("ابي مشروبات", "3 pepsi"), ("عندكم حليب؟", "w 2 milk")):
        shown = await send(client, first, guest=GUEST_B)
        turn = await send(client, then, shown.conversation_id, guest=GUEST_B)
        assert is_arabic(turn.end["content"]), (then, turn.end["content"])
