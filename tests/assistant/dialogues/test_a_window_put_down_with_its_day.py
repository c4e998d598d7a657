"""A delivery window put down with its day and a verb of putting, no goods, over a real socket
in Arabizi, Gulf Arabic and English: "ok 5alas, yoom el sabt 11-1 7e6ha", "خلاص، يوم السبت
١١-١ حطها", "ok saturday 11-1 put it". That day's window is answered (open, chosen at
checkout). Before, the verb read as goods to add and "I couldn't find that in our store" was
said. Goods with a day ("add 2 milk saturday 11-1") are still goods."""

from __future__ import annotations

from typing import Any
from uuid import uuid4

from tests.handlers.assistant_support import send


async def test_the_days_window_is_answered(client: Any) -> None:
    for message in (
        "ok 5alas, yoom el sabt 11-1 7e6ha",
        "خلاص، يوم السبت ١١-١ حطها",
        "ok saturday 11-1 put it",
    ):
        turn = await send(client, message, guest=uuid4().hex)
        slots = [b for b in turn.end["blocks"] if b["kind"] == "delivery_slots"]
        assert slots, (message, turn.end["content"])
        [day] = slots[0]["days"]
        assert [s["from"] for s in day["slots"]] == ["11:00"], (message, day)


async def test_goods_with_a_day_are_goods(client: Any) -> None:
    turn = await send(client, "add 2 milk saturday 11-1", guest=uuid4().hex)
    assert not [b for b in turn.end["blocks"] if b["kind"] == "delivery_slots"]
