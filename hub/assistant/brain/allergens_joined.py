"""Allergens kept out together in one breath: "no peanuts or nuts", "بدون مكسرات ولا سمسم",
"bdoon nuts w sesame". The word after "no" is read as the need by its own pattern; those
joined onto it by "or", "and" or a comma are kept out as much, or the second is read as the
kind of goods asked and the very allergen is shown."""

from __future__ import annotations

from collections.abc import Callable

from hub.assistant.brain.pattern import Pattern

# What joins one allergen to the next, with the article or "بـ" the next may carry
_JOINED = Pattern(
    r"(?:\s*,\s*|\s*/\s*|\s+(?:or|and|nor|ولا|او|أو|و|wala|aw|w|o)\s+|\s+و(?=\w))"
    r"(?:any\s+|even\s+)?(\w+)"
    # ...not the goods asked of after it: "ما تاكل روبيان، السمك ينفع لها؟" (is the fish ok)
    r"(?!\s+(?:ينفع|يصلح|تنفع|تصلح|زين|اوكي|يناسب|تناسب|مناسب|ok|okay|fine|safe|alright)(?!\w))"
)


def joined_after(text: str, end: int, names: Callable[[str], str | None]) -> list[str]:
    """The words of allergens joined onto the one said before `end`, as written, in turn;
    the list stops at the first word that names no allergen ("no nuts and cheap")."""
    found: list[str] = []
    while (match := _JOINED.match(text, end)) and names(match.group(1)):
        found.append(match.group(1))
        end = match.end()
    return found
