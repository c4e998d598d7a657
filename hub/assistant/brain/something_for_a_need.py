"""Something unnamed asked for by a need alone: "add something sweet with no sugar for my
dad", "زيد شي حلو بدون سكر حق امي", "7ot shay bdoon sukkar 7ag ubooy".

The cart's verb reads it as an add, and "sweet" ("حلو") or "sugar" searched alone find
sugar, chocolate or sweet potatoes. No product is named: only goods that meet the need may be
shown, or the shopper told honestly that we carry none.
"""

from __future__ import annotations

from hub.assistant.brain.needs import PREFERENCES, need_of
from hub.assistant.brain.pattern_grams import Gated

# A thing unnamed: "something", "anything", "شي", "اي شي", "shay" (Arabizi read "شي")
_SOMETHING = Gated(
    r"\b(?:something|anything|smth|sth|stuff)\b"
    r"|(?<!\w)(?:شي|شيء|شى|اي شي|أي شي|حاجه|اشياء)(?!\w)"
)


def something_for_a_need(text: str) -> bool:
    """Whether the message asks for something unnamed ("something sweet") that must meet a need
    no product may break: a diet or an allergen, not a preference."""
    need = need_of(text)
    if not (need.avoid or need.flags - PREFERENCES):
        return False
    return _SOMETHING.search(text) is not None
