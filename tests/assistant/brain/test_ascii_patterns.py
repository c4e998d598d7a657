"""A pattern kept beside its ASCII part splits or finds in a message all in ASCII what the
whole pattern would: its Arabic alternatives and marks need a character no such message
holds; and a pattern looked for only in an ASCII message holding one of its words matches
no other. Checked on every corpus message, as typed, as read and in capitals."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import orjson
import pytest

import hub.assistant.brain
from hub.assistant.brain import blessings, clauses, shown_let_go
from hub.assistant.brain.normaliser import normalise
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.skills import line_swaps, slot_picks

CORPUS = Path(hub.assistant.brain.__file__).parent / "corpus"


def _ascii_texts() -> Iterator[str]:
    for split in ("train", "heldout"):
        for line in (CORPUS / f"{split}.jsonl").read_text(encoding="utf-8").splitlines():
            if not line.strip():
                continue
            typed = orjson.loads(line)["text"]
            read = normalise(typed)
            for text in (typed, typed.upper(), read.text, f"{typed.lower()} {read.text}"):
                if text.isascii():
                    yield text


TEXTS = sorted(set(_ascii_texts()))
SAID = [
    "milk, and also eggs. then bread!",
    "1.5 kg rice; then 2. BTW the rice",
    "SWAP the milk for laban",
    "bdelha b el kbeer",
    "Instead of 3 make it 4",
    "after 8 pm BY the door",
    "no later than 5, before noon",
    "too big, FORGET the diapers",
    "Never mind the cheese then",
    "add one and bye",
    "thats all, take care",
    "2 milk and have a nice day!",
]


def test_the_corpus_holds_ascii_messages() -> None:
    assert len(TEXTS) > 10_000


@pytest.mark.parametrize("text", SAID)
def test_said_in_ascii_is_read_as_by_the_whole(text: str) -> None:
    assert clauses._BREAK_IN_ASCII.split(text) == clauses._BREAK.split(text)
    assert _found(line_swaps._SWAP_IN_ASCII, text) == _found(line_swaps._SWAP, text)
    open_end = _found(slot_picks._AN_OPEN_END, text)
    assert _found(slot_picks._AN_OPEN_END_IN_ASCII, text) == open_end
    if blessings._CLOSES_A_REQUEST.search(text):
        assert any(word in text for word in blessings._FAREWELL_WORDS)


def test_every_ascii_message_is_split_and_searched_as_by_the_whole() -> None:
    differ = [
        text
        for text in TEXTS
        if clauses._BREAK_IN_ASCII.split(text) != clauses._BREAK.split(text)
        or _found(line_swaps._SWAP_IN_ASCII, text) != _found(line_swaps._SWAP, text)
        or _found(slot_picks._AN_OPEN_END_IN_ASCII, text) != _found(slot_picks._AN_OPEN_END, text)
        or (
            shown_let_go._LETS_GO.search(text) is not None
            and not any(word in text.lower() for word in shown_let_go._LETTING_GO)
        )
        or (
            blessings._CLOSES_A_REQUEST.search(text) is not None
            and not any(word in text for word in blessings._FAREWELL_WORDS)
        )
    ]
    assert not differ, differ[:5]


def _found(pattern: Pattern | re.Pattern[str], text: str) -> tuple[int, int] | None:
    match = pattern.search(text)
    return None if match is None else match.span()
