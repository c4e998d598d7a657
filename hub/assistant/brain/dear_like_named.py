"""Goods of a kind asked for "not dear like" one named: "fish for dinner, not pricey like the
hamour", "ابي سمك للعشا بس مو غالي مثل الزبيدي", "abi sima4 bs mu ghali mithl il zubaidi".

A meal's word beside the kind ("للعشا", "for dinner") led the message to recipes, and no
recipe matched. The product named is the price to stay under: the kind's goods that cost
less, cheapest first (`skills.dear`).
"""

from __future__ import annotations

from hub.assistant.brain.pattern_grams import Gated

# "not pricey like", "مو غالي مثل", "mu ghali mithl" (read "مو غلي مثل" or kept in letters),
# "less pricey than", "cheaper than the hamour"
_NOT_DEAR_LIKE = Gated(
    r"\b(?:not|nothing|isn'?t|less|mu|mo|mub|mob)\s+(?:so\s+|too\s+|as\s+)?"
    r"(?:expensive|pricey|pricy|costly|ghali|ghaly|6ali)\s+(?:like|as|than|mithl|mithel|methl|zay)\b"
    r"|(?<!\w)(?:مو|مب|موب|مهب|مش|ما يكون|مايكون)\s+(?:غالي|غاليه|غلي|ghali)\s+"
    r"(?:مثل|زي|كما|كـ|شرات|شرا|mithl|methl)(?!\w)"
)
# ...and goods asked for at all: "what do you have", "شنو عندكم", "ابي", "i want"
_ASKS_GOODS = Gated(
    r"\b(?:what (?:do )?(?:you|u) (?:have|got)|what have (?:you|u) got|i want|i need|need|want"
    r"|looking for|any|abi|abgha|shnu 3indkom|sh3indkom)\b"
    r"|(?<!\w)(?:ابي|ابغي|ودي|شنو عندكم|شو عندكم|وش عندكم|عندكم|اريد)(?!\w)"
)


def not_dear_like_named(text: str) -> bool:
    """Whether the message asks for goods priced below one it names as dear."""
    said = text.lower()
    return _NOT_DEAR_LIKE.search(said) is not None and _ASKS_GOODS.search(said) is not None
