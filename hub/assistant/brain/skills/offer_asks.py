"""An offer asked by what it asks of a basket or by its own code: "any code for big orders?",
"عندكم كود للطلبات الكبيره", "fi code lel 6alabat el kbeera", "متى ينتهي كود BABY15", "when
does SAVE3 end".

The offers' own words ("3 KWD off baskets over 25 KWD") rarely hold the shopper's ("big
orders"), and a code is no word of any product, so matching either against the catalogue
finds the wrong offer or none (a "big" water pack, then its offer). A code named picks its
own offer; a big basket asked picks the codes taken off the whole basket with the highest
minimum, which is what "for big orders" means of a store's codes.
"""

from __future__ import annotations

import re

from hub.assistant.brain.occasions import occasion_of
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.turn import Turn
from hub.record import Record

# A large basket, in the shopper's words: "big orders", "a large basket", "bulk",
# "stocking up", "الطلبات الكبيره", "طلبيه كبيره", "6alabat kbeera" (read "طلبت الكبيرا")
_BIG_BASKET = Gated(
    r"\b(?:big|bigger|large|larger|huge|bulk|big-?ticket)\s+(?:orders?|baskets?|carts?|shops?"
    r"|shopping|purchases?|spend(?:s|ing)?|amounts?)\b"
    r"|\b(?:orders?|baskets?|carts?) (?:over|above|of more than|more than)\b"
    r"|\bstock(?:ing)? up\b|\bspend(?:ing)? (?:a lot|more|big)\b"
    r"|(?<!\w)(?:ال|لل|ل)?(?:طلبات|طلبت|طلبيات|طلبيه|طلب|سله|السله|مشتريات|طلبيت)\s+"
    r"(?:ال)?(?:كبير|كبيره|كبيرا|كبار|جبير|جبيره|جبيرا|جبار|شبير|شبيره|شبيرا|كثير|كثيره|كثيرا)"
    r"(?!\w)"
)
# A shopper new to the store: "first time using the app", "new customer", "my first order",
# "اول مره", "اول طلب", "انا جديد", "العملاء الجدد" ("awal mara", "5asm lel jdod")
_NEWCOMER = Gated(
    r"\bfirst (?:time|order|purchase|buy|shop)\b|\bnew (?:here|customers?|users?|shoppers?|to (?:the|this|you))\b"
    r"|\b(?:i'?m|i am|am) new\b|\bnewcomers?\b"
    r"|(?<!\w)(?:ال)?اول (?:مره|مرا|مرة|طلب|طلبيه|order)(?!\w)|(?<!\w)(?:انا|احنا) (?:جديد|جديده|جدد)(?!\w)"
    r"|(?<!\w)(?:لل|ل )?(?:عملاء|زباين|زبائن|مستخدمين)? ?(?:ال)?(?:جدد|جدود)(?!\w)"
)
# The words an offer for a newcomer's order says of itself
_FOR_A_FIRST_ORDER = Pattern(r"\bfirst order\b", re.IGNORECASE)
# Latin words with their digits, as a code is written ("bbq10", "BABY15")
_WORDS = Pattern(r"[A-Za-z0-9]+")
_CODE_LIKE = Pattern(r"\b[A-Za-z]{2,}\d{1,3}\b")


def asks_for_a_big_basket(turn: Turn) -> bool:
    """The message asks after what a large basket earns."""
    return _BIG_BASKET.search(turn.message.for_model.lower()) is not None


def may_name_a_code(turn: Turn) -> bool:
    """A word written as codes are (letters then digits: "BABY15", "save3"): worth asking
    the store's offers after, which a message without one never is."""
    return turn.utterance.code is not None or _CODE_LIKE.search(turn.input.text) is not None


def code_named(turn: Turn, offers: list[Record]) -> Record | None:
    """The offer whose code the message names, in any case: "baby15", "BABY15"."""
    said = {word.upper() for word in _WORDS.findall(turn.input.text)}
    if turn.utterance.code:
        said.add(turn.utterance.code.upper())
    return next(
        (offer for offer in offers if str(offer.get("couponCode") or "").upper() in said), None
    )


def for_big_baskets(offers: list[Record]) -> list[Record]:
    """The codes taken off the whole basket, the one asking the largest basket first; only
    those with the largest minimum are what a big order earns beyond any order."""
    whole = [
        offer
        for offer in offers
        if offer.get("couponCode")
        and not offer.get("categoryId")
        and not offer.get("productIds")
        and int(offer.get("minSubtotal") or 0) > 0
    ]
    if not whole:
        return []
    largest = max(int(offer.get("minSubtotal") or 0) for offer in whole)
    return [offer for offer in whole if int(offer.get("minSubtotal") or 0) == largest]


def asked_by_condition(turn: Turn, offers: list[Record]) -> list[Record]:
    """The offers the message asks after by their code, by the basket they ask, or by the
    shopper they are for (a first order); none when it asks in none of these ways."""
    named = code_named(turn, offers)
    if named is not None:
        return [named]
    if asks_for_a_big_basket(turn):
        return for_big_baskets(offers)
    if _NEWCOMER.search(turn.message.for_model.lower()):
        return [offer for offer in offers if _FOR_A_FIRST_ORDER.search(_english(offer))]
    return []


def for_the_occasion(offers: list[Record], occasion: str) -> list[Record]:
    """The offers whose own words name the occasion ("Ghabga essentials: 20% off")."""
    return [offer for offer in offers if occasion_of(_english(offer).lower()) == occasion]


def _english(offer: Record) -> str:
    """An offer's English title and description, where its terms are said."""
    return " ".join(
        str(text.get("en") or "")
        for text in (offer.get("title"), offer.get("description"))
        if isinstance(text, dict)
    )


def say_conditions(turn: Turn, offers: list[Record]) -> None:
    """Each offer's own description, which says its code and the basket it asks."""
    for offer in offers:
        description = offer.get("description") or {}
        text = description.get(turn.language) if isinstance(description, dict) else None
        if isinstance(text, str) and text:
            turn.text_block(text)
