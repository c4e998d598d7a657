"""A cart line's change asked politely, as a question, over a real socket in English, Gulf
Arabic and Arabizi: "could you switch them to the brown 30?", "ممكن تحولها بني ٣٠؟", "momkin
t7awelhom bunni 30?" of the white eggs in the cart is the swap of that line, as "make them
brown, the 30" is; "can you" asks no question of whether it can be done. Before, the question
was never read as a swap, and the brown eggs were offered beside the white."""

from __future__ import annotations

import uuid
from typing import Any

from hub.storefront.seed.products import PRODUCTS
from tests.handlers.assistant_support import confirm, send

NAMES = {p["_id"]: p["name"]["en"] for p in PRODUCTS}
EGGS_30 = {("Large White Eggs", 0), ("Large Brown Eggs", 1)}
POLITE = (
    ("add white eggs 30", "could you switch them to the brown 30?"),
    ("add white eggs 30", "can u please change it to brown, 30 pack"),
    ("add white eggs 30", "would you make them brown 30 instead"),
    ("ضيف بيض ابيض ٣٠", "ممكن تحولها بني ٣٠؟"),
    ("ضيف بيض ابيض ٣٠", "لو سمحت تقدر تخليها بني ٣٠؟"),
    ("7ot bai9 abya9 30", "momkin t7awelhom bunni 30?"),
    ("7ot bai9 abya9 30", "t8dar t5aleeha bunni 30 law sama7t?"),
)


async def test_a_change_asked_politely_swaps_the_line(client: Any) -> None:
    for held, change in POLITE:
        guest = uuid.uuid4().hex
        offered = await send(client, held, guest=guest)
        done = await confirm(client, offered.action("add_to_cart")["actionId"], guest=guest)
        assert done.status == 200, done.json
        turn = await send(client, change, offered.conversation_id, guest=guest)
        kinds = [b.get("actionType") for b in turn.end["blocks"] if b["kind"] == "cart_action"]
        assert kinds == ["update_cart_item"], (change, turn.end["blocks"])
        lines = {
            (NAMES[item["productId"]], item["quantity"])
            for item in turn.action("update_cart_item")["items"]
        }
        assert lines == EGGS_30, (change, lines)
