"""Goods put "onto it" with the goods carried by the verb itself, right after the shopper asked
where today's order is, over a real socket in English, Gulf Arabic and Arabizi: "نسيت
الحليب، اقدر احطه عليه؟", "nseet il 3aish, agdar a6ifa 3alaih?" (read "اطفا عليه") are
goods for that order, said not to go on it with the goods shown for the cart: never a
shopping matter declined, never a proposal."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, names
from tests.conftest import customer_token
from tests.handlers.assistant_support import send

_CLOSED = ("can't take more goods", "ما نقدر نضيف عليه")


async def test_goods_carried_by_the_verb_onto_the_order_in_talk(client: Any) -> None:
    token = customer_token("demo-2")
    for first, message in (
        ("where is my order from today?", "oh i forgot milk, can you add it to it?"),
        ("وين وصل طلبي؟", "نسيت الحليب، اقدر احطه عليه؟"),
        ("طلبي متى يوصل؟", "نسيت الخبز، ممكن تضيفه عليه"),
        ("wain 6alabi?", "nseet il 3aish, agdar a6ifa 3alaih?"),
    ):
        conversation = (await send(client, first, token=token)).conversation_id
        turn = await send(client, message, conversation, token=token)
        assert any(words in turn.end["content"] for words in _CLOSED), (message, turn.end)
        assert names(turn), message
        assert "cart_action" not in kinds(turn), message
