"""A coupon said not to work: "the coupon isn't working", "الكود ما يشتغل", "el coupon ma
yeshta3'el", "FRESH10 says invalid".

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
