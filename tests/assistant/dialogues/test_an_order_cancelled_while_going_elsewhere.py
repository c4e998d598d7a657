"""An order in talk cancelled with "it", the reason being where the shopper is going, over a real
socket in English, Gulf Arabic and Arabizi: "cancel it, we're heading to the chalet", "الغيه،
بنروح الشاليه", "cancel it, ra7een il chalet" cancel the order just talked about (today's to
home), never the order that goes to the chalet. The order named by where it goes stays that
order.

demo-3: KW-100933 to Home placed today, KW-100921 to the Chalet confirmed.
"""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, order_numbers
from tests.conftest import customer_token
from tests.handlers.assistant_support import send

HOME_ORDER_TODAY = "KW-100933"
CHALET_ORDER = "KW-100921"


async def test_the_order_in_talk_is_cancelled_not_the_place_gone_to(client: Any) -> None:
    token = customer_token("demo-3")
    for first, then in (
        ("can i cancel the order coming home today?", "yes cancel it, we're heading to the chalet"),
        ("ابي الغي طلب البيت حق اليوم", "ايه الغيه، بنروح الشاليه بالليل"),
        ("abi alghi 6alab il bait ilyom", "cancel it, ra7een il chalet il leila"),
    ):
        shown = await send(client, first, token=token)
        assert order_numbers(shown, "order_status") == [HOME_ORDER_TODAY], (first, kinds(shown))
        turn = await send(client, then, shown.conversation_id, token=token)
        assert order_numbers(turn, "order_status") == [HOME_ORDER_TODAY], (then, kinds(turn))
        assert "faq" in kinds(turn), (then, kinds(turn))
    chalet = await send(client, "cancel the chalet order", token=token)
    assert order_numbers(chalet, "order_status") == [CHALET_ORDER], kinds(chalet)
