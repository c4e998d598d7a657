"""Whether a branch is open now, asked with it: "is the jabriya branch open now", "فرع حولي
فاتح الحين؟", "wain a8rab far3 lil jabriya w hal hw maftoo7 il7ain".

The branch card shows its hours, but "now" is a question of the clock: read from the hours
the store gives the branch ("Daily 7:00 am – 12:00 midnight", "Open 24 hours") against the
time in Kuwait, and said yes or no before the card. Hours written in no form read here say
nothing of now, and the card answers alone.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta

from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.turn import Turn
from hub.record import Record

_KUWAIT = timedelta(hours=3)  # no daylight saving
# "open now", "still open", "فاتح الحين", "مفتوح الحين", Arabizi "maftoo7 il7ain" (read
# "مفتوح الحين"), "fat7een?"
_NOW = Gated(
    r"\b(?:open|opened) (?:right )?now\b|\bstill open\b|\bopen at the moment\b"
    r"|\b(?:maftoo7|maftou7|maftu7|fat7|fate7|fati7|fat7een|fat7in)\b"
    r"|(?<!\w)(?:مفتوح|مفتوحه|فاتح|فاتحين|فاتحه)\s*(?:\S+\s+){0,2}?(?:الحين|الحينه|الان|هالحين"
    r"|حاليا|للحين|الحزه)(?!\w)"
    r"|(?<!\w)(?:الحين|الان|هالحين|للحين)\s+(?:\S+\s+){0,2}?(?:مفتوح|مفتوحه|فاتح|فاتحين)(?!\w)"
)
_ALL_DAY = Pattern(r"\b24 hours\b", re.IGNORECASE)
_SPAN = Pattern(
    r"(\d{1,2})(?::(\d{2}))?\s*(am|pm)\s*[–-]\s*(\d{1,2})(?::(\d{2}))?\s*(am|pm|midnight)",
    re.IGNORECASE,
)


def asks_open_now(turn: Turn) -> bool:
    return bool(_NOW.search(turn.typed_and_read.lower()))


def _minutes(hour: str, minute: str | None, half: str) -> int:
    h = int(hour) % 12
    if half.lower() == "pm":
        h += 12
    if half.lower() == "midnight":
        h = 24
    return h * 60 + int(minute or 0)


def open_at(branch: Record, now: datetime) -> bool | None:
    """Whether the branch is open at `now` by its hours; None when they say no span."""
    local = now.astimezone(UTC) + _KUWAIT
    return open_at_minute(branch, local.hour * 60 + local.minute)


def open_at_minute(branch: Record, minute: int) -> bool | None:
    """Whether the branch is open at that minute of a Kuwait day; None when its hours say
    no span."""
    hours = branch.get("hours")
    text = str(hours.get("en") if isinstance(hours, dict) else hours or "")
    if _ALL_DAY.search(text):
        return True
    span = _SPAN.search(text)
    if span is None:
        return None
    opens = _minutes(span.group(1), span.group(2), span.group(3))
    closes = _minutes(span.group(4), span.group(5), span.group(6))
    if closes <= opens:  # past midnight: "6:00 pm – 2:00 am"
        return minute >= opens or minute < closes
    return opens <= minute < closes


def say_if_open(turn: Turn, branches: list[Record]) -> None:
    """Yes or no for the one branch shown, when "now" was asked of it."""
    if len(branches) != 1 or not asks_open_now(turn):
        return
    state = open_at(branches[0], datetime.now(UTC))
    if state is not None:
        turn.say("branch_open_now" if state else "branch_closed_now")
