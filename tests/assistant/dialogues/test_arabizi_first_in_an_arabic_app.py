"""An Arabizi message that opens a conversation in an app set to Arabic, over a real socket:
"w el galaxy caramel abeeha 2 mu 3", "w el kitkat abi wa7id bas" hold a brand's name and
short Arabizi words, too few to read as Arabizi by themselves; they are answered in
Arabic, as any Arabizi turn is, never in English. English typed in the same app is still
answered in English."""

from __future__ import annotations

import uuid
from typing import Any

from hub.text import is_arabic
from tests.handlers.assistant_support import send


async def test_a_first_arabizi_message_is_answered_in_the_apps_arabic(client: Any) -> None:
    for message in (
        "w el galaxy caramel abeeha 2 mu 3",
        "w el pepsi abeeha 4 mu 6",
        "w el kitkat abi wa7id bas",
    ):
        turn = await send(client, message, guest=uuid.uuid4().hex, language="ar")
        said = turn.end["content"]
        assert is_arabic(said), (message, said)


async def test_english_in_the_same_app_is_answered_in_english(client: Any) -> None:
    turn = await send(client, "add 2 galaxy bars please", guest=uuid.uuid4().hex, language="ar")
    assert not is_arabic(turn.end["content"]), turn.end["content"]


async def test_english_with_a_name_or_a_borrowed_word_is_answered_in_english(client: Any) -> None:
    # an Arabic name, or an Arabic word English speakers use too, is no Arabizi: the message
    # around it is English
    for message in (
        "my name is sara",
        "my name is hamad",
        "the name is ali",
        "thx habibi",
        "hi there, salam",
    ):
        turn = await send(client, message, guest=uuid.uuid4().hex, language="ar")
        assert not is_arabic(turn.end["content"]), (message, turn.end["content"])
