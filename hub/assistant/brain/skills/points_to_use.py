"""How many points the shopper has, asked with the wish to spend them: "how many points have
i got? i want to use them on this order", "كم نقطة باقي لي؟ ابي استعملها بهالاوردر",
"kam ni8a6i? abi a9rifha".

The balance alone is `own_balance`'s, and how points work alone the FAQ's; asked together the
answer is using them on the cart, which says the balance first (and that the cart is empty
when it is). Read before the model's pick, which leans to how points work, to delivery, or
declines the loanwords.
"""

from __future__ import annotations

from hub.assistant.brain.bilingual import Bilingual
from hub.assistant.brain.once import while_read
from hub.assistant.brain.turn import Turn

_POINTS = Bilingual(
    r"\b(?:points|pts|loyalty)\b",
    r"(?<!\w)(?:ب|في|بال|و|وال|ال)?(?:نقاط\S*|نقطه|نقطة|نقط|بوينت\S*)(?!\w)",
)
_HOW_MANY_MINE = Bilingual(
    r"\bhow (?:much|many)\b.{0,30}\b(?:i|my|me)\b|\bwhat(?:'s| is) my (?:points|balance)\b",
    r"(?<!\w)(?:كم|جم|چم|شقد|شكثر|شصد|قديش)\s+(?:\S+\s+)?(?:عندي|لي|باقي|رصيدي|ظل|بقى|نقاطي)(?!\w)",
)
_TO_SPEND = Bilingual(
    r"\b(?:use|using|redeem\w*|spend|spending|apply|put) (?:them|it|those|these|my points|the points)\b",
    # "...ها" or "...هم" of the points: "استخدمها", "ast5dmhom" (read "استخدمهم")
    r"(?<!\w)(?:(?:استخدم|استعمل|اصرف|ابدل|استبدل|اطبق|احط|نستخدم|نصرف|نستعمل)(?:ها|هم)"
    r"|استفيد\s+من(?:ها|هم))(?!\w)",
)


@while_read
def asked(turn: Turn) -> bool:
    said = turn.message.for_model
    return all(p.search(said) is not None for p in (_POINTS, _HOW_MANY_MINE, _TO_SPEND))


def asks_the_count(turn: Turn) -> bool:
    """How many points the shopper has is asked ("جم عندي نقاط؟"), whatever else is: using
    them says the count first."""
    said = turn.message.for_model
    return _POINTS.search(said) is not None and _HOW_MANY_MINE.search(said) is not None
