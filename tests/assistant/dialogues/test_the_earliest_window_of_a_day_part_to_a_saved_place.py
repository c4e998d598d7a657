"""The earliest window of tomorrow's morning, afternoon or evening asked for a saved place,
over a real socket: "what's the soonest you can bring it to my office tomorrow afternoon",
"اقرب موعد بكره العصر لبيت اهلي", "a8rab wa8t bukra il masa lil bait" propose that saved
address and show tomorrow's windows in that part of the day, the earliest first, said as
tomorrow's; never today's windows, nor every window of the day, nor a decline of "the first
time" asked with no window's word."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from typing import Any

from tests.assistant.dialogues._blocks import kinds, texts
from tests.conftest import customer_token
from tests.handlers.assistant_support import send

KUWAIT = timezone(timedelta(hours=3))

ASKED = (
    (
        "demo-1",
        "what's the soonest you can bring it to my office tomorrow afternoon",
        "addr-demo-1-work",
        ["13:00", "15:00"],
        "tomorrow",
    ),
    ("demo-2", "اقرب موعد بكره العصر لبيت اهلي", "addr-demo-2-parents", ["13:00", "15:00"], "باجر"),
    (
        "demo-1",
        "a8rab wa8t bukra il masa lil bait",
        "addr-demo-1-home",
        ["17:00", "19:00", "21:00"],
        "باجر",
    ),
)


async def test_tomorrows_windows_of_that_part_for_the_place(client: Any) -> None:
    for account, asked, address, starts, said_day in ASKED:
        turn = await send(client, asked, token=customer_token(account))
        assert turn.action("select_address")["params"]["addressId"] == address, asked
        [card] = [b for b in turn.end["blocks"] if b["kind"] == "delivery_slots"] or [{"days": []}]
        tomorrow = (datetime.now(KUWAIT).date() + timedelta(days=1)).isoformat()
        assert [day["date"] for day in card["days"]] == [tomorrow], (asked, kinds(turn), card)
        assert [slot["from"] for slot in card["days"][0]["slots"]] == starts, (asked, card)
        assert any(said_day in text for text in texts(turn)), (asked, texts(turn))
