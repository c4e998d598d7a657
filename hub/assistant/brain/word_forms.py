"""A word and the other forms of it a shopper may write for a product's word: "mix" for
"Mixed", "spice" for "Spices", "smoked" for "Smoke", "مشكل" for "مشكلة", "بهار" for "بهارات".

Names are matched word for word (`matching.same_word`), which keeps "salt" from finding salted
chips when shopping. A question about one product's facts ("is the bzar mix gluten free")
is forgiving instead: the product holding most of the words asked in any form is the one
meant, so a word asked in another form than the record's never loses the product.
"""

from __future__ import annotations

import functools

from hub.assistant.brain import matching

# English endings a word takes in use, longest first: "mixes", "mixed", "mixing" are "mix"
_ENGLISH_ENDINGS = ("ing", "ed", "es", "s", "d", "e", "y")
# Arabic: the article with a joined "and", "with" or "for" in front (a lone "و" or "ب" may be
# the word's own letter: "بزار"; `matching.same_word` reads those), and the feminine, the
# plural and the relative endings behind ("بالبهارات" is "بهار", "المشكلة" "مشكل")
_ARABIC_FRONTS = ("وبال", "وال", "بال", "فال", "لل", "ال")
_ARABIC_ENDINGS = ("يات", "ات", "ين", "ون", "يه", "ه", "ي")
_SHORTEST_BASE = 3


@functools.lru_cache(maxsize=1 << 15)
def base(word: str) -> str:
    """The word without the endings (and, in Arabic, the fronts) its forms differ by."""
    if word.isascii():
        for ending in _ENGLISH_ENDINGS:
            if word.endswith(ending) and len(word) - len(ending) >= _SHORTEST_BASE:
                word = word[: -len(ending)]
                break
        # a doubled last letter before an ending: "chopped" is "chop"
        if len(word) > _SHORTEST_BASE and word[-1] == word[-2]:
            word = word[:-1]
        return word
    for front in _ARABIC_FRONTS:
        if word.startswith(front) and len(word) - len(front) >= _SHORTEST_BASE:
            word = word[len(front) :]
            break
    for ending in _ARABIC_ENDINGS:
        if word.endswith(ending) and len(word) - len(ending) >= _SHORTEST_BASE:
            return word[: -len(ending)]
    return word


_PARTICIPLE_ENDINGS = ("ed", "ing")
_SHORTEST_PARTICIPLE = 4


def describes(word: str) -> bool:
    """Whether the word is a participle, which says how a food is rather than what it is:
    "mixed", "smoked", "المخلوط", "مطحون", "المدخن" (Arabic's start with م)."""
    if word.isascii():
        return len(word) > _SHORTEST_PARTICIPLE and word.endswith(_PARTICIPLE_ENDINGS)
    for front in _ARABIC_FRONTS:
        if word.startswith(front):
            word = word[len(front) :]
            break
    return len(word) >= _SHORTEST_PARTICIPLE and word.startswith("م")


def same_root(token: str, word: str) -> bool:
    """Whether two words are forms of one: the same word (a typo allowed), or one base."""
    if matching.same_word(token, word, sound_alike=False):
        return True
    return len(token) >= _SHORTEST_BASE and base(token) == base(word)


def holds_a_form(record: dict[str, object], token: str) -> bool:
    """Whether the product's name or keywords hold the word in some form of it."""
    texts = [*matching.name_texts(record), *matching.keywords_of(record)]
    return any(same_root(token, word) for text in texts for word in matching.stems(text))
