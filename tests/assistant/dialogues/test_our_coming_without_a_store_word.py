"""Over a real socket: asking when we come with no word of the store ("can u come at 5",
"will it come today", "bywa9il el yom?") is a delivery question, not small talk to decline nor
a product (read letter by letter "bywa9il" is onions); the same words with another errand
("can you come at 5 to fix the sink") are still declined."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_A, customer_token
from tests.handlers.assistant_support import send


async def test_can_you_come_at_a_time_shows_the_delivery_slots(client: Any) -> None:
    for message in ("can u come at 5?", "تجون باجر الصبح؟", "tegdroon tyoon el sa3a 5"):
        turn = await send(client, message, guest=GUEST_A)
        assert "delivery_slots" in kinds(turn), (message, kinds(turn))
        assert "products" not in kinds(turn), message


async def test_will_it_come_today_is_the_order_status(client: Any) -> None:
    token = customer_token("demo-3")
    for message in ("will it come today?", "بيوصلني اليوم؟", "bywa9il el yom?"):
        turn = await send(client, message, token=token)
        assert "order_status" in kinds(turn), (message, kinds(turn))
        assert "products" not in kinds(turn), message


async def test_coming_at_a_time_for_another_errand_is_declined(client: Any) -> None:
    for message in (
        "can you come at 5 to fix the sink",
        "تقدر تجي الساعه ٥ تصلح المكيف",
        "tegdar tyee el sa3a 5 t9ala7 el mukayif",
    ):
        turn = await send(client, message, guest=GUEST_A)
        assert not {"delivery_slots", "products", "cart_action"} & set(kinds(turn)), message
