"""The goods wished at a time, with no word of delivery, over a real socket in English, Gulf
Arabic and Arabizi: "i want it by 5 pm", "ابيها قبل الظهر ضروري، ١١ بالكثير", "abeeha gabl
el dhuhr law sama7t" (noon's ظ written "dh"). The delivery windows of that time are shown;
before, the message was declined as another matter, or "pm" searched as goods."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_A
from tests.handlers.assistant_support import send


async def test_the_windows_of_the_time_wished_are_shown(client: Any) -> None:
    # the windows shown all fall in the time wished, whichever day is the first to have one
    for message, earliest, latest in (
        ("i want it by 5 pm", "09:00", "17:00"),
        ("ابيها قبل الظهر ضروري، ١١ بالكثير", "09:00", "12:00"),
        ("abeeha gabl el dhuhr law sama7t", "09:00", "12:00"),
        ("abeeh bain 1 w 3 ba3d el dhuhr", "13:00", "15:00"),
    ):
        turn = await send(client, message, guest=GUEST_A)
        windows = [b for b in turn.end["blocks"] if b["kind"] == "delivery_slots"]
        assert windows, (message, kinds(turn))
        slots = [slot for day in windows[0]["days"] for slot in day["slots"]]
        assert slots, (message, windows)
        assert all(earliest <= slot["from"] and slot["to"] <= latest for slot in slots), (
            message,
            slots,
        )
