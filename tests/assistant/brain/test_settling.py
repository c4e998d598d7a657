"""A message that only settles the matter is read in one pass whatever it holds: a long
laugh beside another word is no settling, and answering it never stalls the hub's loop
(read as every split of its letters, "haha…" of 60 letters would take hours)."""

from __future__ import annotations

import pytest

from hub.assistant.brain.settling import only_settles, takes_back


@pytest.mark.parametrize(
    "text",
    [
        "ha" * 60 + " x",
        "he" * 60 + " abi",
        "h" * 2000 + " x",
        "هه " * 60 + "ابي",
        "ه" * 2000 + "؟ا",
    ],
)
def test_a_long_laugh_beside_a_word_is_read_at_once_and_settles_nothing(text: str) -> None:
    assert not only_settles(text)


@pytest.mark.parametrize(
    ("text", "settles", "takes_it_back"),
    [
        ("lol ok never mind", True, True),
        ("هههه اوكي انسى", True, True),
        ("haha ok never mind then", True, True),
        ("لا خليه", True, True),
        ("خلاص", True, False),
        ("okay thanks", False, False),
        ("never mind the milk, add eggs", False, False),
    ],
)
def test_settling_words_alone_settle(text: str, settles: bool, takes_it_back: bool) -> None:
    assert only_settles(text) is settles
    assert takes_back(text) is takes_it_back
