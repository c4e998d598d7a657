"""The sound-alike skeleton of an Arabic word: what Arabizi spellings and the store's words
share, and what keeps different words apart."""

from __future__ import annotations

import pytest

from hub.text import skeleton


@pytest.mark.parametrize(
    ("read", "written"),
    [
        ("توسيل", "توصيل"),  # "tawseel": s is س or ص
        ("لبنا", "لبنة"),  # "labna": a final a is the ta marbuta
        ("موتببل", "متبل"),  # "mutabbal": a written vowel, a doubled letter
        ("رقق", "رقاق"),  # "rgag"
        ("خلس", "خلاص"),  # "5las"
        ("حليب", "حليب"),
    ],
)
def test_an_arabizi_spelling_has_the_skeleton_of_the_word_it_means(read: str, written: str) -> None:
    assert skeleton(read) == skeleton(written)


@pytest.mark.parametrize(("one", "other"), [("لبن", "لبنة"), ("سكر", "سكري"), ("عربي", "ربع")])
def test_different_words_keep_different_skeletons(one: str, other: str) -> None:
    assert skeleton(one) != skeleton(other)


def test_dad_is_read_both_ways_and_letters_compare_folded() -> None:
    from hub.text import skeletons, sounds_alike

    assert skeletons("ابيص") & skeletons("ابيض")  # "abya9"
    assert skeletons("اخذر") & skeletons("اخضر")  # "a5dhar"
    assert sounds_alike("تمت", "طماط") >= 0.5  # "tmat"
    assert sounds_alike("اغنيه", "كينوا") < 0.5


def test_k_is_only_kaf() -> None:
    from hub.text import sounds_alike

    # "ne8a6" (points) reads نغط: nearer to نقاط than to نكت (jokes)
    assert sounds_alike("نغط", "نقاط") > sounds_alike("نغط", "نكت")
