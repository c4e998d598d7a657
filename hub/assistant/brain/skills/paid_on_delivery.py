"""The way to pay said beside a delivery's place and time: "send it to salmiya tmrw after 6,
i pay cash", "ودوه البيت بكرا العصر وبدفع كاش", "wadeha bait ahli bokra w badfa3 cash".

Paying is said there in passing, with the verb prefixed ("وادفع", "وبدفع") or in Arabizi
("badfa3"), which a question of paying alone rarely does; the way named is answered beside
the place and the windows, as it is when asked alone.
"""

from __future__ import annotations

from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.skills import paying
from hub.assistant.brain.turn import Turn

# Paying said in passing: "i pay cash", "paying by card", "وادفع", "وبدفع", "badfa3", "nedfa3"
_PAYING = Gated(
    r"\b(?:pay|paying|paid|payment|(?:b|a|n|t|ni|ne)?d?fa3|b?adf3|ba?dfa3|cash|card|knet)\b"
    r"|(?<!\w)(?:و|ف)?(?:ب|ا|ن|ت|ي)?دفع(?!\w)|(?<!\w)(?:و|ف)?(?:ال)?دفع(?!\w)"
)
# A card, no network named: "by card", "بالبطاقه", "b card"
_A_CARD = Gated(r"\bcard\b|(?<!\w)(?:و|ب|بال|ال)?(?:بطاقه|كارت|كرت)(?!\w)")


def ways_said(turn: Turn) -> list[str]:
    """The ways to pay the message names in passing; a card of no network named is a
    credit card, as the policy takes them."""
    said = turn.typed_and_read.lower()
    if not _PAYING.search(said) and not _A_CARD.search(said):
        return []
    ways = paying.ways_in(said)
    if not ways and _A_CARD.search(said):
        return ["credit card"]
    return ways


async def answer(turn: Turn) -> None:
    """Whether the way said is taken, beside what the delivery's answer showed."""
    await paying.pay_by(turn, ways_said(turn))
