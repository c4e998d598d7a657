"""The cart's order wished to a saved place at hours ("i want it delivered to the house
between 6 and 8, is that time free?", "ابيه يوصل البيت بين ٦ و ٨، ينفع احجز هالوقت؟", "abeeh yoosal el bait
bain 6 w 8, agdar a7jiz?"), goods in the cart, over a real socket: the windows that answer the
hours are shown with the saved place proposed beside them, never the place alone; the place
wished with no hours is still that place proposed alone."""

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


async def test_hours_asked_with_the_saved_place_show_the_windows(client: Any) -> None:
    token = customer_token("demo-1")
    await _with_goods_in_the_cart(client, token)
    for message in (
        "i want it delivered to the house between 6 and 8, is that time free to book?",
        "ابيه يوصل البيت بين ٦ و ٨، ينفع احجز هالوقت؟",
        "ابي الطلبيه توصل البيت الساعه ٦، اقدر احجزها؟",
        "abeeh yoosal el bait bain 6 w 8, agdar a7jiz hal wa8t?",
    ):
        turn = await send(client, message, token=token)
        assert "delivery_slots" in kinds(turn), (message, kinds(turn))
        assert turn.action("select_address")["actionId"], (message, kinds(turn))
        assert "order_status" not in kinds(turn), (message, kinds(turn))


async def test_the_saved_place_alone_is_proposed_alone(client: Any) -> None:
    token = customer_token("demo-1")
    await _with_goods_in_the_cart(client, token)
    turn = await send(client, "ابي الطلب يوصل البيت", token=token)
    assert turn.action("select_address")["actionId"], kinds(turn)
    assert "delivery_slots" not in kinds(turn), kinds(turn)
