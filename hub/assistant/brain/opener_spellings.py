"""A correction's opening word misspelt: "actualy make it the 2kg one", "acually 3 not 2",
"actully no butter".

The readings of a correction look for "actually" before it; misspelt, it is a word the
catalogue lacks, and the correction is searched for as goods ("not found"). It is read as
the word meant, wherever it stands.
"""

from __future__ import annotations

from hub.assistant.brain.pattern import Pattern

# "actually" as typed in haste: a letter dropped, doubled or swapped
_ACTUALLY = Pattern(
    r"\b(?:actualy|actully|acually|actaully|acutally|actualyy|actuallly|actualli|akshually"
    r"|acctually|actuly|acutaly)\b"
)


def as_meant(text: str) -> str:
    """The (normalised) message with a misspelt "actually" read as it was meant."""
    return _ACTUALLY.sub("actually", text)
