"""Delivery slots on Kuwait's calendar.

Kuwait keeps UTC+3 all year (no daylight saving), so a fixed offset gives its local dates
without a time-zone database. Slots are the store's fixed two-hour windows; a slot is
offered until it starts, so the picker never shows a window already under way. Nothing
else makes a slot unavailable, so the same clock always gives the same days.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date, datetime, time, timedelta, timezone
from typing import Any

KUWAIT = timezone(timedelta(hours=3), "Asia/Kuwait")


def slot_id(day: date, start: str) -> str:
    """`2025-03-01-09:00`: the Kuwait date and the slot's start, unique and readable."""
    return f"{day.isoformat()}-{start}"


def delivery_days(
    now: datetime, slot_hours: Sequence[tuple[str, str]], fee: int, days: int = 7
) -> list[dict[str, Any]]:
    """`[{date, slots: [{slotId, from, to, available, fee}]}]` from Kuwait's today on."""
    local_now = now.astimezone(KUWAIT)
    today = local_now.date()
    result = []
    for offset in range(max(days, 0)):
        day = today + timedelta(days=offset)
        slots = []
        for start, end in slot_hours:
            begins = datetime.combine(day, time.fromisoformat(start), tzinfo=KUWAIT)
            slots.append(
                {
                    "slotId": slot_id(day, start),
                    "from": start,
                    "to": end,
                    "available": begins > local_now,
                    "fee": fee,
                }
            )
        result.append({"date": day.isoformat(), "slots": slots})
    return result
