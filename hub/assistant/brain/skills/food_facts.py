"""A table of kitchen facts looked up by the food a message names.

The cooking times, keeping advice and substitutes are general knowledge, not store data, so
they live in small tables whose entries name their foods in English and Gulf Arabic (Arabizi
reaches them through the normaliser, which reads it in Arabic letters). An entry is chosen by
its longest name held whole by the message: "brown rice" before "rice".
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from hub.assistant.brain import matching
from hub.assistant.brain.normaliser import normalise


@dataclass(frozen=True, slots=True)
class Fact:
    names: tuple[str, ...]  # the food, as shoppers name it (normalised like their messages)
    en: str
    ar: str

    def text(self, language: str) -> str:
        return self.ar if language == "ar" else self.en


def fact(names: str, en: str, ar: str) -> Fact:
    """`names` separated by commas, in either language."""
    written = (name.strip() for name in names.split(","))
    return Fact(tuple(normalise(name).text for name in written if name), en, ar)


def best(tokens: Sequence[str], table: Sequence[Fact]) -> Fact | None:
    """The entry whose longest name the message holds whole, the first among equals."""
    chosen: Fact | None = None
    weight = 0
    for entry in table:
        hits = matching.phrase_hits(tokens, entry.names)
        if hits > weight:
            chosen, weight = entry, hits
    return chosen
