"""Another matter asked in a word the store also uses: a visa for a trip (the card's name), a
hotel's checkout time (the cart's checkout), the taxes' deadline (a delivery slot's "موعد"),
learning to code (a coupon's code), a blood sugar reading (the sugar we sell), a tie to wear,
a tap that drips.

The intent model reads the store's word and a card follows ("a7taj visa 7ag turkia?" as the
ways to pay, "متى اخر موعد للضرايب" as the delivery slots), though the message names a trip, a
hotel, a tax, a lesson, a body or a house, which no grocer answers; such a message is declined.
"""

from __future__ import annotations

from hub.assistant.brain.assistants_errands import asks_ours_beside
from hub.assistant.brain.bilingual import Bilingual

_COUNTRIES = (
    r"(?:turkey|turkia|uk|britain|england|london|us|usa|america|schengen|europe|georgia"
    r"|egypt|india|japan|china|canada|australia|thailand|malaysia|dubai|uae|saudi|qatar)"
)
_ANOTHER_MATTER = Bilingual(
    # a visa for a country, a hotel's checkout or check-in
    rf"\b(?:visa|visas) (?:to|for|7ag|l) {_COUNTRIES}\b|\b(?:tourist|travel|work|student) visa\b"
    r"|\bcheck-?(?:out|in) time\b.{0,30}\b(?:hotel|hilton|marriott|sheraton|hyatt|radisson"
    r"|resort|four seasons|jumeirah|motel|hostel)\b"
    r"|\b(?:hotel|hilton|marriott|sheraton|hyatt|radisson|resort)\b.{0,30}\bcheck-?(?:out|in)\b"
    # taxes, learning to code, a blood sugar reading
    r"|\b(?:income tax|tax (?:return|deadline|filing|refund)|file (?:my |our )?taxes)\b"
    r"|\blearn (?:to code|coding|how to code)\b",
    # ...as typed in Arabic: "فيزا لتركيا", "visa حق توركا" (Arabizi read), "الضرايب", "كرفته",
    # "الحنفيه تخر", "السكر عندي 180"
    r"(?<!\w)(?:فيزا|visa)\s+(?:حق\s+|ل)(?:ال)?(?:تركيا|توركا|بريطانيا|لندن|امريكا|اوروبا|جورجيا"
    r"|مصر|الهند|كندا|استراليا|تايلند|ماليزيا|دبي|الامارات|السعوديه|قطر|شنغن)(?!\w)"
    r"|(?<!\w)(?:ل|لل|ال)?(?:ضرايب|ضرائب)(?!\w)|(?<!\w)(?:اقرار|الاقرار) (?:ال)?ضريبي(?!\w)"
    r"|(?<!\w)(?:ال)?(?:كرفته|كرافته|كرفتات)(?!\w)"
    r"|(?<!\w)(?:ال)?(?:حنفيه|حنفيا)\s+(?:تخر|تقطر|تهرب|خربانه|خربت)(?!\w)",
)
# A body's reading: "my blood sugar is 180", "السكر عندي 180"; goods asked beside it ("عندكم
# بسكويت بدون سكر") are ours
_A_BODYS_READING = Bilingual(
    r"\bblood (?:sugar|glucose) (?:reading|level|is)\b",
    r"(?<!\w)(?:ال)?سكر\s+(?:عندي|عنده|عندها|عند\s+\S+)\s+\d{2,3}(?!\w)",
)


def another_matter_in_our_words(text: str) -> bool:
    """Whether the (normalised, lower-case) message asks of a trip, a hotel, a tax, a lesson
    in code, a body's reading, a tie or a tap, in a word the store also uses."""
    if _ANOTHER_MATTER.search(text) is not None:
        return True
    return _A_BODYS_READING.search(text) is not None and not asks_ours_beside(text)
