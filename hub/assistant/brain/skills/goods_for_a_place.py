"""Goods wished for a place, not the cart sent there: "ابي تمر للدوام، شنو اكو غير الخلاص؟"
(dates for the office, and what there is besides the Khalas), "abi gahwa lil dawam", "i want
dates for the office". The model hears an order to a saved place, or the working hours, in
"للدوام"; with goods named and no word of delivering, an address or an order, the message
asks for the goods."""

from __future__ import annotations

import re

from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.skills.common import quiet_search, unmet_words
from hub.assistant.brain.turn import Turn

# the readings a place said beside goods is heard as
_PLACE_READINGS = frozenset({"select_address", "hours"})

# a word of the order or its delivery: then the place is where it goes
_SENT = Pattern(
    r"\b(?:order|deliver\w*|send|address|ship|cart|basket|sala|salla)\b"
    r"|(?<!\w)(?:ال)?(?:طلب\w*|اطلب|توصيل|وصل\w*|يوصل\w*|عنوان\w*|ارسل\w*|دزوا?|سل[هة]|سلتي)(?!\w)",
    re.IGNORECASE,
)

# the place's own words, which name no goods
_PLACES = frozenset(
    {"الدوام", "دوام", "الشغل", "شغل", "المكتب", "مكتب", "العمل", "البيت", "الشاليه", "office",
     "work", "home", "house", "chalet"}
)  # fmt: skip


async def asked(turn: Turn, intent: str) -> bool:
    """Whether a message read as a place's names goods wished for it instead."""
    utterance = turn.utterance
    if intent not in _PLACE_READINGS or _SENT.search(turn.typed_and_read):
        return False
    if not utterance.has("PLACE") or utterance.has("ADDRESS", "DELIVER"):
        return False
    goods = [word for word in utterance.topic if word not in _PLACES]
    if not goods:
        return False
    hits = await quiet_search(turn, " ".join(goods))
    return bool(hits) and not unmet_words(goods, hits[:1], sound_alike=False)
