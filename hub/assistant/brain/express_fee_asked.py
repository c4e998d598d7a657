"""What express costs, asked in a question of its own beside a wish: "how much is express to
Salwa? I need it before my guests come", "بكم الاكسبرس للمنقف؟ ابيه يوصل قبل العزيمه",
"cham il express 7ag il jabriya? abeeh yoosal gabl il 3azeema".

The wish beside ("need it", "ابيه") reads as a change asked, and the model as express switched
on or off; the question asks its fee and time there, and a change is proposed only when one
is asked for.
"""

from __future__ import annotations

from hub.assistant.brain.pattern_grams import Gated

# Its price asked, the fee word before or after express: "how much is express", "express
# fee?", "what does express cost", "بكم الاكسبرس", "الاكسبرس جم", "cham il express" (read
# "جم ال express")
_ITS_FEE = Gated(
    r"\bhow much (?:is |for |does |would |will )?(?:the |an? )?express\b"
    r"|\bexpress(?: delivery)? (?:fee|cost|costs|price|charge|how much)\b"
    r"|\bwhat(?:'s| is| does) (?:the )?express(?: delivery)? (?:fee|cost|charge|price)\b"
    r"|(?<!\w)(?:كم|جم|چم|بكم|بجم|شكثر|سعر|رسوم)\s+(?:ال\s?)?(?:اكسبرس|express|توصيل\s+السريع)"
    r"(?!\w)"
    r"|(?<!\w)(?:ال\s?)?(?:اكسبرس|express)\s+(?:ب\s?كم|ب\s?جم|كم|جم|شكثر)(?!\w)"
)


def asks_its_fee(*said: str) -> bool:
    """Whether the message (lower-cased, as typed or as read) asks what express costs."""
    return any(_ITS_FEE.search(text) is not None for text in said)
