"""The three-letter pieces a pattern cannot match without, read from the pattern itself.

Most of the brain's patterns look for one of a list of words, and most messages hold none
of them: `re` still tries every alternative at every position of the text before it says
so. Every match of such a pattern holds one of a few fixed strings ("deliver", " how much"),
and a string of three letters or more holds each of its three-letter pieces, so a text
that holds no piece of any of the strings cannot match. Two pieces are taken of each
string, making two sets of which a matching text holds one piece each: a text's pieces are
one set, built once per turn (`forget` starts a turn afresh), and checking it against a
pattern's two is a set operation each, much cheaper than the search it spares. Of each
string the first piece taken is one without a space or Arabic's article ("ال"), which
most texts hold, nor one of the commonest words' pieces ("the", "you", "سمح"), and the
second one of those too where it can: that choice is for speed only, any piece of a
string would be exact. A text holding a piece of each set may still hold both pieces of no
one string (a first piece of one business's name, a second of another's: "show me the
offers"); the pieces are paired by their string (`seconds_by_first`), and such a text is
not searched either.
A string shorter than three letters ("or", "او", "2") is its own piece, looked up in the
text's pieces of one, two and three letters (`pieces_of`): only a pattern with such a word
looks in that larger set, as most of the brain's patterns name one somewhere ("is it", "u").

The strings are read from the pattern's parse by Python's own regular-expression parser
(private, but the only reader of the syntax that agrees with `re` by construction; the
Pythons it is known on are pinned in setup.cfg, and tests/assistant/brain/test_pattern_grams.py
fails when a release moves it), so a word added to a pattern is in its pieces without anyone
listing it. Whatever the reader does not know (a flag, a back reference, a construct of a
later Python) makes it claim nothing, and the pattern is searched on every text as before.
"""

from __future__ import annotations

import importlib
import re
from itertools import product
from typing import Any, Protocol

_parser: Any = importlib.import_module("re._parser")
_c: Any = importlib.import_module("re._constants")

GRAM = 3
_MOST_STRINGS = 64  # past this many alternatives a span is not spelled out whole
_FLAGS = re.IGNORECASE | re.VERBOSE | re.LOCALE

_ZERO_WIDTH = frozenset({_c.AT, _c.ASSERT, _c.ASSERT_NOT})
_REPEATS = frozenset({_c.MAX_REPEAT, _c.MIN_REPEAT, _c.POSSESSIVE_REPEAT})

Strings = frozenset[str]
Needed = tuple[frozenset[str], frozenset[str]]
Paired = dict[str, frozenset[str]]
_COMMON_START = "ال"
# The pieces most shopping messages hold, of their most frequent words ("the", "please",
# "what", "you have", "سمحت", "ابي", "مشكور"): the corpus's commonest, each in some 2.5% to
# 10% of its messages. A piece of a pattern's string that is none of these stops more texts.
_COMMON_PIECES = frozenset({
    "the", "ing", "eas", "ple", "hat", "lea", "for", "ase", "how", "wha", "pls", "tha",
    "han", "you", "ank", "can", "ood", "ell", "nks", "mor", "nin", "sal", "use", "goo",
    "thx", "ive", "hav", "ave", "ere", "and",
    "محت", "سمح", "ابي", "لله", "مشك", "كور", "شكو", "ليك", "مكن", "ممك", "هلا", "علي",
    "عند", "لسل", "بال", "طلب", "سرع", "رعه", "بسر", "كفي", "تكف", "خير", "افي", "لام",
    "عاف", "فيه", "فيك", "يعا", "لخي", "خلي", "سلا", "باح", "صبا", "يكم",
})  # fmt: skip


def grams_needed(pattern: str) -> Needed | None:
    """Two sets of pieces (three letters, or a shorter string whole), of each of which
    every text matching `pattern` holds at least one; None when the pattern does not tell
    (then it must be searched on every text)."""
    pairs = _pairs_needed(pattern)
    return None if pairs is None else _two_sets(pairs)


def _two_sets(pairs: list[tuple[str, str]]) -> Needed:
    return frozenset(first for first, _ in pairs), frozenset(second for _, second in pairs)


def seconds_by_first(pattern: str) -> Paired | None:
    """Of each first piece (`grams_needed`), the second pieces of the strings it was taken
    of: a text holding a string holds both its pieces, so one holding a first piece and
    only the second pieces of other strings holds none of the strings. None when that tells
    nothing the two sets do not (one string, or every first piece's seconds are all of
    them), or when the pattern does not tell."""
    pairs = _pairs_needed(pattern)
    return None if pairs is None else _seconds(pairs)


def _seconds(pairs: list[tuple[str, str]]) -> Paired | None:
    seconds: dict[str, set[str]] = {}
    for first, second in pairs:
        seconds.setdefault(first, set()).add(second)
    every = {second for _, second in pairs}
    if all(of_first == every for of_first in seconds.values()):
        return None
    return {first: frozenset(of_first) for first, of_first in seconds.items()}


def _pairs_needed(pattern: str) -> list[tuple[str, str]] | None:
    """Two pieces of each string one of which every match holds (`_needed`)."""
    try:
        parsed = _parser.parse(pattern)
    except Exception:
        return None
    if parsed.state.flags & _FLAGS:
        return None
    strings = _needed(list(parsed.data))
    if not strings or "" in strings:
        return None
    return [_two_pieces(string) for string in sorted(strings)]


def _two_pieces(string: str) -> tuple[str, str]:
    """Two of the string's pieces (the same one twice if it has only one)."""
    if len(string) < GRAM:
        return string, string
    pieces = [string[i : i + GRAM] for i in range(len(string) - GRAM + 1)]
    rare = [p for p in pieces if " " not in p and not p.startswith(_COMMON_START)] or pieces
    rare = [p for p in rare if p not in _COMMON_PIECES] or rare
    first = rare[len(rare) // 2]
    others = [p for p in pieces if p != first]
    uncommon = [p for p in others if p not in _COMMON_PIECES] or others
    return first, uncommon[-1] if uncommon else first


def _exact(op: Any, av: Any) -> Strings | None:
    """The strings an item matches, when they are few and fixed ("" for a position)."""
    if op is _c.LITERAL:
        return frozenset({chr(av)})
    if op in _ZERO_WIDTH:
        return frozenset({""})
    if op is _c.IN:
        if all(member is _c.LITERAL for member, _ in av):
            return frozenset(chr(value) for _, value in av)
        return None
    if op is _c.SUBPATTERN:
        return None if _scoped_flags(av) else _exact_sequence(list(av[3].data))
    if op is _c.BRANCH:
        alternatives = [_exact_sequence(list(branch.data)) for branch in av[1]]
        if any(strings is None for strings in alternatives):
            return None
        return _joined_union(alternatives)  # type: ignore[arg-type]
    if op in _REPEATS and av[0] == 0 and av[1] == 1:
        body = _exact_sequence(list(av[2].data))
        return None if body is None else body | {""}
    return None


def _scoped_flags(av: Any) -> bool:
    """A group of its own flags ("(?i:...)"): read as the pattern's, so claimed nothing."""
    return bool((av[1] | av[2]) & _FLAGS)


def _joined_union(alternatives: list[Strings]) -> Strings | None:
    union = frozenset().union(*alternatives)
    return union if len(union) <= _MOST_STRINGS else None


def _exact_sequence(items: list[tuple[Any, Any]]) -> Strings | None:
    strings: Strings = frozenset({""})
    for op, av in items:
        item = _exact(op, av)
        if item is None:
            return None
        strings = _concatenated(strings, item)
        if len(strings) > _MOST_STRINGS:
            return None
    return strings


def _concatenated(left: Strings, right: Strings) -> Strings:
    return frozenset(a + b for a, b in product(left, right))


def _needed(items: list[tuple[Any, Any]]) -> Strings | None:
    """Strings of which every match of the sequence holds one, the best the sequence
    offers: each run of fixed items spelled out whole, or what one of its other items
    needs."""
    candidates: list[Strings] = []
    run: Strings = frozenset({""})
    for op, av in items:
        item = _exact(op, av)
        if item is not None and len(_concatenated(run, item)) <= _MOST_STRINGS:
            run = _concatenated(run, item)
            continue
        candidates.append(run)
        run = frozenset({""}) if item is None else item
        if item is None:
            inner = _inner_needs(op, av)
            if inner is not None:
                candidates.append(inner)
    candidates.append(run)
    usable = [strings for strings in candidates if all(len(s) >= GRAM for s in strings)]
    if not usable:  # a word shorter than a piece somewhere: looked for whole (`pieces_of`)
        usable = [strings for strings in candidates if strings and all(strings)]
    return min(usable, key=len) if usable else None


def _inner_needs(op: Any, av: Any) -> Strings | None:
    if op is _c.SUBPATTERN:
        return None if _scoped_flags(av) else _needed(list(av[3].data))
    if op is _c.ATOMIC_GROUP:
        return _needed(list(av.data))
    if op is _c.BRANCH:
        alternatives = [_needed(list(branch.data)) for branch in av[1]]
        if any(strings is None for strings in alternatives):
            return None
        return frozenset().union(*alternatives)  # type: ignore[arg-type]
    if op in _REPEATS and av[0] >= 1:
        return _needed(list(av[2].data))
    return None


class Gated:
    """A pattern searched only in a text holding one of the pieces it needs: the same match
    as `re.search`, found or not, where the search is run at all. Nothing is read or compiled
    when its module loads, only at the pattern's first search: reading and compiling the
    brain's patterns at import took about a fifth of the hub's start, and a pattern whose
    pieces no text holds is never compiled at all (tests/assistant/brain/test_pattern_grams.py
    compiles every one, so a mistyped pattern fails there, not at a shopper's turn)."""

    __slots__ = ("_compiled", "_grams", "_read", "_seconds", "_short", "source")

    def __init__(self, pattern: str) -> None:
        self.source = pattern
        self._compiled: re.Pattern[str] | None = None
        self._grams: Needed | None = None
        self._seconds: Paired | None = None  # `seconds_by_first`, read with `grams`
        self._read = False
        self._short = False  # a piece shorter than three letters: looked up in `pieces_of`

    @property
    def pattern(self) -> re.Pattern[str]:
        compiled = self._compiled
        if compiled is None:
            compiled = self._compiled = re.compile(self.source)
        return compiled

    @property
    def short(self) -> bool:
        """Whether a piece it needs is shorter than three letters (read with `grams`)."""
        return self.grams is not None and self._short

    @property
    def grams(self) -> Needed | None:
        if not self._read:
            pairs = _pairs_needed(self.source)  # the pattern parsed once for both
            self._grams = None if pairs is None else _two_sets(pairs)
            self._seconds = None if pairs is None else _seconds(pairs)
            self._short = self._grams is not None and any(
                len(piece) < GRAM for piece in self._grams[0] | self._grams[1]
            )
            self._read = True
        return self._grams

    @property
    def seconds(self) -> Paired | None:
        """`seconds_by_first` of the pattern (read with `grams`)."""
        return self._seconds if self.grams is not None else None

    def search(self, text: str) -> re.Match[str] | None:
        # whether the text holds a piece of each set; written out, as a turn asks it over
        # a hundred times
        needed = self._grams if self._read else self.grams
        if needed is not None:
            if self._short:
                grams = _pieces.get(text) or pieces_of(text)
            else:
                grams = _grams.get(text) or grams_of(text)
            if needed[0].isdisjoint(grams) or needed[1].isdisjoint(grams):
                return None
            # ...and both pieces of one string: "show me the offers" holds a first piece of
            # one business's name and a second of another's, and neither name
            seconds = self._seconds
            if seconds is not None:
                for first in needed[0].intersection(grams):
                    if not seconds[first].isdisjoint(grams):
                        break
                else:
                    return None
        return (self._compiled or self.pattern).search(text)

    def halves(self) -> tuple[Gated, ...]:
        """The gated patterns this one is searched as: itself (`Bilingual` has two)."""
        return (self,)


class Either:
    """Patterns asked of one text in turn, none of which can match a text that holds no
    piece of the first set any of them needs, nor one that holds no piece of the second set
    any of them needs: one look at the text's pieces tells, where each pattern would look
    for itself. A check of a dozen patterns that most messages pass by is so asked once. A
    pattern that claims nothing (`Gated.grams` is None) makes the whole claim nothing: it
    may always match."""

    __slots__ = ("_first", "_read", "_second", "_short", "members")

    def __init__(self, *patterns: Gated | _Halved) -> None:
        self.members = [half for pattern in patterns for half in pattern.halves()]
        self._first: frozenset[str] | None = None
        self._second: frozenset[str] = frozenset()
        self._read = False
        self._short = False

    def _read_members(self) -> None:
        """Read at the first check, as the patterns' own pieces are (`Gated`)."""
        first: set[str] = set()
        second: set[str] = set()
        for member in self.members:
            needed = member.grams
            if needed is None:
                break
            first |= needed[0]
            second |= needed[1]
            self._short = self._short or member.short
        else:
            self._first, self._second = frozenset(first), frozenset(second)
        self._read = True

    def may_match(self, text: str) -> bool:
        """False when no pattern of these can match `text`."""
        if not self._read:
            self._read_members()
        first = self._first
        if first is None:
            return True
        if self._short:
            held = _pieces.get(text) or pieces_of(text)
        else:
            held = _grams.get(text) or grams_of(text)
        return not (first.isdisjoint(held) or self._second.isdisjoint(held))


class _Halved(Protocol):
    def halves(self) -> tuple[Gated, ...]: ...


_grams: dict[str, frozenset[str]] = {}
_pieces: dict[str, frozenset[str]] = {}
_MOST_TEXTS = 256  # outside a turn (a bench's loop), the texts of one message and a few more


def grams_of(text: str) -> frozenset[str]:
    """The text's three-letter pieces, built once per turn."""
    grams = _grams.get(text)
    if grams is None:
        if len(_grams) >= _MOST_TEXTS:
            _grams.clear()
        grams = _grams[text] = frozenset([text[i : i + GRAM] for i in range(len(text) - GRAM + 1)])
    return grams


def pieces_of(text: str) -> frozenset[str]:
    """The text's pieces of one, two and three letters, for a pattern that needs a word
    shorter than three ("or", "و"), built once per turn; a set about three times
    `grams_of`'s, so only those patterns look in it."""
    pieces = _pieces.get(text)
    if pieces is None:
        if len(_pieces) >= _MOST_TEXTS:
            _pieces.clear()
        pairs = [text[i : i + 2] for i in range(len(text) - 1)]
        pieces = _pieces[text] = grams_of(text).union(text, pairs)
    return pieces


def forget() -> None:
    """A new turn: its texts' pieces are built anew, as a message never seen would be."""
    _grams.clear()
    _pieces.clear()
