"""A question whether two coupons go together: "can FRESH10 be combined with the BBQ code?",
"اقدر استخدم كودين مع بعض؟", "FRESH10 yemshi ma3 el bbq code?" (read "... يمشي مع الببق
code").

It names a code, so it reads like a request to apply one; it asks the store's rule (one
coupon per order), which is answered from the policy with nothing proposed.
"""

from __future__ import annotations

from hub.assistant.brain.bilingual import Bilingual

_CODE = r"(?:code|codes|coupon|coupons|promo|promos|voucher|vouchers|[a-z]+\d+)"
_TOGETHER = Bilingual(
    rf"\b(?:combin\w*|stack\w*|together)\b.{{0,30}}\b{_CODE}\b"
    rf"|\b(?:both|two|2|multiple|more than one|another|second|other|extra|akthar min)\s+"
    rf"(?:promo\s+|discount\s+)?{_CODE}\b"
    rf"|\b{_CODE}\b.{{0,30}}\b(?:combin\w*|stack\w*|together|at once|at the same time|as well)\b"
    rf"|\b{_CODE}\b\s+(?:\w+\s+)?(?:work|go|goes|works|valid|ok)\s+(?:with|alongside)\b",
    r"(?<!\w)(?:كودين|كوبونين|الكودين|الكوبونين|اكثر من (?:كود|كوبون))(?!\w)"
    r"|(?:كود|كوبون|code|[a-z]+\d+).{0,30}(?:مع بعض|سوا|سوى|مع كود|مع الكود|مع كوبون|مع الكوبون"
    r"|مع ال\w+ (?:كود|code|كوبون))"
    r"|(?:يمشي|يمشون|ينفع|ينفعون|يشتغل|يشتغلون|يركب|يتجمع|اجمع|ادمج|انجمع)\s+مع\s+(?:ال)?\S*"
    r"\s*(?:كود|code|كوبون)|(?:يمشي|ينفع|يشتغل|يركب)\s+مع\s+[a-z]+\d+"
    r"|(?:كود|code|كوبون|[a-z]+\d+)\s+مع\s+(?:ال)?(?:كود|code|كوبون|[a-z]+\d+)",
)


def asks_to_combine(text: str) -> bool:
    """Whether the (normalised, lower-case) message asks if coupons combine."""
    return bool(_TOGETHER.search(text))
