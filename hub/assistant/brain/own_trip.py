"""Where the shopper is going, said as the reason of a request about an order: "cancel it,
plans changed, we're going to the chalet tonight", "الغيه، بنروح الشاليه", "cancel it, ra7een
il chalet" (read "رايحين ال chalet").

A saved place named after the shopper's own going is where they will be, not where an order
goes: read as the order's place it picks the order to the chalet over the one in talk. The
words of the trip are taken out before the places an order is named by are read. Only the
shopper's own going ("we", "بنروح", "رايحين") is: "the order going to the chalet", "الطلب
اللي رايح الشاليه" name the order by its place.
"""

from __future__ import annotations

from hub.assistant.brain.pattern import Pattern

# "we're going to the chalet", "i'm heading to my parents", "we will be at the chalet"
_ENGLISH = Pattern(
    r"\b(?:we|i|we're|were|i'm|im|we are|i am|we'll|i'll|we will|i will|gonna)\s+"
    r"(?:(?:are|am|be|now|all|just|actually|going to be|gonna be)\s+)?"
    r"(?:going|heading|off|travell?ing|driving|staying|spending \S+)\s+(?:to|at|in)?\s*"
    r"(?:the |my |our )?\S+"
    r"|\b(?:we|i)(?:'ll| will)? be (?:at|in) (?:the |my |our )?\S+"
)
# "بنروح الشاليه", "رايحين بيت اهلي", "بنطلع للشاليه", "بنكون بالشاليه", Arabizi "ra7een il
# chalet" read "رحين ال chalet"
_ARABIC = Pattern(
    r"(?<!\w)(?:رايحين|رحين|بنروح|بروح|نروح|راح نروح|بنطلع|طالعين|بنسافر"
    r"|مسافرين|بنكون|بنقعد|قاعدين)(?!\w)\s+(?:على |عل|ل|لل|ب|بال|في )?(?:ال ?)?\S+(?: \S+)?"
)

# ...and as typed in Arabizi, whose place word stays Latin ("ra7een il chalet", "bnroo7 el
# shaleh", "rayheen bait ahli")
_ARABIZI = Pattern(
    r"\b(?:ra7een|ra7yeen|rayheen|raye7een|ray7een|bnroo7|bnrou7|bnro7|nroo7"
    r"|bn6la3|6al3een|msafreen|bnkoon|bingoo3d)\s+(?:(?:3ala|3al|lil|l|bil|b|fi)\s+)?"
    r"(?:(?:il|el|al)\s+)?\S+(?:\s+\S+)?"
)


def without_trip(text: str) -> str:
    """`text` with the shopper's own going to a place left out."""
    return _ARABIC.sub(" ", _ARABIZI.sub(" ", _ENGLISH.sub(" ", text)))
