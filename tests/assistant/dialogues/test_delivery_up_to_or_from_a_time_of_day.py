"""Delivery windows asked up to or from a time of the day named rather than an hour, over a
real socket in English, Gulf Arabic and Arabizi: "before noon" tomorrow is the morning's
windows, never the afternoon's its "noon" would name alone; "after lunch" the windows from
then on; "by 11" the window done by then; a part of the day alone stays that part."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import one
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


def _starts(turn: Any) -> list[int]:
    [day] = one(turn, "delivery_slots")["days"]
    return [int(str(slot["from"]).split(":")[0]) for slot in day["slots"]]


async def test_before_noon_tomorrow_is_the_mornings_windows(client: Any) -> None:
    for message, guest in (
        ("could the groceries get here tomorrow before midday", GUEST_A),
        ("ابيه يوصل باجر قبل الظهر", GUEST_B),
        ("mumkin ywasil bacher gabl el thuhr?", GUEST_B),
    ):
        starts = _starts(await send(client, message, guest=guest))
        assert starts and all(hour < 12 for hour in starts), (message, starts)


async def test_after_lunch_and_by_an_hour_and_a_part_of_the_day(client: Any) -> None:
    for message, guest, fits in (
        ("bring it tomorrow after lunch", GUEST_A, lambda hour: hour >= 13),
        ("وصلوه باجر بعد الغدا", GUEST_B, lambda hour: hour >= 13),
        ("abi el tawseel bacher ba3d il ghada", GUEST_B, lambda hour: hour >= 13),
        ("can it be with me by 11 tomorrow", GUEST_A, lambda hour: hour < 11),
        ("tomorrow evening delivery please", GUEST_A, lambda hour: hour >= 17),
    ):
        starts = _starts(await send(client, message, guest=guest))
        assert starts and all(fits(hour) for hour in starts), (message, starts)
