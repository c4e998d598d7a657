"""The first window asked of a day said, over a real socket: "the earliest slot tomorrow
morning", "اول موعد توصيل باجر الصبح", "awal maw3ad bacher", or sending to a saved place
"tomorrow, the first slot you've got", show that day's first window, never today's."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_A, customer_token
from tests.handlers.assistant_support import send

KUWAIT = timezone(timedelta(hours=3))

ASKED = {
    "en": (
        ("", "what's the earliest slot you have tomorrow morning?"),
        ("demo-2", "send it to my parents place tomorrow, first slot you've got"),
    ),
    "ar": (
        ("", "شنو اول موعد توصيل عندكم باجر الصبح؟"),
        ("demo-2", "وصلوها لبيت اهلي باجر الصبح، اول موعد عندكم"),
    ),
    "arabizi": (
        ("", "awal maw3ad tawseel 3indkum bacher il 9ub7?"),
        ("demo-2", "abeeha twa9al bait ahli bacher, awal wagt 3indkum"),
    ),
}


@pytest.mark.parametrize("script", sorted(ASKED))
async def test_the_first_window_of_tomorrow_is_tomorrows(client: Any, script: str) -> None:
    for account, asked in ASKED[script]:
        auth = {"token": customer_token(account)} if account else {"guest": GUEST_A}
        turn = await send(client, asked, **auth)
        today = datetime.now(KUWAIT).date().isoformat()
        [card] = [block for block in turn.blocks if block["kind"] == "delivery_slots"] or [
            {"days": []}
        ]
        dates = [str(day["date"]) for day in card["days"]]
        assert dates and all(date > today for date in dates), (asked, kinds(turn), dates)
