"""What the store has for someone's diet, asked beside news of them ("my friend is vegan and
eating with us, what have you got for her", "صديقتي نباتيه وبتتعشى عندي، شنو عندكم لها",
"9adeegti vegan w bit3ashe ma3ay, shno 3indkum"): the company and the meal lean the gate to
another matter, yet a need the shelves meet, asked as what we have, is a search of ours."""

from __future__ import annotations

from hub.assistant.brain.needs import need_of
from hub.assistant.brain.pattern_grams import Gated

# "what do you have", "what have you got", "what can you offer", "شنو عندكم", "وش عندك"
_WHAT_YOU_HAVE = Gated(
    r"\bwhat (?:do (?:you|u) have|have (?:you|u) got|(?:you|u) got|can (?:you|u) offer"
    r"|(?:do )?(?:you|u) (?:sell|carry|stock))\b"
    r"|\b(?:anything|something) (?:you have|in stock)\b"
    r"|(?<!\w)(?:شو|شنو|وش|ايش|شنهو) (?:في )?(?:عندكم|عندك|تبيعون|متوفر)(?!\w)"
)


def asked(text: str) -> bool:
    """Whether the message asks what we have for a need it names (vegan, gluten-free...)."""
    return _WHAT_YOU_HAVE.search(text) is not None and bool(need_of(text))
