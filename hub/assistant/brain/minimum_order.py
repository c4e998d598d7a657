"""The least an order must come to, asked of.

A question of the store's policy whose words are an order's ("min order"): one pattern,
asked of by the readings and by the skill that answers it.
"""

from __future__ import annotations

from hub.assistant.brain.pattern_grams import Gated

# The least an order must come to: "min order", "minimum basket", "الحد الادنى للطلب",
# "el 7ad el adna" (read "الاحد الادنا"), "اقل طلب"
_MINIMUM_ORDER = Gated(
    r"\b(?:min|minimum|mininum|minimun)\.?\s+(?:order|basket|cart|purchase)\b"
    r"|\border\s+minimum\b"
    r"|(?<!\w)(?:ال)?ا?حد\s+(?:ال)?اد(?:ني|نا|نى)(?!\w)"
    r"|\b(?:el|il|al)?\s*7ad\s+(?:el|il|al)\s*adna\b"
    r"|(?<!\w)اقل\s+(?:طلب|طلبيه|مبلغ)(?!\w)"
)


# Another minimum: a loan's, a card's, a bank's, a salary's ("المينيمم حق القرض", read "الحد
# الادني حق القرض"; "minimum payment on my card loan"), which the bare Arabic words also name
_ANOTHER_MINIMUM = Gated(
    r"\b(?:loan|loans|mortgage|installments?|salary|bank|credit card|interest|qar9|gar9)\b"
    r"|(?<!\w)(?:ال|لل|بال)?(?:قرض|قروض|قسط|اقساط|راتب|معاش|بنك|(?:ائ|اي)تمان(?:يه|ي)?|فايده|فوايد"
    r"|تمويل|سلفه)(?!\w)"
)


def asks_the_minimum(said: str) -> bool:
    """The least an order must come to, asked: an order of its words is no order described;
    a minimum of a loan or a card named beside it is not the store's."""
    return bool(_MINIMUM_ORDER.search(said)) and not _ANOTHER_MINIMUM.search(said)
