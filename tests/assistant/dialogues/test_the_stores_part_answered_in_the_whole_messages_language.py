"""A message of two matters, the store's and another's, is answered in the language the
whole message is written in, over a real socket: "book me a flight to dubai and add khubz"
after Arabic and Arabizi turns is answered in English, "ابي حليب المراعي وبعدين احجز لي طيارة"
after English ones in Arabic, whatever language its shopping part alone would suggest."""

from __future__ import annotations

import uuid
from typing import Any

from hub.text import is_arabic
from tests.handlers.assistant_support import send


async def test_the_whole_message_decides_the_reply_language(client: Any) -> None:
    for before, message, arabic in (
        ("a8dar adf3 nu9 bil wallet w nu9 knet?", "book me a flight to dubai and add khubz", False),
        ("شو طرق الدفع؟", "add 2 milk and book me a hotel in dubai", False),
        ("any offers?", "ابي حليب المراعي وبعدين احجز لي طيارة لدبي", True),
        ("any offers?", "abi 7aleeb almarai w 7ijiz li 6ayara l dubai", True),
    ):
        guest = uuid.uuid4().hex
        first = await send(client, before, guest=guest)
        turn = await send(client, message, first.conversation_id, guest=guest)
        reply = turn.end["content"]
        assert reply and is_arabic(reply) == arabic, (message, reply)
