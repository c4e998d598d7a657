"""Several orders asked after at once: "what's the status of my orders today", "عندي اوردرين
اليوم، شنو وضعهم", "shakhbar 6alabati" (read "شخبار طلباتي"). A plural or dual of the order
word asks of each one still to come, not of one to be picked by the day said: the day is
where they all are ("today's"), and "none fits all of that" would deny what was asked.
"""

from __future__ import annotations

from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.turn import Turn

# "orders", "both orders", "the two orders", "طلباتي", "الطلبين", "اوردرين", "ordereen" (read
# "اردرين"), "الطلبات اللي عندي"
_SEVERAL = Gated(
    r"\b(?:my|both|the|our|two|2|today'?s|tonight'?s|open|current) (?:\S+ )?orders\b"
    r"|\borders (?:today|i have|of mine)\b|\bboth of them\b"
    r"|(?<!\w)(?:ال)?(?:طلباتي|طلباتنا|طلبين|طلبيتين|اوردرين|اردرين|اوردرات|اوردراتي"
    r"|طلبياتي)(?!\w)"
    r"|(?<!\w)(?:ال)?طلبات\s+(?:اللي|الي|مالي|حقتي|اليوم)(?!\w)"
)


def asks_several(turn: Turn) -> bool:
    """The message names the shopper's orders in the plural, none of them by number."""
    return turn.utterance.order_number is None and bool(_SEVERAL.search(turn.typed_and_read))
