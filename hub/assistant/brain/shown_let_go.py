"""Goods in view let go, after why: "nah those are too big for him. forget the diapers", "لا
كبيرة عليه، خلاص ما ابي الحفاظات", "la2 kbar 3aleh, 5alas mabi il 7afa6at" (read "خلاص مبي
الحفاظات"), "too pricey, skip the cheese", "ok no diapers then", "خلاص بدون حفاضات".

The goods named are the ones just shown, so the message reads as picking among them ("which
one do you mean?") or as a search for them; but the shopper has done with them. Nothing was
offered or put in the cart, so there is nothing to take back: it is acknowledged, and nothing
is shown or proposed.
"""

from __future__ import annotations

import re

from hub.assistant.brain.pattern import Pattern

# The last sentence: goods let go by name, with nothing after but "then", "for now"
_LETS_GO = Pattern(
    r"(?:^|[.!?,،؟]\s*|\s(?:so|just|ok|okay)\s+)"
    r"(?:(?:ok|okay|no|nah|so|just|then|actually)\s+)*"
    r"(?:forget|skip|never ?mind)\s+(?:about\s+)?(?:the|those|these)\s+"
    # ...never a line, an order or a code pointed at ("skip the last line")
    r"(?!(?:last|first|second|third|other|code|coupon|points|order|line|one|delivery|slot)\b)"
    r"[a-z]+(?:\s+[a-z]+)?"
    r"(?:\s+(?:then|for now|altogether|completely))?[\s.!]*$"
    r"|(?:^|[.!?,،؟]\s*)(?:(?:لا|خلاص|اوكي|طيب|و)\s+)*"
    r"(?:(?P<unwanted>ما ابي|مابي|مبي|ما ابغي|مابغي|ما نبي|ما احتاج)|انسي|انسى|بلاش)\s+ال\S+"
    r"(?:\s+(?:خلاص|بعدين|الحين))?[\s.!]*$"
    # done without them: "ok no diapers then", "خلاص بدون حفاضات", "5alas bala 7afa9at"
    r"|(?:^|[.!?,،؟]\s*|\s(?:so|just|ok|okay)\s+)(?:(?:ok|okay|fine|alright|so|nah|no)\s+)*"
    r"(?:no|without)\s+(?:the\s+)?"
    r"(?!(?:last|first|second|third|other|code|coupon|points|order|line|one|delivery|slot)\b)"
    r"[a-z]+(?:\s+[a-z]+)?\s+(?:then|for now|after all)[\s.!]*$"
    r"|(?:^|[.!?,،؟]\s*)(?:(?:لا|اوكي|طيب|و)\s+)*خلاص\s+(?:بدون|بلا|بلاش|من غير)\s+\S+"
    r"(?:\s+(?:خلاص|بعدين|الحين|اجل|عيل))?[\s.!]*$",
    re.IGNORECASE,
)
# Every English way of letting go holds one of these ("no diapers then", "no cerelac for
# now" their "no"); the Arabic ones a letter outside ASCII
_LETTING_GO = ("forget", "skip", "never", "no", "without")
# ...and before it, only why: no goods asked for, counted or put anywhere
_ASKS_TOO = Pattern(
    r"\b(?:add|put|give|get|want|need|show|instead|rather|but)\b|\d"
    r"|(?<!\w)(?:ابي|ابغي|عطني|حط|ضيف|زيد|بدال|بدل|بس)(?!\w)",
    re.IGNORECASE,
)


def lets_shown_goods_go(text: str) -> bool:
    """Whether the (normalised) message ends by letting goods it names go, after nothing but
    why (never "add the milk, forget the bread": that adds)."""
    if text.isascii() and not any(word in text.lower() for word in _LETTING_GO):
        return False
    found = _LETS_GO.search(text)
    if found is None:
        return False
    before = text[: found.start()]
    if found.group("unwanted") and not before.strip() and "خلاص" not in found.group(0):
        return False  # "ما ابغى البني" alone rules a kind of the shown out; it lets none go
    # "hes only 11 kilo" is why: a weight of the child, no count of goods
    return _ASKS_TOO.search(re.sub(r"\d+(?:\.\d+)?\s*(?:kilo|kg|كيلو)", "", before)) is None
