"""A pattern kept as its two scripts' halves finds a match exactly when the whole would.

`Bilingual.search` skips the Latin half of a message with no ASCII letter and the Arabic
half of a message all in ASCII. That is exact only while every alternative of each half
consumes a character of its script: read here from each half's parse (Python's own regex
parser), for every `Bilingual` of the brain, and checked on every corpus message besides.
"""

from __future__ import annotations

import importlib
import pkgutil
import random
import re
import string
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import orjson
import pytest

import hub.assistant.brain
from hub.assistant.brain.bilingual import Bilingual
from hub.assistant.brain.normaliser import normalise
from hub.assistant.brain.pattern_grams import forget

# Python's parser of regular expressions: private, read here only to check the patterns
_parser: Any = importlib.import_module("re._parser")
_constants: Any = importlib.import_module("re._constants")
CORPUS = Path(hub.assistant.brain.__file__).parent / "corpus"


def _patterns() -> Iterator[tuple[str, Bilingual]]:
    seen: set[int] = set()  # a pattern imported by another module is checked once
    for module in pkgutil.walk_packages(hub.assistant.brain.__path__, "hub.assistant.brain."):
        for name, value in vars(importlib.import_module(module.name)).items():
            if isinstance(value, Bilingual) and id(value) not in seen:
                seen.add(id(value))
                yield f"{module.name}.{name}", value


PATTERNS = dict(_patterns())


def _consumes(items: Any, kind: Callable[[str], bool]) -> bool:
    """Whether every match of a parsed sequence consumes a character `kind` accepts."""
    return any(_node_consumes(op, av, kind) for op, av in items)


def _node_consumes(op: Any, av: Any, kind: Callable[[str], bool]) -> bool:
    c = _constants
    if op is c.LITERAL:
        return kind(chr(av))
    if op is c.IN:
        return all(
            (member == c.LITERAL and kind(chr(value)))
            or (member == c.RANGE and all(kind(chr(n)) for n in range(value[0], value[1] + 1)))
            for member, value in av
        )
    if op is c.SUBPATTERN:
        return _consumes(av[3].data, kind)
    if op is c.ATOMIC_GROUP:
        return _consumes(av.data, kind)
    if op is c.BRANCH:
        return all(_consumes(alternative.data, kind) for alternative in av[1])
    if op in (c.MAX_REPEAT, c.MIN_REPEAT, c.POSSESSIVE_REPEAT):
        return bool(av[0] >= 1) and _consumes(av[2].data, kind)
    return False  # a position, a look around, any character, a class of them


def _latin(char: str) -> bool:
    return char in string.ascii_letters


def _arabic(char: str) -> bool:
    return not char.isascii()


def test_the_brain_keeps_its_patterns_of_both_scripts_as_halves() -> None:
    assert len(PATTERNS) >= 20


@pytest.mark.parametrize("name", sorted(PATTERNS))
def test_every_alternative_of_a_half_needs_a_letter_of_its_script(name: str) -> None:
    pattern = PATTERNS[name]
    for half, kind in ((pattern.latin, _latin), (pattern.arabic, _arabic)):
        if half is not None:
            parsed = _parser.parse(half.pattern, half.flags)
            assert _consumes(parsed.data, kind), (name, half.pattern)


def _messages() -> list[str]:
    texts: list[str] = []
    for path in [*CORPUS.glob("*.jsonl"), *CORPUS.glob("*/*.jsonl")]:
        texts += [orjson.loads(line)["text"] for line in path.read_bytes().splitlines() if line]
    read = [normalise(text) for text in texts]
    rng = random.Random(29)
    words = [word for message in read[::40] for word in message.text.split()]
    mixed = [" ".join(rng.sample(words, rng.randint(1, 6))) for _ in range(2000)]
    return sorted({*texts, *(m.text for m in read), *(m.for_model for m in read), *mixed})


@pytest.mark.timeout(600)  # every pattern over every corpus message, some 1.5 minutes alone
def test_a_pattern_of_halves_finds_what_the_whole_finds_on_every_corpus_message() -> None:
    wholes = {
        name: re.compile(
            "|".join(half.pattern for half in (pattern.latin, pattern.arabic) if half is not None)
        )
        for name, pattern in PATTERNS.items()
    }
    differ: dict[str, list[str]] = {}
    for message in _messages():  # each message's pieces (`pattern_grams`) built once
        for name, pattern in PATTERNS.items():
            if (pattern.search(message) is None) != (wholes[name].search(message) is None):
                differ.setdefault(name, []).append(message)
        forget()
    assert not differ, {name: messages[:5] for name, messages in differ.items()}
