"""A message that only blesses or bids farewell: "الله يحفظك ويخليك", "ربي يسعدك يا رب",
"allah y7f6ak w ykhaleek" (read "الله يحفطك و يخليك"), "god bless you", "take care".

In the Gulf a blessing said to whoever helped is how thanks and goodbye are said. Its verbs
("يحفظ", "يخلي", "يسعد") name nothing of the store, so the model may read them as a product
to look up; a blessing alone, addressed to the listener (the verb ends in "ك"), is thanks.
A blessing for someone else ("الله يحفظ عيالي") or beside a request ("الله يسعدك وين طلبي")
is not this.
"""

from __future__ import annotations

import re

# "الله يحفظك", "ربي يسعدك", "الله يبارك فيك", "يعطيك العافيه": a verb of God's addressed to
# the listener, with its chained "و..." ("ويخليك"); God is named, since a bare "يكفيك" (is
# it enough for you) asks
_ADDRESSED_VERB = r"ي\w+(?:ك|كي|كم|ج)(?:\s+(?:العافيه|خير|الخير|الجنه))?"
_ARABIC_BLESSING = (
    rf"(?:(?:الله|ربي|رببي|الله\s+تعالى)\s+(?:{_ADDRESSED_VERB}|ي\w+\s+(?:فيك|عليك|لك))"
    rf"|يعطيك\s+(?:الف\s+)?العافيه)(?:\s*و\s*{_ADDRESSED_VERB})*"
)
_LATIN_BLESSING = (
    r"(?:god|allah) bless(?: (?:you|u|ya)(?: all)?)?|bless (?:you|u|ya)|may (?:god|allah)"
    r" (?:keep|bless|protect|reward|help) (?:you|u)|take care(?: of yourself)?"
    r"|have a (?:good|nice|great|lovely|blessed) (?:one|day|night|evening|weekend)"
    r"|jazak ?allah(?: (?:khair|5air|khayr))?"
)
# What may stand beside it: thanks, a goodbye, an endearment, "amen"
_BESIDE = (
    r"شكرا|مشكور|مشكوره|تسلم|تسلمين|باي|مع السلامه|في امان الله|يا رب|يارب|امين|حبيبي|حبيبتي"
    r"|الغالي|يا الغالي|الغاليه|والله|ان شاء الله|thanks|thank you|thx|bye|amen|habibi|habibti"
    r"|dear|and|و"
)
_ONLY_BLESSES = re.compile(
    rf"^(?:(?:{_ARABIC_BLESSING}|{_LATIN_BLESSING}|{_BESIDE})(?:[\s,.!؟?]+|$))+$"
)
_A_BLESSING = re.compile(rf"(?<!\w)(?:{_ARABIC_BLESSING})(?!\w)|\b(?:{_LATIN_BLESSING})\b")


def only_blesses(text: str) -> bool:
    """Whether the (normalised, lower-case) message holds a blessing or a farewell and
    nothing but what may stand beside one."""
    text = text.strip()
    return bool(_ONLY_BLESSES.match(text)) and bool(_A_BLESSING.search(text))
