"""Goods asked onto an order already placed when the verb carries the goods ("اضيفه", "a7u6ah"),
"on the order" is joined to its word ("عالطلب", "bil order"), or the order is named first and
then "onto it" ("عندي طلب للشاليه باجر، اقدر ازيد عليه ...") or "with the same order", over a
real socket: the order is said to take no more and shown with what its state allows, never a
list of the goods alone."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, order_numbers
from tests.conftest import customer_token
from tests.handlers.assistant_support import send

_CLOSED = ("can't take more goods", "ما نقدر نضيف عليه")


async def test_goods_onto_the_order_being_prepared_are_said_not_to_go(client: Any) -> None:
    token = customer_token("demo-2")  # KW-100926, being prepared
    for message in (
        "نسيت الزبادي، اقدر احطه عالطلب؟",
        "yimdi a7ut 5ubz bil order ili yitjahaz?",
        "can the eggs still go on the order being prepared?",
        "ممكن تحطون لي جبن بالطلب اللي تجهزونه",
    ):
        turn = await send(client, message, token=token)
        assert any(words in turn.end["content"] for words in _CLOSED), (message, turn.end)
        assert order_numbers(turn, "order_status") == ["KW-100926"], (message, kinds(turn))
        assert "cart_action" not in kinds(turn), message


async def test_an_order_named_first_then_goods_onto_it(client: Any) -> None:
    token = customer_token("demo-3")  # KW-100921 goes to the chalet tomorrow
    for message in (
        "عندي طلب للشاليه باجر، اقدر ازيد عليه عصير؟",
        "3indi order lil chalet bacher, agdar azeed 3aleh 3aseer?",
        "my chalet order is tomorrow, can i add juice to it?",
        # "with the same order" is that order, never it ordered again
        "عندي طلب رايح الشاليه باجر، اقدر احط العصير ويا نفس الطلب؟",
        "3indi order lil chalet bacher, agdar a7ut il 3aseer wiya nafs il order?",
        "there's an order going to the chalet tomorrow, can the juice go with that same order?",
    ):
        turn = await send(client, message, token=token)
        assert any(words in turn.end["content"] for words in _CLOSED), (message, turn.end)
        assert order_numbers(turn, "order_status") == ["KW-100921"], (message, kinds(turn))
    # "these things" with nothing named: the verb ("a7ut", read "احوت") is no goods to show
    turn = await send(
        client,
        "3indi order lil chalet bacher, agdar a7ut hal aghradh wiya nafs il order?",
        token=token,
    )
    assert "products" not in kinds(turn), kinds(turn)
    assert order_numbers(turn, "order_status") == ["KW-100921"], kinds(turn)


async def test_the_same_order_put_again_and_goods_for_the_cart_stay_what_they_were(
    client: Any,
) -> None:
    token = customer_token("demo-3")
    for message in ("حط حليب بالسله", "7ot 7aleeb bil cart", "ابي نفس الطلب اللي قبل"):
        turn = await send(client, message, token=token)
        assert not any(words in turn.end["content"] for words in _CLOSED), (message, turn.end)
        assert "order_status" not in kinds(turn), (message, kinds(turn))
