"""The order being made wished to a saved place ("abi il order ywa9el bait ahli mu baiti",
"ابي الطلب يوصل بيت اهلي مو بيتي", "i want this order delivered to my parents' place") with
goods in the cart, over a real socket: that address proposed for the cart's delivery, never
the cancelled order that once went there. An order placed, named by its day or state, stays
that order's matter."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import emptied_cart, kinds
from tests.conftest import customer_token
from tests.handlers.assistant_support import confirm, send


async def _with_goods_in_the_cart(client: Any, token: str) -> None:
    await emptied_cart(client, token=token)
    offered = await send(client, "add almarai milk", token=token)
    confirmed = await confirm(client, offered.action("add_to_cart")["actionId"], token=token)
    assert confirmed.status == 200, confirmed.json


async def test_the_carts_order_wished_to_the_parents_place(client: Any) -> None:
    token = customer_token("demo-2")  # the parents' address; KW-100544 went there, cancelled
    await _with_goods_in_the_cart(client, token)
    for message in (
        "abi il order ywa9el bait ahli mu baiti",
        "ابي الطلب يوصل بيت اهلي مو بيتي",
        "i want this order delivered to my parents' place not my house",
    ):
        turn = await send(client, message, token=token)
        assert turn.action("select_address")["actionId"], (message, kinds(turn))
        assert "order_status" not in kinds(turn) and "faq" not in kinds(turn), message


async def test_an_order_placed_named_by_its_state_is_no_cart_address(client: Any) -> None:
    token = customer_token("demo-2")
    await _with_goods_in_the_cart(client, token)
    turn = await send(client, "ابي الطلب اللي ينجهز يوصل بيت اهلي", token=token)
    assert "cart_action" not in kinds(turn), kinds(turn)
