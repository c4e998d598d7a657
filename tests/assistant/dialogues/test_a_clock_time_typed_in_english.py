"""A clock time typed the English way ("after 7pm", "10:30am") inside an English message, over
a real socket: its digit is no Arabizi letter, so the message stays English (answered in
English, its time read) and is never turned into Arabic letters and answered in Arabic.
Arabizi written around such a time stays Arabizi. A window is offered only until it starts, so
the first one after the time asked is checked while it is still ahead today."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from hub.storefront.delivery import KUWAIT
from tests.assistant.dialogues._blocks import kinds, one
from tests.conftest import GUEST_A, customer_token
from tests.handlers.assistant_support import send


def _in_arabic(text: str) -> bool:
    return any("\u0600" <= ch <= "\u06ff" for ch in text)


async def test_windows_asked_by_a_clock_time_are_answered_in_english(client: Any) -> None:
    for message, first_hour in (("deliver after 7pm", "19"), ("deliver after 5pm pls", "17")):
        turn = await send(client, message, guest=GUEST_A)
        said = turn.end["content"]
        assert not _in_arabic(said), (message, said)
        days = one(turn, "delivery_slots")["days"]
        starts = [slot["from"][:2] for day in days for slot in day["slots"]]
        assert starts and min(starts) >= first_hour, (message, starts)
        if datetime.now(KUWAIT).hour < int(first_hour):  # that window not begun yet today
            assert min(starts) == first_hour, (message, starts)


async def test_a_place_and_a_clock_time_typed_in_english(client: Any) -> None:
    message = "take it to my parents place in rumaithiya after 7pm"
    turn = await send(client, message, token=customer_token("demo-2"))
    assert turn.action("select_address"), (kinds(turn), turn.end["content"])
    assert not _in_arabic(turn.end["content"]), turn.end["content"]


async def test_arabizi_around_a_clock_time_stays_arabizi(client: Any) -> None:
    turn = await send(client, "wadeha bait ahli bokra ba3d 7pm", token=customer_token("demo-2"))
    assert turn.action("select_address"), (kinds(turn), turn.end["content"])
    assert _in_arabic(turn.end["content"]), turn.end["content"]
