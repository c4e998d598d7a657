"""English chat shorthand spelt with digits ("thx m8", "k gr8", "ty 4 ur help") in a
conversation answered in English is answered in English, over a real socket; Arabizi thanks
after Arabic answers ("tislam 7abibi") stay Arabic."""

from __future__ import annotations

from typing import Any

from hub.text import is_arabic
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


async def test_english_shorthand_after_english_answers_is_answered_in_english(
    client: Any,
) -> None:
    for first, then in (
        ("do you deliver to jabriya?", "k gr8"),
        ("any offers on rice?", "thx m8"),
        ("what time do you close", "ok ty 4 ur help"),
    ):
        asked = await send(client, first, guest=GUEST_A)
        turn = await send(client, then, asked.conversation_id, guest=GUEST_A)
        assert turn.end["content"] and not is_arabic(turn.end["content"]), (then, turn.end)


async def test_arabizi_thanks_after_arabic_answers_stay_arabic(client: Any) -> None:
    asked = await send(client, "3indkum 7aleeb almarai?", guest=GUEST_B)
    turn = await send(client, "tislam 7abibi", asked.conversation_id, guest=GUEST_B)
    assert is_arabic(turn.end["content"]), turn.end["content"]
