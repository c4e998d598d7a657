"""The Arabic words the brain knows, and the known word an Arabizi spelling most likely means.

Arabizi writes sounds, not letters: "tawseel" does not say whether its s is س or ص, "labna"
whether it ends in ا or ة, "mutabbal" writes a vowel Arabic leaves out, and "9" is ص to one
shopper and ق to the next. Read letter by letter, such words miss the words the model and
the skills know (توصيل, لبنة, متبل). So a word read from Arabizi that is not a known word is
compared with the known words by their skeleton (`hub.text.skeleton`); among the known words
of the same skeleton the closest spelling wins, then the commoner one.

The known words are the lexicon's (every request phrase and glue word) and the Arabic sides of
the Gulf grocery and Arabizi dictionaries: the words the brain's rules read. Not the whole
corpus: its everyday words ("خلص", finished) would capture product names read from Arabizi
("5las", the Khalas dates), which the catalogue search reaches by skeleton on its own.
"""

from __future__ import annotations

import functools
from collections import Counter

from hub.text import fold_arabic, skeleton, sounds_alike

_ARTICLE = "ال"
_MIN_SKELETON = 3  # shorter skeletons ("كل", "بس") match too much to be worth a guess
_MIN_SIMILARITY = 0.6  # of the spelling read to the known word chosen
_STARTS_LIKE_ALEF = frozenset("اأإآعء")
_OWNED_ENDINGS = ("ك", "ج", "ه", "ي", "ها", "نا")  # "your", "his", "my", "her", "our"


@functools.cache
def _known() -> tuple[dict[str, list[tuple[str, int]]], frozenset[str]]:
    """skeleton -> [(word, count)], commonest first; and every known word."""
    from hub.assistant.brain.arabizi_words import ARABIZI_DICTIONARY
    from hub.assistant.brain.asking_words import ASKING_ARABIC_WORDS
    from hub.assistant.brain.gulf_groceries import GULF_GROCERIES
    from hub.assistant.brain.lexicon import ALL_PHRASES, STOP_WORDS

    counts: Counter[str] = Counter()
    lexicon = [" ".join(phrase) for phrase in ALL_PHRASES] + sorted(STOP_WORDS)
    for text in (*ARABIZI_DICTIONARY.values(), *GULF_GROCERIES.values(), *lexicon):
        for word in _arabic_words(text):
            if word not in ASKING_ARABIC_WORDS:  # verbs of finding: read, never guessed at
                counts[word] += 1
    by_skeleton: dict[str, list[tuple[str, int]]] = {}
    bare_words: set[str] = set()
    for word, count in counts.most_common():
        bare = word[len(_ARTICLE) :] if word.startswith(_ARTICLE) else word
        bare_words.add(bare)
        key = skeleton(bare)
        if len(key) >= _MIN_SKELETON:
            by_skeleton.setdefault(key, []).append((bare, count))
    return by_skeleton, frozenset(counts) | bare_words


@functools.cache
def _grocery_words() -> frozenset[str]:
    """The Arabic words of the Gulf grocery dictionary: the words that name goods."""
    from hub.assistant.brain.gulf_groceries import GULF_GROCERIES

    return frozenset(word for text in GULF_GROCERIES.values() for word in _arabic_words(text))


def _arabic_words(text: str) -> list[str]:
    return [
        word
        for word in fold_arabic(text).split()
        if word and all("\u0621" <= ch <= "\u064a" for ch in word)
    ]


def is_known_word(word: str) -> bool:
    """A word the brain knows, with or without its article."""
    known = _known()[1]
    return word in known or (word.startswith(_ARTICLE) and word[len(_ARTICLE) :] in known)


def glued_and(token: str) -> bool:
    """ "والسكري": "and" written onto a word with its article, the whole no word of its own
    ("والده" is one)."""
    return len(token) > 4 and token.startswith("وال") and not is_known_word(token)


@functools.lru_cache(maxsize=1 << 14)
def nearest_known(word: str) -> str:
    """`word` (Arabic letters read from Arabizi) as the known word it most likely spells, or
    unchanged when it is known already or no known word has its skeleton."""
    by_skeleton, known = _known()
    if word in known:
        return word
    article = word.startswith(_ARTICLE) and len(word) > len(_ARTICLE) + 1
    stem = word[len(_ARTICLE) :] if article else word
    if article and stem in known:
        return word
    candidates = by_skeleton.get(skeleton(stem))
    if candidates and stem.startswith("ا") and stem.endswith(_OWNED_ENDINGS):
        # a vowel typed first may be a verb's "I" ("a7i6ha", احطها, is حط), but goods are
        # not reached by dropping it from a word with "your", "his", "my" on it: "ismik"
        # (اسمك, your name) is no fish (سمك), while "aseer" is still عصير; the vowel the
        # Gulf says before goods of two consonants first ("ib9al", بصل) is dropped still
        candidates = [
            pair
            for pair in candidates
            if pair[0][:1] in _STARTS_LIKE_ALEF or pair[0] not in _grocery_words()
        ]
    if not candidates:
        return word
    best = max(candidates, key=lambda pair: (sounds_alike(stem, pair[0]), pair[1]))[0]
    if sounds_alike(stem, best) < _MIN_SIMILARITY:
        return word
    return _ARTICLE + best if article and not best.startswith(_ARTICLE) else best
