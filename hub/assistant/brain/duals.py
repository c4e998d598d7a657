"""Arabic duals of goods, read as a count of two: "خيارتين", "دجاجتين", "قنينتين", "kees-ain".

Arabic counts two by an ending, not a number: "خيارة" (a cucumber) is "خيارتين" for two, "كيس"
(a bag) "كيسين". The catalogue and the cart skills read "2 خيار", never the dual, which spells
no product: "ابي خيارتين" found nothing. So a dual whose stem is a grocery the Gulf names
(`gulf_groceries`) or a pack a count is said in (`quantities`) is written as "2" and that
word before anything reads the message. Only those stems: "ساعتين" (two hours), "مرتين"
(twice), "تمرين" (an exercise, not two dates) and "بروتين" keep their letters. Arabizi writes
the same endings in Latin letters ("dajajtain", "5iyaratain", "3ilbatain", "kees-ain").
"""

from __future__ import annotations

import functools
from collections.abc import Callable

from hub.assistant.brain.gulf_groceries import GULF_GROCERIES
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.quantities import is_count_word, is_dual

_FEMININE = ("تين", "تان")  # "خيارة" -> "خيارتين"
_MASCULINE = ("ين", "ان")  # "كيس" -> "كيسين"
_MIN_STEM = 2
# "dajaj-tain", "kees-ain": the ending written apart after a hyphen, joined again
LATIN_DUAL_APART = Pattern(r"(?i)\b([a-z0-9']{2,})-(tain|tein|teen|ain|ein|een)\b")
_LATIN_FEMININE = ("tain", "tein", "teen")
_LATIN_MASCULINE = ("ain", "ein", "een")


@functools.cache
def _groceries() -> frozenset[str]:
    return frozenset(word for name in GULF_GROCERIES.values() for word in name.split())


def _goods(stem: str, feminine: bool) -> str | None:
    """The word a dual's stem counts two of, or None when it counts no goods."""
    if len(stem) < _MIN_STEM:
        return None
    if feminine:
        if stem + "ة" in _groceries():
            # the dual of the word in ة: "لبنتين" two labneh (لبنة), never laban (لبن);
            # "طحينتين" two tahini (طحينة), not flour
            return stem + "ه"
        if stem in _groceries():  # "خيارتين": two of the cucumbers (خيار)
            return stem
        return stem + "ه" if is_count_word(stem + "ه") else None  # "قنينتين"
    return stem if is_count_word(stem) else None  # "كيسين", "كرتونين"


def arabic_dual(word: str) -> str | None:
    """ "خيارتين" -> "2 خيار", "قنينتين" -> "2 قنينه"; None when the word is no dual of goods
    or one `quantities` reads as it is ("علبتين")."""
    if is_dual(word):
        return None
    for endings, feminine in ((_FEMININE, True), (_MASCULINE, False)):
        for ending in endings:
            if word.endswith(ending):
                goods = _goods(word[: -len(ending)], feminine)
                if goods:
                    return "2 " + goods
    return None


def latin_dual(word: str, to_arabic: Callable[[str], str]) -> str | None:
    """An Arabizi dual ("dajajtain", "5iyaratain", "keesain") as "2" and the goods in Arabic
    script (`to_arabic` reads one Arabizi word); None when the word is no dual of goods."""
    lower = word.lower()
    for endings, feminine in ((_LATIN_FEMININE, True), (_LATIN_MASCULINE, False)):
        for ending in endings:
            stem = lower[: -len(ending)]
            if not lower.endswith(ending) or len(stem) < _MIN_STEM + 1:
                continue
            readings = [stem] + ([stem[:-1]] if feminine and stem[-1] in "ae" else [])
            for reading in readings:
                arabic = GULF_GROCERIES.get(reading) or to_arabic(reading)
                for spelt in (arabic, arabic[:-1] + "ه" if arabic.endswith("ا") else ""):
                    if spelt and (spelt in _groceries() or is_count_word(spelt)):
                        return "2 " + spelt
    return None
