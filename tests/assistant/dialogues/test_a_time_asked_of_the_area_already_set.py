"""A delivery time asked of the area the cart is already delivered to, over a real socket in
English, Gulf Arabic and Arabizi: after the area is set and confirmed, "does it get to Mangaf
before 7?", "طيب يوصل المنقف قبل ٧؟", "il tawseel lil mangaf yoosal gabl 7?" show the area's
card and its windows, and propose no change of area nobody asked for."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.handlers.assistant_support import confirm, send


async def test_the_area_set_is_not_proposed_again(client: Any) -> None:
    for setting, asked in (
        ("set my delivery area to mangaf", "ok and does it get to mangaf before 7?"),
        ("ابي منطقة التوصيل المنقف", "طيب يوصل المنقف قبل ٧؟"),
        ("5ali il mante8a mangaf", "il tawseel lil mangaf yoosal gabl 7?"),
    ):
        guest = uuid.uuid4().hex
        set_turn = await send(client, setting, guest=guest)
        await confirm(client, set_turn.action("select_delivery_area")["actionId"], guest=guest)
        turn = await send(client, asked, set_turn.conversation_id, guest=guest)
        assert "delivery_slots" in kinds(turn), (asked, kinds(turn))
        assert "delivery_info" in kinds(turn), (asked, kinds(turn))
        assert "cart_action" not in kinds(turn), (asked, kinds(turn))
