"""Trouble with paying told: "i have an issue with paying", "my card keeps getting declined at
checkout", "عندي مشكله بالدفع", "الكي نت ما يمشي", "ma agdar adfa3" (read "ما اقدر ادفع").

It names no goods and often no order, so it reads as a question of the payment policy or as
a complaint about the last order that came; neither is it. What happened is asked, and a
person who can see the payment is offered: no order is guessed at, no return window read.
Asking which ways the store takes ("can i pay by card?") is no trouble.
"""

from __future__ import annotations

from hub.assistant.brain.bilingual import Bilingual
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.text_once import of_a_text

_PAYING = (
    r"(?:pay|paying|payment|payments|checkout|check out|check-out|knet|k-net|card|credit card"
    r"|debit card|visa|mastercard|apple pay|transaction)"
)
_AR_PAYING = r"(?:ال ?)?(?:دفع|كي ?نت|knet|بطاقه|بطاقتي|فيزا|الفيزا|card|ابل باي|الدفعه|دفعه)"
PAYMENT_TROUBLE = Bilingual(
    # "a problem with the payment", "issue paying", "trouble at checkout"
    rf"\b(?:problems?|issues?|trouble|errors?|glitch)\b(?: \S+){{0,2}}"
    rf" (?:with |in |on |at |while |when |for )?(?:the |my |your )?{_PAYING}\b"
    # "the payment failed", "my card keeps getting declined", "knet isn't working"
    rf"|\b{_PAYING}\b(?: \S+){{0,3}} (?:failed|fails|failing|declined|rejected|not working"
    r"|isn'?t working|doesn'?t work|didn'?t work|won'?t (?:go through|work)|didn'?t go through"
    r"|not going through|gives? (?:me )?an error|shows? an error|is stuck|got stuck)\b"
    # "i can't pay", "it won't let me check out"
    r"|\b(?:can'?t|cannot|couldn'?t|unable to|not able to|won'?t let me|doesn'?t let me)"
    r" (?:\S+ )?(?:pay|check ?out|complete (?:the |my )?(?:payment|order))\b",
    # "عندي مشكله بالدفع", "خلل في الكي نت", "مشكلة مع البطاقه"
    rf"(?<!\w)(?:مشكله|مشكلة|مشاكل|خلل|خطا|خطأ)(?: \S+){{0,2}}? (?:في |مع |ب ?|وقت |عند )?{_AR_PAYING}"
    r"(?!\w)"
    # "الكي نت ما يمشي", "البطاقه انرفضت", "الدفع ما زبط"
    rf"|(?<!\w){_AR_PAYING}(?: \S+){{0,2}}? (?:ما ?(?:يمشي|تمشي|يشتغل|تشتغل|زبط|ضبط|مشى|مشي|قبل"
    r"|قبلت|رضى|رضت|صار|تم)|مو (?:راضي|راضيه|شغال|شغاله)|مرفوض|مرفوضه|مرفوصا|انرفض|انرفضت|رفض"
    r"|رفضت|فشل|فشلت|يعلق|علق|علقت|خربان|خربانه)(?!\w)"
    # "مو قادر ادفع", "ما قدرت ادفع", "ما يخليني ادفع"
    r"|(?<!\w)(?:ما|مو|مب|مش) ?(?:قادر|قادره|قدرت|اقدر|يخليني|تخليني|ينفع|زبط|ضبط)"
    r"(?: \S+)? (?:ادفع|الدفع|اكمل الدفع|اخلص الطلب|اكمل الطلب)(?!\w)",
)


# A card refused somewhere else is the bank's matter, not our checkout's: "my card got declined
# abroad", "at the atm", "on amazon", "البطاقه انرفضت بالسفر", "بالصراف"
_PAID_ELSEWHERE = Bilingual(
    r"\b(?:abroad|overseas|travell?ing|trip|holiday|vacation|airport|hotel|atm|cash machine"
    r"|bank(?:'s)? app|online shopping|amazon|talabat|netflix|restaurant|petrol|gas station"
    r"|another (?:shop|store|site|website|app)|other (?:shops|stores|sites|websites|apps)"
    # ...or paying what is not ours: the rent, a bill, a loan, school fees, at the mall
    r"|rent|loan|loans|installments?|tuition|school|university|mall|mortgage|eijar|ijar|qar9"
    r"|(?:phone|electricity|water|mobile|internet|utility|credit card) bills?|(?:school|uni) fees"
    # ...or a card kept by a cash machine: "my card got stuck in the machine"
    r"|(?:stuck|swallowed|eaten|trapped|kept) (?:in|by) (?:the |a )?machine)\b",
    r"(?<!\w)(?:برا|بره|بالخارج|الخارج|بالسفر|السفر|مسافر|مسافره|المطار|بالمطار|الفندق|بالفندق"
    r"|الصراف|بالصراف|امازون|طلبات|نتفلكس|المطعم|بالمطعم|البنزينه|محطه"
    r"|الايجار|ايجار|الاجار|اجار|الاجر|الكهربا|الكهرباء|القرض|قرض|القسط|قسط|الاقساط|اقساط"
    r"|المدرسه|المدارس|الجامعه|المول|بالمول)(?!\w)"
    # ...or a card kept by a cash machine: "البطاقه علقت بالمكينه", "بلعتها المكينه"
    r"|(?<!\w)(?:علقت|عالقه|علجت|بلعت|بلعتها|انبلعت|اكلتها)\s+(?:ب|في|داخل)?\s?(?:ال)?\s?(?:مكينه|مكينة|machine)"
    r"(?!\w)|(?<!\w)(?:بلعتها|بلعت|اكلت|اكلتها) (?:ال)?(?:مكينه|مكينة)(?!\w)",
)
# No trouble said, or trouble only wondered of: "no problem, i'll pay cash", "any problem if i
# pay by knet?", "مو مشكله ادفع كاش": a way to pay chosen or asked, taken out before the reading
_TROUBLE_WORDS = ("problem", "issue", "trouble", "مشكل", "مشاكل")  # of `_NO_TROUBLE`
_NO_TROUBLE = Pattern(
    r"\b(?:no|any|not an?|without|is (?:there|it) (?:a|an|any)) (?:problems?|issues?|trouble)\b"
    r"|(?<!\w)(?:مو|مب|مش|ما في|مافي|ماكو|ما كو|بدون|ما عندي|ماعندي|اي|أي) ?(?:مشكله|مشكلة|مشاكل)(?!\w)"
)


@of_a_text
def tells_of_it(said: str) -> bool:
    """Whether the message (as read for the model) tells of trouble with paying us."""
    if any(word in said for word in _TROUBLE_WORDS):  # as written: most messages hold none
        said = _NO_TROUBLE.sub(" ", said)
    return PAYMENT_TROUBLE.search(said) is not None and _PAID_ELSEWHERE.search(said) is None


# Money taken for an order that never came: "it got cancelled but the money was taken from my
# knet", "انلغى الطلب بس الفلوس انخصمت", "inlgha bs el floos in5am9at" (read "انلغي بس الفلوس
# انخمصت"): a charge the team checks, not how cancelling works
CHARGED_FOR_NOTHING = Bilingual(
    r"\b(?:cancell?ed|canceled|never (?:came|arrived))\b.{0,40}\b(?:but|and|yet|still)\b.{0,30}"
    r"\b(?:money|charged|paid|taken|took|deducted|debited|billed|knet|card)\b",
    r"(?<!\w)(?:انلغي|انلغى|انلغا|تكنسل|انكنسل|ملغي|ما وصل|ما جا)(?!\w).{0,40}"
    r"(?:بس|و|لكن|مع ان)\s*(?:ال ?)?(?:فلوس|المبلغ|مبلغ|فلوسي)?\s*\S*"
    r"(?:انخصم|انخصمت|انخمصت|انسحب|انسحبت|خصمتو|سحبتو|ماخذين|اخذتو|اخذو|نزلت|راحت)",
)


def charged_for_nothing(said: str) -> bool:
    """Whether the message tells of money taken for an order of ours cancelled or never come."""
    return CHARGED_FOR_NOTHING.search(said) is not None and _PAID_ELSEWHERE.search(said) is None
