"""An area's delivery fee asked with whether it comes by a time, by a guest, over a real
socket in English, Gulf Arabic and Arabizi: "w il delivery 7ag il fa7a7eel cham? yoosal gabl
il 3isha?" shows the fee and when it comes, never an order looked up nor a sign-in asked."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.handlers.assistant_support import send


async def test_the_fee_and_the_windows_not_an_order(client: Any) -> None:
    for asked in (
        "how much is delivery to fahaheel? would it come before isha?",
        "التوصيل للفحيحيل بكم؟ يوصل قبل العشا؟",
        "w il delivery 7ag il fa7a7eel cham? yoosal gabl il 3isha?",
    ):
        turn = await send(client, asked, guest=uuid.uuid4().hex)
        shown = kinds(turn)
        assert "error" not in shown and "order_status" not in shown, (asked, shown)
        # the windows, or the area's card with its time
        assert "delivery_slots" in shown or "delivery_info" in shown, (asked, shown)
        assert "faq" in shown or "delivery_info" in shown, (asked, shown)
