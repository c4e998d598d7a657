"""Whether the goods just put in would come today, asked as "not, right?" over a real socket in
English, Gulf Arabic and Arabizi: "so these won't get here today, right?" right after goods
were offered asks our delivery's windows that day (or the first day with one), never a product
search nor the off-topic decline."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

ASKED = (
    ("add a pack of arabic bread", "so these won't get here today, right?", GUEST_A),
    ("ضيف لي خبز عربي", "يعني ما بتوصلني اليوم صح؟", GUEST_B),
    ("7i6li 5ubz 3arabi", "ya3ni ma bywsal el lela, sa7?", GUEST_B),
)


async def test_the_days_windows_answer_it(client: Any) -> None:
    for goods, asked, guest in ASKED:
        first = await send(client, goods, guest=guest)
        assert "cart_action" in kinds(first), (goods, kinds(first))
        turn = await send(client, asked, first.conversation_id, guest=guest)
        assert "delivery_slots" in kinds(turn), (asked, kinds(turn))
