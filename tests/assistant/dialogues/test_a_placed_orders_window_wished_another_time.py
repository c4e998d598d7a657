"""A placed order's delivery wished at another time in its stead, with no word of moving
("the chalet order tomorrow, can i have it in the morning instead of midday", "طلبية الشاليه
بكره ممكن نخليها العصر بدال الظهر؟", "order il chalet bachir, mumkin a5aleh il 3a9r"), over
a real socket: the order's card with its window, the windows open that day and a person to
ask, as for any window asked to be moved; never only the order's card."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import customer_token
from tests.handlers.assistant_support import send

_WISHED = (
    "and the chalet order tomorrow, can i have it in the morning instead of midday?",
    "the chalet order for tomorrow, could we get it in the evening rather than noon?",
    "طلبية الشاليه بكره ممكن نخليها العصر بدال الظهر؟",
    "وطلب الشاليه حق باجر، اقدر اخليه الصبح بدال الظهر؟",
    "order il chalet bachir, mumkin a5aleh il 3a9r badal il 9ub7?",
)


async def test_another_time_wished_for_a_placed_order(client: Any) -> None:
    token = customer_token("demo-3")  # the chalet order is booked for tomorrow
    for message in _WISHED:
        turn = await send(client, message, token=token)
        shown = kinds(turn)
        assert "order_status" in shown, (message, shown)
        assert "delivery_slots" in shown, (message, shown)
        assert "order" not in shown and "products" not in shown, (message, shown)
