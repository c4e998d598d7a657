"""A count said in place of another: "3 kitkat not 4", "2 instead of 3", "خلها ٣ مو ٤",
"3 badal 4".

Such a message sets how many, whatever reason is given beside it ("they don't need that
many", "ما يحتاجون كل هذا"): the reason's "don't need" denies no goods, so the offer is
revised, never taken back or lowered by the count said.
"""

from __future__ import annotations

from hub.assistant.brain.pattern import Pattern

# a number, a few words of goods at most, a word of "rather than", another number
_COUNT_OVER = Pattern(
    r"(?<![\d.])\d+(?:\.\d+)?[^\d,،.;]{0,40}?"
    r"(?:\bnot\b|\binstead of\b|\brather than\b|\bmu\b|\bmo\b|\bmub\b|\bmsh\b|\bmish\b"
    r"|\bbadal\b|\bbdal\b|\bbidal\b|(?<!\w)(?:مو|مب|مش|بدال|بدل|عوض)(?!\w))"
    r"\s*(?:ال|el\s|al\s|the\s)?\s*\d"
)


_A_DIGIT = Pattern(r"\d")


def sets_a_count_over_another(said: str) -> bool:
    """Whether the message gives a count in place of another one it names."""
    # both counts are digits, and most messages hold none
    return _A_DIGIT.search(said) is not None and _COUNT_OVER.search(said) is not None
