"""A weight said of goods sold by the kilo, right after they were shown, over a real socket:
"a big one, about 5 kilo" of the watermelon is five kilos of it, never goods of a brand
whose name holds "big" (Al Kabeer) nor "not in our store"."""

from __future__ import annotations

from typing import Any

from tests.conftest import GUEST_B
from tests.handlers.assistant_support import send

_WATERMELON = "p-0010"  # sold by the kilo


async def test_a_big_one_of_about_some_kilos_is_that_weight_of_it(client: Any) -> None:
    for shown, wanted, kilos in (
        ("اكو رقي؟", "ابي وحده كبيره تقريبا ٤ كيلو", 4),
        ("عندكم رقي", "ابغى وحده كبيره تقريبا ٦ كيلو", 6),
        ("fi raggi 3indkom?", "abi wa7da kbeera ta8reeban 5 kilo", 5),
    ):
        listed = await send(client, shown, guest=GUEST_B)
        turn = await send(client, wanted, listed.conversation_id, guest=GUEST_B)
        [line] = turn.action("add_to_cart")["items"]
        assert (line["productId"], line["quantity"]) == (_WATERMELON, kilos), (wanted, line)
