"""Which of the store's codes saves the most on the cart: "which coupon saves me the most",
"what's the best code for my cart", "وش الكود اللي ينفع", "اي كود يوفر اكثر", "ay code
ywafir akthar"; and "apply the one that saves most", "حط اللي يوفر اكثر" right after the
offers were shown, which asks for that code applied.

Read on the message as typed and as read in Arabic (`Turn.typed_and_read`): Arabizi keeps
"code" in Latin letters beside its Arabic words.
"""

from __future__ import annotations

from hub.assistant.brain.bilingual import Bilingual
from hub.assistant.brain.pattern_grams import Gated

_CODE = r"(?:codes?|coupons?|promos?|promo codes?|vouchers?|discount codes?)"
_AR_CODE = r"(?:ال)?(?:كود|كوبون|بروموكود|برومو)"
# Saving the most, or working on this cart: "saves (me) (the) most", "best", "يوفر اكثر"
_MOST = (
    r"(?:saves?|saving)\s+(?:me\s+|us\s+)?(?:the\s+)?(?:most|more|biggest|best)"
    r"|(?:best|biggest|cheapest)|gives? (?:me )?(?:the )?(?:most|biggest|best)"
    r"|works?|applies|valid|can i use|should i use|is better"
)
_AR_MOST = (
    r"(?:يوفر|توفر|يوفرلي|يوفر لي|توفر لي)\s+(?:لي\s+)?(?:اكثر|اكثر شي|زياده)"
    r"|(?:اوفر|احسن|افضل|انسب)|(?:ينفع|يمشي|يشتغل|ينطبق)"
)
_ARABIZI_MOST = r"(?:ywaf+[ie]r|twaf+[ie]r)\s+(?:li\s+)?ak[6t]h?ar|a7san|af9al|ynfa3|yimshi|yemshi"
_ASKS = Bilingual(
    rf"\b(?:which|what|best|biggest)\b.{{0,25}}\b{_CODE}\b.{{0,30}}(?:{_MOST})"
    rf"|\b(?:the\s+)?(?:best|biggest)\s+(?:{_CODE}|discount)\b"
    rf"|\b{_CODE}\b.{{0,20}}\b(?:saves?|saving)\s+(?:me\s+)?(?:the\s+)?most\b"
    # Arabizi: "ay code ywafir akthar", "shno el code elli ynfa3"
    rf"|\b(?:ay|aya|ayy|shno|shu|wesh|wish)\s+(?:el\s+|al\s+|il\s+)?(?:code|coupon)s?\s+"
    rf"(?:elli\s+|eli\s+|illi\s+|ili\s+)?(?:{_ARABIZI_MOST})\b",
    rf"(?<!\w)(?:اي|أي|وش|شو|شنو|ايش)\s+(?:ال\s*)?(?:{_AR_CODE}|code|coupon)\s*"
    rf"(?:اللي|الي)?\s*(?:{_AR_MOST})"
    rf"|{_AR_CODE}\s+(?:اللي|الي)\s+(?:يوفر|توفر)\s+(?:لي\s+)?اكثر",
)
# "the one that saves most", "اللي يوفر اكثر", "elli ywafir akthar": of the offers just shown
_THE_ONE = Bilingual(
    r"\b(?:the one|whichever|whatever)\s+(?:that\s+|which\s+)?(?:saves?|gives?)\s+"
    r"(?:me\s+|us\s+)?(?:the\s+)?(?:most|more|biggest)\b|\bthe best one\b"
    rf"|\b(?:elli|illi|eli)\s+(?:{_ARABIZI_MOST})\b",
    r"(?<!\w)(?:اللي|الي)\s+(?:يوفر|توفر)\s+(?:لي\s+)?اكثر",
)
# Asked applied, not only named: "apply the best code", "حط اللي يوفر اكثر"
_APPLY = Gated(
    r"\b(?:apply|use|put|add|go with|give me)\b"
    r"|(?<!\w)(?:حط|حطه|حطها|طبق|طبقه|استخدم|ضيف|خله|7ot|6ab8|tab8|ist5dim)(?!\w)"
)


def asks_which_saves(text: str, *, offers_shown: bool) -> bool:
    """Whether the (lower-case) message asks which code saves the most on the cart; "the
    one that saves most" alone asks it only right after offers were shown."""
    return bool(_ASKS.search(text)) or (offers_shown and bool(_THE_ONE.search(text)))


def asks_it_applied(text: str) -> bool:
    """Whether the message asks the best code applied, not only named."""
    return bool(_APPLY.search(text))
