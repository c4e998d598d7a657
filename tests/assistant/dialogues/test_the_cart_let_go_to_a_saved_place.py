"""The cart let go to a saved place, in Gulf Arabic and Arabizi ("خل الطلب يوصل بيت اهلي
بالرميثيه", "5alli il order yoo9al bait ahli") with goods in the cart: that address
proposed for the cart's delivery. Before, the cancelled order that once went there was
shown. English "send the order to my parents house" already was the cart's."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import confirmed_add, emptied_cart, kinds
from tests.conftest import customer_token
from tests.handlers.assistant_support import send


@pytest.mark.parametrize(
    "message",
    [
        "خل الطلب يوصل بيت اهلي بالرميثيه",
        "5alli il order yoo9al bait ahli",
        "send the order to my parents house",
    ],
)
async def test_the_parents_address_is_proposed(client: Any, message: str) -> None:
    token = customer_token("demo-2")
    await emptied_cart(client, token=token)
    conversation_id = await confirmed_add(client, "add 2 diet pepsi cans", token=token)
    turn = await send(client, message, conversation_id, token=token)
    assert "order_status" not in kinds(turn), (message, kinds(turn))
    assert turn.action("select_address")["params"]["addressId"] == "addr-demo-2-parents"
