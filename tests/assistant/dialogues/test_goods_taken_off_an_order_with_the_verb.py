"""Goods asked off an order already placed when the verb carries them ("شيلها من الطلب",
"shelooh mn il order", which never reads as the chalet) over a real socket: the order in
talk is the one changed, said to be a change only a person may still try while it is being
prepared; never "no order fits", nor the order shown as if only asked about. Goods asked off
the cart the same way stay a cart change."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, order_numbers
from tests.conftest import customer_token
from tests.handlers.assistant_support import send

_ONLY_A_PERSON = ("only be tried by our team", "بس فريقنا يقدر يحاول")


async def test_goods_taken_off_the_order_being_prepared(client: Any) -> None:
    token = customer_token("demo-2")  # KW-100926, being prepared, holds the Kiri cheese
    for first, message in (
        ("وين طلبي", "والجبنة كيري شيلها من الطلب خلاص"),
        ("", "الجبن شيلوه من طلبي اللي تجهزونه"),
        ("wein il order", "w il jibin kiri shelooh mn il order"),
        ("where is my order", "and the kiri cheese, take it off the order, i don't want it"),
    ):
        conversation = None
        if first:
            conversation = (await send(client, first, token=token)).conversation_id
        turn = await send(client, message, conversation, token=token)
        assert any(words in turn.end["content"] for words in _ONLY_A_PERSON), (message, turn.end)
        assert order_numbers(turn, "order_status") == ["KW-100926"], (message, kinds(turn))


async def test_goods_taken_off_the_cart_stay_a_cart_change(client: Any) -> None:
    token = customer_token("demo-2")
    for message in ("الحليب شيله من السله", "il 7aleeb shela mn il cart"):
        turn = await send(client, message, token=token)
        assert "order_status" not in kinds(turn), (message, kinds(turn))
        assert "cart_summary" in kinds(turn), (message, kinds(turn))
