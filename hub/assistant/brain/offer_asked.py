"""An offer asked of goods the shopper had before: "the Fine tissues like last month's, any
offer on them?", "is there a deal on the tide pods i got in my last order?", "الفيري اللي
طلبته المره اللي فاتت عليه عرض؟", "il fairy elli 6labta, 3alaih 3ard?".

The past order only says which goods are meant; the question is whether an offer runs on
them now, which the running offers answer. Read as an order asked after, it showed an old
order's card and no offer.
"""

from __future__ import annotations

from hub.assistant.brain.bilingual import Bilingual

_ASKED = Bilingual(
    r"\b(?:any|is there (?:a|an|any)|are there (?:any)?|got (?:a|an|any)|do you have (?:a|an|any))"
    r"(?: \S+)? (?:offers?|deals?|discounts?|promos?|promotions?|sales?|coupons?|codes?)"
    r" on\b"
    r"|\b(?:is|are) (?:it|they|that|those|these|them)(?: \S+)? (?:on (?:offer|sale|discount)"
    r"|discounted)\b",
    r"(?<!\w)(?:عليه|عليها|عليهم|عليهن|عليه ?ا?ي|فيه|في|اكو|في ?ه)\s+(?:اي |أي |شي )?"
    r"(?:عرض|عروض|خصم|خصومات|تخفيض|تخفيضات|اوفر)(?!\w)"
    r"|(?<!\w)(?:عرض|عروض|خصم|تخفيض|اوفر)\s+(?:عليه|عليها|عليهم|عليهن)(?!\w)",
)


def asks_an_offer_on_goods(said: str) -> bool:
    """Whether the message (as read for the model) asks if an offer runs on goods."""
    return _ASKED.search(said) is not None
