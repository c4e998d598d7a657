"""A coupon said not to work: "the coupon isn't working", "الكود ما يشتغل", "el coupon ma
yeshta3'el", "FRESH10 says invalid"; or, right after a code was tried, asked why it did not
take: "why not?", "ليش ما يصير", "lesh ma ye9eer".

It names a code, so it reads like a request to apply or take one off; it is trouble with
one, which the store's coupon rule answers (a minimum basket, an end date, one per order)
with nothing proposed. Another business's code ("my shein code says invalid") stays theirs:
that is decided with the other businesses' names (`domain.names_another_business`).
"""

from __future__ import annotations

from hub.assistant.brain.bilingual import Bilingual

_CODE = r"(?:code|codes|coupon|coupons|promo|promos|voucher|vouchers|[a-z]+\d+)"
_FAILS = Bilingual(
    rf"\b{_CODE}\b(?: \w+){{0,3}} (?:is ?n[o']?t|does ?n[o']?t|doesnt|isnt|wont|won'?t|not|never"
    r"|did ?n[o']?t|didnt|was ?n[o']?t|wasnt)"
    r" (?:work\w*|valid|apply|applying|accepted|go(?:ing)? through)\b"
    rf"|\b{_CODE}\b(?: \w+){{0,3}} (?:says |is |shows |keeps saying )?(?:invalid|expired|rejected"
    r"|not valid|failed|an error)\b",
    r"(?:كود|الكود|كوبون|الكوبون|code|coupon|[a-z]+\d+)(?: \S+){0,3} (?:ما|مو|مب|مش)"
    r" ?(?:يشتغل|اشتغل|شغال|يمشي|مشى|مشي|ماشي|ينفع|نفع|يقبل|قبل|انقبل|يطبق|ركب|يركب|راضي)"
    r"|(?:كود|الكود|كوبون|الكوبون|code|coupon|[a-z]+\d+)(?: \S+){0,3} (?:غلط|خطا|منتهي|انتهى"
    r"|مرفوض|يطلع خطا|يقول غير صالح|غير صالح)",
)


def says_a_code_fails(text: str) -> bool:
    """Whether the (normalised, lower-case) message says a code does not work."""
    return bool(_FAILS.search(text))


# The requests that just tried a code: "why not?" next asks why it did not take
TRIED_A_CODE = frozenset({"apply_coupon", "clear_coupon"})
# "why not", "why isn't it working", "ليش ما يصير", "lesh ma yemshi" (read "ليش ما يمشي"):
# asked alone, nothing named, of the code just tried
_WHY_NOT = Bilingual(
    r"^(?:but |so |ok |okay )?(?:why|y) ?(?:not|no|is ?n[o']?t it|does ?n[o']?t it|wont it"
    r"|won'?t it|can'?t i|did ?n[o']?t it|not working|is it not)(?: \w+){0,3}\W*$",
    r"^(?:طيب |بس |اوكي |و)?(?:ليش|ليه|لماذا|شمعنى)(?: \S+)?"
    r" (?:ما|مو|مب|مش|لا) ?(?:يصير|صار|يشتغل|اشتغل|شغال|ينفع|نفع|يمشي|مشى|مشي|يطبق|انطبق|تطبق"
    r"|ركب|يركب|ينقبل|انقبل|يقبل|قبل|راضي|يرضى)(?: \S+){0,2}\W*$",
)


def asks_why_it_failed(text: str) -> bool:
    """Whether the (normalised, lower-case) message asks, nothing named, why something did
    not work: right after a code was tried, why that code did not take."""
    return bool(_WHY_NOT.search(text))
