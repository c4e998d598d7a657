"""A card, an account or a device frozen, asked in a kitchen's word: "freeze my card pls",
"unfreeze my visa", "جمد بطاقتي", "abi ajamid el card mal el bank" (read "ابي اجمد ال card
مال ال bank"), "my phone keeps freezing".

The intent model hears "freeze" as food kept in the freezer and is sure of it, so the gate's
doubt alone does not decline it. What is frozen decides: a bank card, an account or a
screen is no food, and no answer of ours keeps it. "can i freeze bread", "اجمد اللبن" name
a food and stay the kitchen's storage answer.
"""

from __future__ import annotations

from hub.assistant.brain.bilingual import Bilingual

_FROZEN_THING = Bilingual(
    r"\b(?:un)?(?:freez\w*|froze\w*)\b(?: \S+){0,3}"
    r" (?:cards?|account|accounts|visa|mastercard|debit|credit|bank|knet|phone|iphone|laptop"
    r"|screen|pc|computer|salary|wallet app)\b"
    r"|\b(?:cards?|account|visa|phone|iphone|laptop|screen|pc|computer)\b(?: \S+){0,3}"
    r" (?:keeps? freezing|is frozen|got frozen|froze|frozen)\b",
    r"(?<!\w)(?:جمد|جمدو|جمدوا|اجمد|تجمد|يجمد|جمدت|مجمد|مجمده|تجميد)\w*"
    r"(?: \S+){0,3} (?:ال)?(?:بطاق\w*|بطغ\w*|حساب\w*|حسب\w*|card|visa|bank|كي ?نت|فيزا|تلفون\w*)"
    r"|(?<!\w)(?:بطاق\w*|حساب\w*|حسب\w*|تلفون\w*)(?: \S+){0,3} (?:مجمد|مجمده|متجمد|انجمد)(?!\w)",
)


def freezes_no_food(text: str) -> bool:
    """Whether the (normalised, lower-cased) message freezes a card, an account or a
    device rather than a food."""
    return bool(_FROZEN_THING.search(text))
