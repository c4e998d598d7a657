"""A message read without the date it names: "same as my order from 30th jan, need cleaning
stuff", "نفس طلبي يوم ١ نوفمبر". The day of the month is which order, never a count of one of
its lines ("30 jan" is no thirty of anything), so a change asked of the order's lines is read
from the rest of the words.
"""

from __future__ import annotations

import re

from hub.assistant.brain.order_dates import DATE_WORDS
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.utterance import Utterance

_DATED = Pattern(DATE_WORDS.pattern, re.IGNORECASE)  # "November 1" as typed


def without_the_date(utterance: Utterance) -> Utterance:
    """The message less its date phrase; the same message when it names no date."""
    undated = _DATED.sub(" ", utterance.raw)
    return utterance if undated == utterance.raw else Utterance(undated)
