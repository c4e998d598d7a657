"""The brain's patterns, compiled at their first use or in a started hub's background, find
what `re` finds; and every one of them compiles."""

from __future__ import annotations

import asyncio
import re

import pytest

import hub.assistant.brain  # noqa: F401 - every module's patterns made
from hub.assistant.brain.pattern import Pattern, compile_waiting, waiting

SOURCES = (
    (r"(?P<count>\d+)\s*(?:kg|كيلو)", 0),
    (r"\bmilk\b|حليب", re.IGNORECASE),
    (r"^\s*(?:yes|ok|اي)\s*$", re.IGNORECASE),
)
TEXTS = ("2 kg rice and 3 كيلو sugar", "MILK please", "ابي حليب", " ok ", "")


def found(match: re.Match[str] | None) -> tuple[tuple[int, int], dict[str, str]] | None:
    return None if match is None else (match.span(), match.groupdict())


@pytest.mark.parametrize(("source", "flags"), SOURCES)
def test_a_pattern_finds_what_re_finds(source: str, flags: int) -> None:
    ours, theirs = Pattern(source, flags), re.compile(source, flags)
    assert ours.pattern == source and ours.flags == flags
    for text in TEXTS:
        assert found(ours.search(text)) == found(theirs.search(text))
        assert found(ours.match(text)) == found(theirs.match(text))
        assert found(ours.fullmatch(text)) == found(theirs.fullmatch(text))
        assert [m.span() for m in ours.finditer(text)] == [m.span() for m in theirs.finditer(text)]
        assert ours.findall(text) == theirs.findall(text)
        assert ours.sub("_", text) == theirs.sub("_", text)
        assert ours.subn(lambda m: m.group(0).upper(), text) == theirs.subn(
            lambda m: m.group(0).upper(), text
        )
        assert ours.split(text) == theirs.split(text)


def test_a_bad_pattern_fails_at_its_first_use() -> None:
    broken = Pattern(r"(unclosed")
    with pytest.raises(re.error):
        broken.search("unclosed")
    del broken  # never left for the background compiling to meet


def test_every_pattern_of_the_brain_compiles() -> None:
    """A pattern's mistake shows when it is first used, no longer at import: here, at once."""
    asyncio.run(compile_waiting())
    assert waiting() == 0
