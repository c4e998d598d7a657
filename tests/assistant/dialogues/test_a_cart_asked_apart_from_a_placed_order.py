"""Whether the cart comes with an order already placed, asked beside an area's minimum, over a
real socket in English, Gulf Arabic and Arabizi (demo-3, whose chalet order is placed): the
minimum is said, and so is that the cart goes as a new order, delivered separately."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import texts
from tests.conftest import customer_token
from tests.handlers.assistant_support import send


async def test_the_cart_is_said_to_go_as_a_new_order(client: Any) -> None:
    token = customer_token("demo-3")
    for message, said in (
        ("minimum order to wafra? and will my cart ship together with the other order", "separately"),
        ("كم الحد الادنى للطلب للوفره؟ والسله تجي ويا نفس الطلب ولا لحالها؟", "منفصل"),
        ("shno il 7ad il adna lil order 7ag wafra? w il cart yeji ma3 il order walla b7aala?", "منفصل"),
    ):  # fmt: skip
        turn = await send(client, message, token=token)
        reply = " ".join(texts(turn))
        assert said in reply, (message, reply)
        assert "10.000" in reply or "١٠٫٠٠٠" in reply or "10" in reply, (message, reply)
