"""A pattern is searched only in a text holding a piece it needs, and finds what it did.

`pattern_grams` reads from a pattern's parse the three-letter pieces (or the whole of a
shorter word) every match holds one of; a text holding none of them is not searched. That
is exact only if no match can do without them: checked here on patterns built to catch a
wrong reading, and for every gated pattern of the brain on every corpus message, its
normalised forms and word salads.
"""

from __future__ import annotations

import gc
import importlib
import pkgutil
import re
from collections.abc import Iterator

import pytest

import hub.assistant.brain
from hub.assistant.brain.bilingual import Bilingual
from hub.assistant.brain.pattern_grams import (
    GRAM,
    Either,
    Gated,
    forget,
    grams_needed,
    grams_of,
    pieces_of,
)
from tests.assistant.brain.test_bilingual import _messages


def _gated() -> Iterator[tuple[str, Gated]]:
    seen: set[int] = set()
    for module in pkgutil.walk_packages(hub.assistant.brain.__path__, "hub.assistant.brain."):
        for name, value in vars(importlib.import_module(module.name)).items():
            found = [value] if isinstance(value, Gated) else []
            if isinstance(value, tuple):  # kinds and their patterns: (("bbq", Gated), ...)
                found = [part for item in value if isinstance(item, tuple) for part in item]
            for i, pattern in enumerate(p for p in found if isinstance(p, Gated)):
                if id(pattern) not in seen:
                    seen.add(id(pattern))
                    yield f"{module.name}.{name}[{i}]", pattern


GATED = dict(_gated())
EITHERS = {
    f"{module.name}.{name}": value
    for module in pkgutil.walk_packages(hub.assistant.brain.__path__, "hub.assistant.brain.")
    for name, value in vars(importlib.import_module(module.name)).items()
    if isinstance(value, Either)
}


@pytest.mark.parametrize(
    ("pattern", "strings"),
    [
        (r"\bmilk\b", {"milk"}),
        (r"\b(?:how|what)\s+much\b", {"much"}),
        (r"(?:a|an) (?:apple|orange)", {"a apple", "a orange", "an apple", "an orange"}),
        (r"deliver\w*|(?<!\w)التوصيل(?!\w)", {"deliver", "التوصيل"}),
        (r"colou?r", {"color", "colour"}),
        (r"(?:milk|bread)+ please", {" please"}),
        (r"\bat\b|\bmilk\b", {"at", "milk"}),  # a word too short for a piece is its own
        (r"(?<!\w)(?:او|ولا)(?!\w)", {"او", "ولا"}),
    ],
)
def test_the_pieces_a_pattern_needs_are_read_from_it(pattern: str, strings: set[str]) -> None:
    """Of each string a match may hold, two of its pieces: one in each set."""
    needed = grams_needed(pattern)
    assert needed is not None
    for pieces in needed:
        assert all(any(piece in string for string in strings) for piece in pieces)
        assert all(any(piece in string for piece in pieces) for string in strings)
    assert "ال" not in "".join(needed[0])  # the article most Arabic texts hold is no piece


@pytest.mark.parametrize(
    "pattern",
    [
        r"(?i)milk",  # another case of a letter matches
        r"(?i:milk)s?",
        r"(mi)\1lk|[A-Z]",  # a back reference
        r"[A-Z]+",
        r"MILK|",  # the empty alternative matches anything
        r"(?:milk)?",
    ],
)
def test_a_pattern_that_does_not_tell_is_searched_on_every_text(pattern: str) -> None:
    assert grams_needed(pattern) is None
    found = Gated(pattern).search("Any MILK at all")
    assert found is not None
    assert found.span() == re.compile(pattern).search("Any MILK at all").span()  # type: ignore[union-attr]


def test_a_text_holding_pieces_of_two_strings_but_neither_whole_is_not_searched() -> None:
    """ "show me the offers" holds a first piece of one name and a second of another: the
    pattern needs both pieces of one string."""
    named = Gated(r"\b(?:amazon|talabat)\b|\bnoon\b")
    assert named.grams == ({"azo", "lab", "oon"}, {"zon", "bat", "noo"})
    assert named.seconds == {"azo": {"zon"}, "lab": {"bat"}, "oon": {"noo"}}
    # a piece of each set ("lab" of talabat, "zon" of amazon), both of no one name
    assert named.search("lab zon") is None
    found = named.search("my amazon order")
    assert found is not None and found.span() == (3, 9)
    assert Gated(r"\bmilk\b").seconds is None  # one string: its two pieces tell it all
    forget()


def test_a_text_without_the_pieces_is_not_searched_and_one_with_them_is() -> None:
    asked = Gated(r"\b(?:how|what)\s+much\b")
    assert asked.search("do you have milk") is None
    found = asked.search("so how  much is it")
    assert found is not None and found.span() == (3, 12)
    forget()
    assert grams_of("milk") == {"mil", "ilk"}


def test_every_pattern_of_the_brain_compiles() -> None:
    """Patterns are compiled at their first search, not at import: a mistyped one must fail
    here rather than at a shopper's turn. Every `Gated` alive once the brain's modules are
    loaded is one of theirs (module-level, or inside a tuple, a list or a `Bilingual`)."""
    patterns = [value for value in gc.get_objects() if isinstance(value, Gated)]
    assert len(patterns) >= len(GATED) >= 100
    for pattern in patterns:
        assert isinstance(pattern.pattern, re.Pattern), pattern.source


def test_a_word_shorter_than_a_piece_is_looked_for_whole() -> None:
    """ "or", "او": the pattern is searched only in a text holding the short word's letters."""
    either = Gated(r"\b(?:or|vs)\b|(?<!\w)(?:او|ولا)(?!\w)")
    assert either.search("milk and laban") is None
    assert either.search("حليب ولبن") is None
    found = either.search("milk or laban")
    assert found is not None and found.span() == (5, 7)
    assert either.search("حليب او لبن") is not None
    forget()
    assert pieces_of("milk") == {"m", "i", "l", "k", "mi", "il", "lk", "mil", "ilk"}


def test_the_brain_gates_its_patterns() -> None:
    gated = [p for p in GATED.values() if p.grams is not None]
    assert len(gated) >= 10
    bilingual = [
        name
        for module in pkgutil.walk_packages(hub.assistant.brain.__path__, "hub.assistant.brain.")
        for name, value in vars(importlib.import_module(module.name)).items()
        if isinstance(value, Bilingual) and (value.latin_grams or value.arabic_grams)
    ]
    assert len(bilingual) >= 50


# every gated pattern searched on every corpus message it stops: about a minute on a quiet
# machine, several on a busy one
@pytest.mark.timeout(600)
def test_a_gated_pattern_finds_what_it_finds_ungated_on_every_corpus_message() -> None:
    """A text the gate passes is searched as before; one it stops must hold no match."""
    messages = _messages()
    held_by: dict[str, set[int]] = {}  # each piece of one to three letters: who holds it
    for at, message in enumerate(messages):
        for size in range(1, GRAM + 1):
            for i in range(len(message) - size + 1):
                held_by.setdefault(message[i : i + size], set()).add(at)
    for name, pattern in GATED.items():
        if pattern.grams is None:
            continue
        first, second = (
            set().union(*(held_by.get(piece, ()) for piece in pieces)) for pieces in pattern.grams
        )
        passed = first & second  # holding a piece of each set
        if pattern.seconds is not None:  # ...and both pieces of one string
            passed &= set().union(
                *(
                    held_by.get(piece, set()) & set().union(*(held_by.get(s, ()) for s in seconds))
                    for piece, seconds in pattern.seconds.items()
                )
            )
        stopped = [message for at, message in enumerate(messages) if at not in passed]
        assert stopped, name  # the gate spares some search
        found = [message for message in stopped if pattern.pattern.search(message)]
        assert not found, (name, found[:5])


def test_several_patterns_are_passed_by_at_once_when_a_text_holds_no_piece_of_any() -> None:
    cooked = Either(
        Gated(r"\b(?:soak|fry)\b"), Bilingual(r"\bgrill(?:ed)?\b", r"(?<!\w)(?:يشوي|شوي)(?!\w)")
    )
    assert not cooked.may_match("do you have milk")
    assert not cooked.may_match("عندكم حليب")
    assert cooked.may_match("can i fry it")
    assert cooked.may_match("grilled chicken")
    assert cooked.may_match("ابي شوي")
    # a piece of one pattern is enough to be asked, whether or not the pattern then matches
    assert cooked.may_match("soaked beans")
    forget()


def test_a_pattern_that_does_not_tell_makes_several_always_asked() -> None:
    flagged = Either(Gated(r"\bsoak\b"), Gated(r"(?i)fry"))
    assert flagged.may_match("do you have milk")
    assert Either(Gated(r"\b(?:or|vs)\b")).may_match("milk or laban")
    assert not Either(Gated(r"\b(?:or|vs)\b")).may_match("milk and laban")
    forget()


@pytest.mark.timeout(600)
def test_a_text_several_patterns_pass_by_matches_none_of_them_on_every_corpus_message() -> None:
    messages = _messages()
    assert len(EITHERS) >= 4
    for name, either in EITHERS.items():
        stopped = [message for message in messages if not either.may_match(message)]
        assert stopped, name  # the check spares some searches
        for member in either.members:
            found = [message for message in stopped if member.pattern.search(message)]
            assert not found, (name, member.source, found[:5])
        forget()
