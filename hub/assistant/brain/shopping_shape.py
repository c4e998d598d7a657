"""Whether a message is shaped as shopping: a question of stock or price, goods wanted, or a
count of them.

A word of ours inside a message (a brand, "milk", a meal, goods run out) says what it is
about, not that anything is asked of the store: "lays off 300 workers", "my vimto tweet went
viral", "my 2 year old refuses milk", "we are out of town". Readings that let such a word
make a message ours ask this first, so a story or another matter's question stays what it is.
"""

from __future__ import annotations

from hub.assistant.brain.pattern_grams import Gated

# Stock asked after: "do u have", "got any", "any pepsi?", "in stock", "عندكم", "متوفر"
_STOCK = Gated(
    r"\b(?:do|does|d) (?:you|u|ya|they) (?:have|has|got|sell|carry|stock)\b"
    r"|\b(?:you|u) (?:have|got|sell|carry)\b|\bgot any\b|\bhave you got\b"
    r"|\bany\b(?=[^.!?,]{0,30}\?)|\bin stock\b|\bavailable\b|\bis there (?:any|some)\b"
    r"|(?<!\w)(?:عندكم|عندكو|عندك|تبيعون|تبيعو|متوفر|متوفره|موجود|موجوده|يوجد|اكو|فيه|في)\b"
    r"(?=[^.!?,،]{0,30}[?؟])"
    r"|(?<!\w)(?:عندكم|عندكو|تبيعون|متوفر|متوفره|اكو)(?!\w)"
)
# Price asked: "how much", "price of", "بكم", "كم سعر"
_PRICE = Gated(
    r"\b(?:how much|prices?|costs?|cheapest|cheaper)\b"
    r"|(?<!\w)(?:بكم|بجم|كم سعر|كم السعر|سعر|اسعار|ارخص)(?!\w)"
)
# Goods wanted: "i want", "need", "get me", "add", "ابي", "ودي", "حطلي"
_WANT = Gated(
    r"\b(?:want|wanna|need|needs|get me|grab me|send me|bring me|buy|order|add|put in"
    r"|would like|i'?d like|looking for|pls add|please add)\b"
    r"|(?<!\w)(?:ابي|ابغي|ابغى|ابا|نبي|نبغي|بدي|اريد|ودي|محتاج|محتاجين|بغيت|اطلب|نطلب|ضيف|ضيفلي"
    r"|اضف|حط|حطلي|زيد|زيدلي|جيبلي|هاتلي)(?!\w)"
)
# A count of goods: "6 cans", "2 packs", "x3", "٣ علب"
_COUNT = Gated(
    r"\b\d+ ?(?:x|pcs|pieces?|packs?|cans?|bottles?|boxes?|cartons?|kg|kilos?|bags?)\b"
    r"|\bx ?\d+\b"
    r"|(?<!\w)[\d\u0660-\u0669]+ ?(?:حبه|حبات|علب|علبه|كرتون|كراتين|باكيت|كيس|اكياس|كيلو)(?!\w)"
)


def shaped_as_shopping(*texts: str) -> bool:
    """Whether any of the (lower-case) texts asks of stock or price, wants goods or counts
    them; the message as typed and as read are both given, as either may hold the shape."""
    return any(
        pattern.search(text) is not None
        for text in texts
        for pattern in (_STOCK, _PRICE, _WANT, _COUNT)
    )
