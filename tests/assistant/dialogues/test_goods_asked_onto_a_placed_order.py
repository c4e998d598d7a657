"""Goods asked onto an order already placed, over a real socket in the three ways of writing:
"can i add water to my order?", "add bread to that one" right after an order's status, "ابي
اضيف ماي على طلبي", "a8dar a6eef mai 3ala el 6alab" are said not to go on a placed order,
with the goods shown for a new one: never the whole order placed again, never a proposal.
Goods added to the cart, and an order placed again, stay what they were."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, names
from tests.conftest import customer_token
from tests.handlers.assistant_support import send

_CLOSED = ("can't take more goods", "ما نقدر نضيف عليه")


async def test_goods_onto_a_placed_order_are_for_a_new_one(client: Any) -> None:
    token = customer_token("demo-3")
    for first, message in (
        ("", "can i add water to my order?"),
        ("", "add water to my order"),
        ("", "please put some bread in today's order"),
        ("when will the chalet order arrive?", "can i add water to that one?"),
        ("", "ابي اضيف ماي على طلبي"),
        ("", "ممكن تحطون خبز مع الطلب؟"),
        ("", "a8dar a6eef mai 3ala el 6alab?"),
        ("", "momken t7o6oon mai wiya el 6alab"),
    ):
        conversation = None
        if first:
            conversation = (await send(client, first, token=token)).conversation_id
        turn = await send(client, message, conversation, token=token)
        assert any(words in turn.end["content"] for words in _CLOSED), (message, turn.end)
        assert "cart_action" not in kinds(turn), message
        assert "order" not in kinds(turn), message


async def test_goods_for_the_cart_and_an_order_again_stay_what_they_were(client: Any) -> None:
    token = customer_token("demo-3")
    added = await send(client, "add water to my cart", token=token)
    assert added.action("add_to_cart")["items"], kinds(added)
    again = await send(client, "reorder my last order", token=token)
    assert again.action("reorder"), kinds(again)
    assert not any(words in again.end["content"] for words in _CLOSED)
    shown = await send(client, "do you have water?", token=token)
    assert names(shown), kinds(shown)
