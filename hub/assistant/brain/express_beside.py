"""Express asked beside plain delivery: "how much is delivery to Fintas, and express?",
"التوصيل للفنطاس بكم؟ والسريع؟", "tawseel 7ag fintas b kam? w il express?".

Two fees are asked, the area's usual one and its express one; the express card alone answers
half. A message that names express after delivery, with "and" or a new question between them,
or that names the usual delivery beside express, asks both.
"""

from __future__ import annotations

import re

from hub.assistant.brain.bilingual import Bilingual

_EXPRESS = r"(?:express|exprees|اكسبرس|السريع)"
# Delivery or its fee, then "and"/a new question, then express: "delivery to X? o fee express"
_THEN_EXPRESS = Bilingual(
    r"\b(?:deliver\w*|shipping|fee|fees|charge|tawseel|tawsil|twseel|delivry)\b[^\n]*?"
    r"(?:[?,.;]|\band\b|\bw\b|\bo\b|\bplus\b|\balso\b|\bwhat about\b|\bhow about\b)\s*"
    r"(?:(?:the|il|el|wil|wel|for|with|by|fee|cost|price|of|b|bil|bel|how|much|is|about|kam|cham"
    r"|chem|jam|bkam)\s+){0,4}expre?ss\b",
    r"(?:التوصيل|توصيل|دليفري|رسوم|الرسوم)[^\n]*?(?:[?؟,،.]\s*(?:و\s*)?|\sو\s*)"
    r"(?:(?:رسوم|سعر|كم|بكم|جم|شكثر)\s+)?(?:ال|بال)?(?:سريع|اكسبرس)(?!\w)",
)
# The usual delivery named beside express: "normal or express", "العادي والسريع"
_USUAL = Bilingual(
    r"\b(?:normal|standard|regular|usual|3adi|3ady|aadi)\b",
    r"(?<!\w)(?:ال|و|وال)?عادي(?!\w)",
)


def asks_usual_and_express(*said: str) -> bool:
    """Whether the message, as typed or as read (each searched alone, lower-cased), asks both
    the usual and the express fee."""
    return any(
        re.search(_EXPRESS, text) is not None
        and bool(_THEN_EXPRESS.search(text) or _USUAL.search(text))
        for text in said
    )
