"""Advice asked on an order, no goods named: "i could use some advice on my order", "ابي نصيحه
بخصوص طلبي", "abi nasee7a 7ag 6alabi". The shopper asks what can be done with an order; the
words "advice" and "order" name no goods, so a search finds none. What the assistant can do
answers it, as "help with my order" does."""

from __future__ import annotations

from hub.assistant.brain.bilingual import Bilingual

_ADVICE_ON_AN_ORDER = Bilingual(
    r"\b(?:advice|advise|advices|tips|guidance|suggestions?|nasee7a|nasee7ah|nasi7a|nasee7)"
    r"\s+(?:on|about|with|for|regarding|re|7ag|7g|bi|b|3an|fi|ma3)\s+"
    r"(?:my|the|our|this|il|el|al)?\s*(?:order|orders|6alabi|6alab|talabi|6lbi)\b",
    r"(?<!\w)(?:نصيحه|نصيحة|نصايح|استشاره|استشارة)\s+(?:(?:بخصوص|عن|في|حق|على|ب)\s+)?"
    r"(?:ب|في|ل)?(?:طلبي|الطلب|طلبيتي)(?!\w)",
)


def asks_advice_on_an_order(said: str) -> bool:
    """Whether the message asks advice on an order, in its words (lower-cased)."""
    return _ADVICE_ON_AN_ORDER.search(said) is not None
