"""The hour an order still to come is asked of, after its status: "what time exactly will it
get here", "يعني كم الساعة يوصل بالضبط؟", "chem il sa3a yoosal bil ta7deed?".

Asked again of the order just shown, the hour is a question the card answers only in
figures: "nothing new" is no answer to it. Its booked window is said in words, the day
with it, so a shopper with an errand can plan around it.
"""

from __future__ import annotations

from datetime import datetime

from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.turn import Turn

# The hour asked: "what time", "when exactly", "the exact time", "كم الساعة", "أي ساعة",
# "الساعة كم", "بالضبط", "بالتحديد" ("bil ta7deed" is read "بال تحديد")
_THE_HOUR = Gated(
    r"\b(?:what|which) (?:time|hour)\b|\bwhen exactly\b|\bexact(?:ly)? (?:time|when|hour)\b"
    r"|\bwhat'?s the (?:time|window)\b|\bround about when\b|\bbetween what\b"
    r"|(?<!\w)(?:كم|اي|أي|ا|اى)\s+(?:ال)?ساع[هة](?!\w)|(?<!\w)(?:ال)?ساع[هة]\s+كم(?!\w)"
    r"|(?<!\w)(?:بالضبط|بالتحديد|بال\s?(?:ضبط|تحديد|توحديد|تحديد)|تحديدا|بدقه|بدقة)(?!\w)"
)

_WINDOW = {
    "en": "It's booked to come {day} between {opens} and {closes}.",
    "ar": "موعد توصيله المحجوز {day} بين الساعة {opens} و{closes}.",
}
_DAYS = {
    0: {"en": "today", "ar": "اليوم"},
    1: {"en": "tomorrow", "ar": "باجر"},
}
_ARABIC_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")


def asked(turn: Turn) -> bool:
    """Whether the message asks the hour the order comes at."""
    return _THE_HOUR.search(turn.message.for_model.lower()) is not None


def said(turn: Turn, order_day: int | None, window: tuple[datetime, datetime] | None) -> str | None:
    """The booked window in words, of the day it opens; None without one."""
    if window is None:
        return None
    opens, closes = window
    day = _DAYS.get(order_day if order_day is not None else -1)
    if day is None:
        on = opens.strftime("%a %d %b")
        day = {"en": f"on {on}", "ar": f"يوم {opens.strftime('%d/%m').translate(_ARABIC_DIGITS)}"}
    hours = [moment.strftime("%H:%M") for moment in (opens, closes)]
    if turn.language == "ar":
        hours = [hour.translate(_ARABIC_DIGITS) for hour in hours]
    return _WINDOW[turn.language].format(day=day[turn.language], opens=hours[0], closes=hours[1])
