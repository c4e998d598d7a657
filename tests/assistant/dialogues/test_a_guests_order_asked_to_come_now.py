"""A guest's order asked to come now, over a real socket in English, Gulf Arabic and Arabizi:
"can the order come now?", "ممكن يوصل الطلب الحين؟", "momkin el order ywsal el7een?". A guest
has no order placed: "the order" is the cart's, and the answer is our delivery windows (the
first open one when none runs now). Before, the English read as cancelling an order, and the
Arabic asked the guest to sign in."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_A
from tests.handlers.assistant_support import send

NOT_THE_WINDOWS = ("cancel", "sign in", "تسجيل الدخول", "الغاء", "إلغاء")


async def test_the_windows_are_the_answer(client: Any) -> None:
    for message in (
        "can the order come now?",
        "ممكن يوصل الطلب الحين؟",
        "momkin el order ywsal el7een?",
    ):
        turn = await send(client, message, guest=GUEST_A)
        assert "delivery_slots" in kinds(turn), (message, turn.end["content"])
        said = turn.end["content"].lower()
        assert not any(words in said for words in NOT_THE_WINDOWS), (message, said)
