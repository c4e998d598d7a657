"""Shopper text, made comparable: one normalisation for catalogue search and the brain.

Shoppers type Arabic with or without diacritics and hamza, with Arabic-Indic digits, and
English with plurals and typos. Both the catalogue index and the brain compare words only
after `normalize`, so "Bananas", "banana" and "موز" find what the catalogue holds.
"""

from __future__ import annotations

import functools
import re
import unicodedata

# the Arabic decimal separator too: "١٫٨ كيلو" is 1.8 kg
_ARABIC_DIGITS = str.maketrans("٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹٫", "01234567890123456789.")
_ARABIC_FOLD = str.maketrans(
    {
        "أ": "ا",
        "إ": "ا",
        "آ": "ا",
        "ٱ": "ا",
        "ى": "ي",
        "ة": "ه",
        "ؤ": "و",
        "ئ": "ي",
        # Persian letters Gulf shoppers type for Arabic sounds
        "ی": "ي",
        "ک": "ك",
        "چ": "ك",
        "گ": "ق",
        "ڤ": "ف",
        "پ": "ب",
        "ـ": None,  # tatweel
        "،": ",",
        "؟": "?",
        "؛": ";",
    }
)
_DIACRITICS = re.compile(r"[\u064B-\u065F\u0670\u06D6-\u06ED]")
_WORD = re.compile(r"[0-9]+(?:\.[0-9]+)?|[a-z]+|[\u0621-\u064A]+")
_ARABIC_LETTER = re.compile(r"[\u0621-\u064A]")
_LATIN_LETTER = re.compile(r"[A-Za-z]")


def is_blank(text: str) -> bool:
    """Nothing a reader would see: spaces, and invisible format characters such as the
    zero-width space or a direction mark (Unicode category Cf)."""
    return all(ch.isspace() or unicodedata.category(ch) == "Cf" for ch in text)


def to_ascii_digits(text: str) -> str:
    return text.translate(_ARABIC_DIGITS)


_TO_ARABIC_DIGITS = str.maketrans("0123456789.", "٠١٢٣٤٥٦٧٨٩٫")


def to_arabic_digits(text: str) -> str:
    """ "1.5" -> "١٫٥": for numbers only (the dot becomes the Arabic decimal separator)."""
    return text.translate(_TO_ARABIC_DIGITS)


def fold_arabic(text: str) -> str:
    """Arabic letter forms, diacritics and tatweel folded, digits ASCII; Latin case kept."""
    text = to_ascii_digits(unicodedata.normalize("NFKC", text)).translate(_ARABIC_FOLD)
    return _DIACRITICS.sub("", text)


def normalize(text: str) -> str:
    """Lower-case, Arabic letters folded, diacritics and accents dropped, digits ASCII."""
    if text.isascii():
        return text.lower()  # no letter to fold, no accent to drop: most English text
    text = fold_arabic(text).lower()
    text = "".join(ch for ch in unicodedata.normalize("NFD", text) if not unicodedata.combining(ch))
    return text


def words(text: str) -> list[str]:
    """The normalised words and numbers of `text`."""
    return _WORD.findall(normalize(text))


def is_arabic(text: str) -> bool:
    """True when most letters are Arabic: the shopper's language for the reply."""
    if text.isascii():
        return False  # no Arabic letter (known to the string without reading it)
    arabic = len(_ARABIC_LETTER.findall(text))
    latin = len(_LATIN_LETTER.findall(text))
    return arabic > 0 and arabic >= latin


# Words that end in "s" and are no plural: "news" is not "new" ("New Zealand").
_NOT_PLURALS = frozenset(
    [
        "news",
        "always",
        "various",
        "perhaps",
        "plus",
        "minus",
        "bonus",
        "thus",
        "does",
        "yours",
        "ours",
        "hers",
        "series",
        "christmas",
        "atlas",
        "canvas",
        "virus",
        "campus",
        "hummus",
        "couscous",
        "asparagus",
        "citrus",
    ]
)


def singular(word: str) -> str:
    """A crude English singular, enough for grocery nouns (tomatoes, berries, loaves)."""
    if len(word) <= 3 or not word.isascii() or word in _NOT_PLURALS:
        return word
    for suffix, replacement in (("ies", "y"), ("oes", "o"), ("ves", "f"), ("ses", "s")):
        if word.endswith(suffix):
            return word[: -len(suffix)] + replacement
    if word.endswith("s") and not word.endswith("ss"):
        return word[:-1]
    return word


def strip_arabic_article(word: str) -> str:
    """ "الموز" -> "موز"; also the prefixed "و"/"ب" + "ال" forms ("والموز", "بالحليب")."""
    for prefix in ("وال", "بال", "فال", "كال", "لل", "ال"):
        if word.startswith(prefix) and len(word) - len(prefix) >= 2:
            return word[len(prefix) :]
    return word


@functools.lru_cache(maxsize=1 << 16)
def stem(word: str) -> str:
    """The form catalogue keys are indexed under (memoised: a turn stems the same few
    hundred words thousands of times)."""
    return strip_arabic_article(singular(word))


def similarity(a: str, b: str) -> float:
    """0..1 closeness of two normalised words, tolerant of one or two typos."""
    if a == b:
        return 1.0
    if not a or not b:
        return 0.0
    distance = _edit_distance(a, b, limit=3)
    return max(0.0, 1.0 - distance / max(len(a), len(b)))


def _edit_distance(a: str, b: str, limit: int) -> int:
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        current = [i]
        for j, cb in enumerate(b, 1):
            current.append(min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (ca != cb)))
        previous = current
    return previous[-1]


# Letters that Arabizi (and hurried Arabic typing) writes one for another, folded together:
# "tawseel" may be توسيل or توصيل, "9" is ص to one shopper and ق to the next. ض is written
# both ways, "dh" ("a5dhar") and "9" ("abya9"): `skeletons` gives a word with it both.
_SOUND_ALIKE = str.maketrans(
    {
        "ص": "س",
        "ث": "س",
        "ط": "ت",
        "ض": "د",
        "ظ": "د",
        "ذ": "د",
        # "8", "q", "g", "gh" and "j" are ق, غ or ج to different shoppers; "k" is only ك
        "ق": "غ",
        "ج": "غ",
        "ح": "ه",
        "ة": "ه",
    }
)
_WRITTEN_VOWELS = frozenset("اأإآءىيوئؤ")
_SAID_M = re.compile("ن(?=ب)")
_MIN_SAID_M = 5  # letters: "نبي" (we want) is no "مبي" (don't want)
_MIN_PLURAL_Z = 4  # letters: "خبز", "موز", "لوز" end in their own ز


def as_said(word: str) -> str:
    """One sound written two ways, as one spelling: ن before ب is said م ("سنبوسه" is the
    store's "سمبوسه"), and the plural s of a loanword is said z, ending it in ز or س
    ("بامبرس", "نقتز" are the store's "بامبرز", "ناجتس"); in words long enough to be
    names."""
    if "نب" in word and len(word) >= _MIN_SAID_M:
        word = _SAID_M.sub("م", word)
    if word.endswith("ز") and len(word) >= _MIN_PLURAL_Z:
        word = word[:-1] + "س"
    return word


def skeleton(word: str) -> str:
    """An Arabic word's consonants: sound-alike letters folded, long vowels (which Arabizi
    guesses) dropped, a doubled letter written once; a final alef or ta marbuta is one mark
    and a final ya another, so that "لبنا" is "لبنة" but not "لبن", and "سكري" is not "سكر".
    Used as a last-resort match for words read from Arabizi or typed in haste."""
    folded = fold_arabic(word).translate(_SOUND_ALIKE)
    mark = ""
    if folded[-1:] in ("ا", "ى", "ه"):
        folded, mark = folded[:-1], "ه"
    elif folded[-1:] == "ي":
        folded, mark = folded[:-1], "ي"
    consonants = [ch for ch in folded if ch not in _WRITTEN_VOWELS]
    # a doubled letter is Arabizi's shadda ("mutabbal"), which Arabic does not write
    single = [ch for i, ch in enumerate(consonants) if i == 0 or ch != consonants[i - 1]]
    return "".join(single) + mark


def sounds_alike(a: str, b: str) -> float:
    """`similarity` of two words with the sound-alike letters folded: "تمت" read from
    "tmat" is as close to "طماط" as a missing alef, not three letters apart."""
    return similarity(
        fold_arabic(a).translate(_SOUND_ALIKE), fold_arabic(b).translate(_SOUND_ALIKE)
    )


@functools.lru_cache(maxsize=1 << 16)
def skeletons(word: str) -> frozenset[str]:
    """`skeleton`, that of the word `as_said` ("سنبوسه" has "سمبوسه"'s too), and for a word
    with ض the skeleton that reads it as ص ("ابيص", "abya9", is "ابيض"). Not `skeleton`'s own
    folding: the known word an Arabizi spelling is read as goes by `skeleton` alone ("empty"
    read "امبتي" is no "نباتي")."""
    shapes = {skeleton(word), skeleton(as_said(fold_arabic(word)))}
    if "ض" in word:
        shapes.add(skeleton(word.replace("ض", "ص")))
    return frozenset(shapes)
