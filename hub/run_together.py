"""A name of two words typed as one: "كتكات" for the store's "كيت كات", "كيتكات", "ابوعوف"
for "أبو عوف", "cocopops" for "Coco Pops".

Gulf shoppers write a brand as they hear it, one word, and drop or change its long vowels on
the way. Word by word neither half of the name is in what they typed, so the catalogue search
and the brain's reading of which goods hold a word both found nothing. A word typed as one
stands for two neighbouring words of a name run together: as spelt, or, for a word in Arabic
letters, with the same consonants (`hub.text.skeleton`) and a spelling one letter apart. The
skeleton alone is too loose for that: long vowels dropped, "كتكوت" (a chick) has KitKat's
consonants, and "كوكوبوبس" folds down to the three of "كبسه". A word of the store's own is
never read as a run-together name.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from hub.text import skeletons, sounds_alike, stem

MIN_LETTERS = 5  # a run-together name of fewer letters ("كيدي") meets everyday words
_MIN_CONSONANTS = 4  # "كتكت": fewer ("كبس") are the consonants of many words
_NEAR = 0.8  # one letter in five or more: "كتكات" of "كيتكات", never "كتكوت"


def run_together(words: Sequence[str]) -> list[str]:
    """Each two neighbouring words of a name (normalised) as one word, in the form catalogue
    keys take: "كيت كات" is "كيتكات", "coco pops" is "cocopop"."""
    return [
        stem(first + second)
        for first, second in itertools.pairwise(words)
        if first.isalpha() and second.isalpha() and len(first + second) >= MIN_LETTERS
    ]


def near_run_together(word: str, name: str) -> bool:
    """Whether a word typed as one is the run-together `name` with a long vowel dropped or a
    letter changed: Arabic letters, the same consonants and a spelling one slip away."""
    if word == name or word.isascii() or name.isascii() or len(word) < MIN_LETTERS:
        return False
    shared = skeletons(word) & skeletons(name)
    return (
        any(len(shape) >= _MIN_CONSONANTS for shape in shared) and sounds_alike(word, name) >= _NEAR
    )
