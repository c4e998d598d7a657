"""Goods to add beside a reminder asked, over a real socket in English, Gulf Arabic (the "و"
written onto "ذكرني") and Arabizi: the goods are put forward (or shown to choose from) and
the reminder declined in a sentence; never the cart shown, a policy, nor the whole message
declined."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.handlers.assistant_support import send


async def test_the_goods_are_answered_and_the_reminder_declined(client: Any) -> None:
    for message, arabic in (
        ("add 2 arabic bread and remind me to renew my passport", False),
        ("حط ٣ خبز عربي وذكرني اجدد الاقامه", True),
        ("ضيف ٢ خبز وذكرني ادفع الايجار باجر", True),
        ("7ot 7aleeb w thakerni adfa3 il eijar", True),
    ):
        turn = await send(client, message, guest=uuid.uuid4().hex)
        # the goods put forward, or shown to choose from where there are several
        assert "cart_action" in kinds(turn) or "products" in kinds(turn), (message, kinds(turn))
        assert "cart_summary" not in kinds(turn) and "faq" not in kinds(turn), kinds(turn)
        said = turn.end["content"]
        rest = "باقي رسالتك" if arabic else "rest of your message"
        assert rest in said, (message, said)
