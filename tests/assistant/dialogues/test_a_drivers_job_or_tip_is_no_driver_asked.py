"""A driver's job or a driver's tip asked, or a driver of the shopper's own, over a real
socket: "how do i find a driver job with you", "can i see the driver tip options", "how close
is the nearest rider to jahra", "السواق حقنا قريب من الفرع", "il sayeg malna gareeb min il
far3" name a driver but ask nothing of where the order's driver is, so the order on its way
is never shown as their answer; "where is the driver" still is.

demo-1: KW-100915 out for delivery and late.
"""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, order_numbers
from tests.conftest import customer_token
from tests.handlers.assistant_support import send

LATE = "KW-100915"


async def test_a_drivers_job_or_tip_shows_no_order(client: Any) -> None:
    token = customer_token("demo-1")
    for message in (
        "how do i find a driver job with you guys",
        "can i see the driver tip options",
        "i want to find a driver job near salmiya",
    ):
        turn = await send(client, message, token=token)
        assert order_numbers(turn, "order_status") == [], (message, kinds(turn))


async def test_a_driver_not_the_orders_shows_no_order(client: Any) -> None:
    token = customer_token("demo-1")
    for message in (
        "how close is the nearest rider to jahra",
        "سواق البيت قريب من فرعكم يقدر ياخذ الطلب؟",
        "il sayeg malna gareeb min il far3, yigdar yistilim il order?",
    ):
        turn = await send(client, message, token=token)
        assert order_numbers(turn, "order_status") == [], (message, kinds(turn))


async def test_the_orders_driver_asked_is_still_its_order(client: Any) -> None:
    turn = await send(client, "where exactly is my driver now", token=customer_token("demo-1"))
    assert order_numbers(turn, "order_status") == [LATE], kinds(turn)
