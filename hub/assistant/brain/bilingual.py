"""Patterns kept as their two scripts' halves, each searched only where its script is.

Most of the brain's patterns of shape name their words in both scripts: English and Arabizi
in Latin letters, Gulf Arabic in Arabic ones. Python's `re` tries every alternative at every
position of the text, so an English message paid for each Arabic word at each of its
letters, and an Arabic one for each English word: searching an English message with only
a pattern's Latin half takes a third to a quarter of the time. A `Bilingual` pattern finds
a match exactly when the two halves joined by `|` would: a half that cannot match a message
(it holds none of the half's letters, or none of the pieces of text it needs:
`pattern_grams`) is not searched.

What each half may hold (checked over every pattern by tests/assistant/brain/test_bilingual.py):
every alternative of `latin` consumes an ASCII letter, and every alternative of `arabic` a
character outside ASCII. An alternative that needs neither ("&", a bare number) belongs to
neither half, so such a pattern stays one `re.Pattern`.
"""

from __future__ import annotations

import re

from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.pattern_grams import Gated, Needed

_LATIN_LETTER = Pattern(r"[A-Za-z]")


class Bilingual:
    """A pattern read as `latin|arabic`, for its truth only: `search` gives a match of one
    half, not necessarily the leftmost of the whole, so nothing may read its groups or its
    place."""

    __slots__ = ("_arabic", "_latin")

    def __init__(self, latin: str | None = None, arabic: str | None = None) -> None:
        self._latin = Gated(latin) if latin else None
        self._arabic = Gated(arabic) if arabic else None

    @property
    def latin(self) -> re.Pattern[str] | None:
        return self._latin.pattern if self._latin else None

    @property
    def arabic(self) -> re.Pattern[str] | None:
        return self._arabic.pattern if self._arabic else None

    @property
    def latin_grams(self) -> Needed | None:
        return self._latin.grams if self._latin else None

    @property
    def arabic_grams(self) -> Needed | None:
        return self._arabic.grams if self._arabic else None

    def halves(self) -> tuple[Gated, ...]:
        """Its halves, for a check of several patterns at once (`pattern_grams.Either`)."""
        return tuple(half for half in (self._latin, self._arabic) if half is not None)

    def search(self, text: str) -> re.Match[str] | None:
        latin = self._latin
        if text.isascii():  # known to the string, without reading it: the Latin half alone
            return None if latin is None else latin.search(text)
        if latin is not None and _LATIN_LETTER.search(text):
            found = latin.search(text)
            if found is not None:
                return found
        return None if self._arabic is None else self._arabic.search(text)
