"""A kind asked of the offers behind "لل" ("for the"), read as Arabic writes it.

"لـ" (for) before "الـ" (the) drops the alif: "للتنظيف" is "ل" + "التنظيف". Before a word that
itself begins with "ل" the article's lam is dropped as well, so "للحوم" (for the meat) is
"ل" + "اللحوم" and the kind is "لحوم", not "حوم", which the stemmer leaves and which the
store's search then matches to goods of another aisle. The one-lam form is read beside the
word as typed, so the offer whose words hold it ("خصم على اللحوم") is found first.
"""

from __future__ import annotations

_FOR_THE = "لل"
_SHORTEST = 5  # letters: "للحوم"; "لله" and the like are not a kind


def with_lam_kept(topic: list[str]) -> list[str]:
    """The words asked, each "لل" word followed by its form keeping the kind's own lam."""
    read: list[str] = []
    for word in topic:
        read.append(word)
        if word.startswith(_FOR_THE) and len(word) >= _SHORTEST:
            read.append(word[1:])
    return read


def lam_kept(topic: list[str]) -> list[str]:
    """The words asked with each "لل" word in its one-lam form alone ("للحم" as "لحم"), to
    search the store by when the words as typed find nothing."""
    return [
        word[1:] if word.startswith(_FOR_THE) and len(word) >= _SHORTEST - 1 else word
        for word in topic
    ]
