"""The cart named as where the goods go ("put them in the cart", "حطهم بالكارت", "7o6ha bil
sallah"), told from the cart asked about or emptied ("what's in my cart", "فضي السلة").

A message that only sends "it/them" to the cart right after an offer asks for that offer as
it was; the cart's name in it is no matter of the cart's own."""

from __future__ import annotations

import re

from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.turn import Turn

# "in the cart", "into my basket", "بالسلة", "في الكارت", "bil cart" (read "بال cart")
_INTO = Pattern(
    r"\b(?:in|into|to|onto)\s+(?:(?:my|the|ur|your)\s+)?(?:cart|basket|trolley)\b"
    r"|(?<!\w)(?:ب|في|ع|على|عل|لل)\s?(?:ال\s?)?(?:سله|سلة|سلتي|كارت|كارتي|cart)(?!\w)",
    re.IGNORECASE,
)
# Words beside it that send nothing more: "ok", "then", "the", "عيل", "خلاص"
_BESIDE = frozenset(
    {"ok", "okay", "then", "so", "yes", "yeah", "please", "pls", "the", "my", "in", "into",
     "اوكي", "طيب", "زين", "عيل", "خلاص", "يلا", "اي", "ايوه", "لو", "سمحت"}
)  # fmt: skip
_MOST_WORDS = 5


def sends_it_to_the_cart(turn: Turn) -> bool:
    """Only "put it/them in the cart", with a word of assent or two beside it: the cart is
    where the goods go, no other goods, count or question said."""
    if not turn.utterance.has("ADD") or not _INTO.search(turn.typed_and_read):
        return False
    text = _INTO.sub(" ", turn.message.text)
    words = [w for w in re.findall(r"\w+", text.lower()) if w not in _BESIDE]
    return len(words) <= _MOST_WORDS - 2
