"""An offer asked to count on an order already placed, named by no code: "does the bbq offer
work on my chalet order?", "عرض الشوي ينفع على طلب الشاليه؟", "fi offer 7ag il la7am, yemshi
3ala order il chalet?" (read "يمشي على order ال chalet").

Read as the offers asked, it shows the offer and never says the order can't take it: an offer
or code goes on the cart before checkout, none on an order placed. Said so, with the offer the
message names beside it (`open_order_talk`); which order is meant `open_orders` decides.
"""

from __future__ import annotations

from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.turn import Turn
from hub.errors import HubError
from hub.record import Record

_AN_OFFER = Gated(
    r"\b(?:offers?|deals?|discounts?|promos?|promotions?|sales?|codes?|coupons?|vouchers?)\b"
    r"|(?<!\w)(?:ال)?(?:عرض|عروض|خصم|تخفيض|تخفيضات|كود|كوبون|اوفر|ديل)(?!\w)"
)
# counted on it: "work on", "apply to", "count for", "ينفع على", "يمشي على", "يصير على"
_ON_IT = Gated(
    r"\b(?:work|works|apply|applies|applied|count|counts|valid|go|use it|use them|get it)"
    r" (?:\S+ )?(?:on|to|for|with)\b"
    r"|(?<!\w)(?:ينفع|ينفعون|يمشي|يمشون|يصير|يشتغل|ينطبق|ينحسب|ينحط|يسري|استخدمه|استعمله|احطه)"
    r"\s+(?:\S+\s+)?(?:على|علي|ع|مع|في|حق)(?!\w)"
)
_FLOOR = 3  # words shorter than this name no offer ("on", "ال")
# words of every offer's title, naming none of them
_EVERY_OFFERS = frozenset(
    {"off", "the", "and", "your", "any", "for", "with", "offer", "offers", "deal", "weekend",
     "order", "orders", "first", "basket", "baskets", "عرض", "عروض", "خصم", "على",
     "علي", "مع", "لكل", "العرض", "طلب", "طلبك", "الطلب", "اول", "أول", "السلة", "السله"}
)  # fmt: skip


def asks_it(turn: Turn) -> bool:
    """Whether the message asks an offer or code to count on an order (the order named is
    checked by the caller)."""
    said = turn.typed_and_read
    return bool(_AN_OFFER.search(said) and _ON_IT.search(said))


async def named_offers(turn: Turn) -> list[Record]:
    """The offers the message names by their code or the words of their title ("bbq",
    "الشوي"); none when it names none."""
    try:
        offers = await turn.store.offers()
    except HubError:
        return []
    said = {word.strip("?!.,؟،") for word in turn.typed_and_read.split()}
    said = {word for word in said if len(word) >= _FLOOR}
    named = []
    for offer in offers:
        code = str(offer.get("couponCode") or "").lower()
        titles = offer.get("title") or offer.get("name") or {}
        words = {
            word.strip(":،,").lower()
            for title in (titles.values() if isinstance(titles, dict) else [titles])
            for word in str(title).split()
        }
        words = {word for word in words if len(word) >= _FLOOR} - _EVERY_OFFERS
        if (code and code in said) or said & words:
            named.append(offer)
    return named
