"""Shopper text brought to one written form before anything tries to understand it.

Shoppers in Kuwait type the same request in many scripts and spellings: "وين طلبي",
"ويـــن طَلَبِي", "wain talabi", "ween 6alabi". The intent model and the rules should see
one form, so this module folds Arabic letter variants, diacritics, tatweel and
Arabic-Indic or Persian digits, maps a few common Gulf spellings to one, squeezes stretched
letters ("pleeease"), and writes Arabizi (Arabic in Latin letters, 3 7 5 2 6 9 8 for
ع ح خ ء ط ص غ) in Arabic script, guessing the vowels the way shoppers drop them.

Latin words that are not Arabizi keep their case, so coupon codes ("FRESH10") and order
numbers ("KW-100231") survive; `for_model` gives the lower-cased form the model reads.
"""

from __future__ import annotations

import functools
import itertools
import re
from dataclasses import dataclass, field

from hub.assistant.brain.arabic_words import is_known_word, nearest_known
from hub.assistant.brain.arabizi_words import ARABIZI_DICTIONARY, ARABIZI_WORDS
from hub.assistant.brain.duals import LATIN_DUAL_APART, arabic_dual, latin_dual
from hub.assistant.brain.goods_spellings import (
    ENGLISH_CLIPPINGS,
    GOODS_SPELLINGS,
    brown_of_bread,
    ground_of_a_spice,
)
from hub.assistant.brain.gulf_groceries import GULF_GROCERIES
from hub.assistant.brain.loanwords import LOANWORDS
from hub.assistant.brain.opening_and import without_opening_and
from hub.assistant.brain.pack_of_count import pack_of_count
from hub.assistant.brain.pattern import Pattern
from hub.assistant.brain.pattern_grams import Gated
from hub.assistant.brain.tea_or_thing import tea_or_thing
from hub.text import fold_arabic, is_arabic, words

_STRETCHED = Pattern(r"(\D)\1{2,}")
# A chat word with its last letter typed twice ("hii", "helloo", "thankss", "هلاا"): squeezing
# runs of three misses these, and such a word read as a product search finds nothing.
_CHAT_DOUBLED = Pattern(r"[^\W\d_]+")
_CHAT_STEMS = frozenset(
    words(
        "hi hey hello hiya yo bye thanks thx tnx ty pls plz yes no ok okay hala marhaba shukran"
        " salam هلا اهلا مرحبا شكرا هاي"
    )
)


def _chat_squeezed(match: re.Match[str]) -> str:
    word = match.group(0)
    shorter = word[:-1]
    doubled = len(word) >= 3 and word[-1] == word[-2]
    return shorter if doubled and shorter.lower() in _CHAT_STEMS else word


_TOKEN = Pattern(r"[A-Za-z0-9']+|[^\sA-Za-z0-9']+|\s+")
_ARABIZI_DIGIT = Gated(r"[a-z]*[2356789][a-z]|[a-z][2356789]")
# An apostrophe beside a letter's digit dots it, written before or after: "9'" or "'9" is ض
# ("agra'9"), "6'" ظ ("6'ahr"), "3'" غ ("ma3'soul"), "7'" خ ("7'obz"); "d'" ض too
_DOTTED = {"9": "ض", "6": "ظ", "3": "غ", "7": "خ", "d": "ض"}
_DOTTED_LETTER = Pattern(r"(?<!\d)([3679d])'|'([3679d])(?!\d)")
# in a word with a letter in it: "'90s" is a decade
_DOTTED_DIGIT = Gated(r"^(?=.*[a-z]).*(?:(?<!\d)[3679]'|'[3679](?!\d))")
# "zbaidi b kam?" (read "زبيدي ب كم"): "bkam" written apart is still how much it costs
_DETACHED_HOW_MUCH = Pattern(r"(?<![\u0621-\u064A])ب كم(?![\u0621-\u064A])")
_DETACHED_ARTICLE = Pattern(r"(?<![\u0621-\u064A])ال (?=[\u0621-\u064A])")
# "el 3yal": the article written before a word the dictionary already gives its own ("العيال")
_ARTICLE_TWICE = Pattern(r"(?<![\u0621-\u064A])ال (?=ال[\u0621-\u064A])")
# "في حليب؟", "fi ma2 galon?": a question opening with "في" asks whether there is (فيه).
# "مو غالي", "not too expensive": cheap, said the way a price ceiling is read.
_NOT_DEAR = Pattern(
    r"\b(?:not|never)(?: too| very| so)? (?:expensive|pricey)\b|(?<!\S)(?:مو|مب|مش|مهوب) غالي(?:ه)?(?!\S)"
)


def _cheap(match: re.Match[str]) -> str:
    return "cheap" if match.group(0).isascii() else "رخيص"


_IS_THERE = Pattern(r"^\s*في (?=.*[?؟]\s*$)")
# "3kg", "2x", "x3" (three of it): numbers with a unit or a times sign, never Arabizi letters;
# a pack written whole too ("6x1.5l", "12x330ml"), never "طكس"
_QUANTITY = Pattern(
    r"^(?:x\d+|\d+(?:\.\d+)?(?:kg|g|gm|gr|l|ml|pcs|pc|kilo|kilos|x|k|kd|fils)?"
    r"|\d+x\d+(?:\.\d+)?(?:kg|g|l|ml)?)$"
)
# A clock time typed in English, its hour and "am"/"pm" run together: "7pm", "10:30am" ("3am"
# alone may be Arabizi "عم"). Set apart ("7 pm"), its digit is no Arabizi letter and the hours'
# readings find it as they find "7 pm".
_CLOCK_TIME = Pattern(
    r"(?<![\w:])(\d{1,2}(?::\d{2})?)(pm)\b|(?<![\w:])(\d{1,2}:\d{2}|1[0-2]|[124-9])(am)\b",
    re.IGNORECASE,
)


def _clock_apart(found: re.Match[str]) -> str:
    hour, part = (found.group(1), found.group(2)) if found.group(1) else found.group(3, 4)
    return f"{hour} {part}"


# Gulf spellings of one word, to the spelling the corpus and lexicon use.
_GULF_SPELLINGS: dict[str, str] = {
    "دياي": "دجاج",  # Gulf speech says ج as ي
    "سمج": "سمك",  # fish, as Kuwait says ك as ج
    # the dishes, as the Gulf calls them: "سائل غسيل مواعين" is the dish soap
    "مواعين": "صحون",
    "المواعين": "الصحون",
    "ماعون": "صحن",
    "تمن": "رز",  # rice, as Iraq and the north of the Gulf call it
    "ديت": "دايت",  # diet, as in "ديت بيبسي"
    # chocolate as its English sound is typed
    "شوكليت": "شوكولاته",
    "شوكلت": "شوكولاته",
    "شكليت": "شوكولاته",
    "تشوكليت": "شوكولاته",
    "شوكلات": "شوكولاته",
    "التمن": "الرز",
    # halloumi as its sound is typed, with the ي of "halloumi"
    "حلومي": "حلوم",
    "الحلومي": "الحلوم",
    "ديايه": "دجاجه",
    "ابغا": "ابغي",
    "ابغه": "ابغي",
    "ابقي": "ابغي",
    "ابا": "ابي",
    "ابيه": "ابي",
    "شنو": "شو",
    "ايش": "شو",
    "وش": "شو",
    "ويش": "شو",
    "اشلون": "شلون",
    "عطيني": "عطني",
    "جم": "كم",
    "بجم": "بكم",
    # a litre as Arabizi spells it ("1 litter", read "لتتر")
    "لتتر": "لتر",
    # how much, as the Gulf also asks it
    "شكثر": "كم",
    "بشكثر": "بكم",
    "شقد": "كم",
    "بشقد": "بكم",
    "الحينه": "الحين",
    "هلو": "هلا",
    "هاذا": "هذا",
    "هاذي": "هذي",
    "وينه": "وين",
    "فين": "وين",
    **LOANWORDS,  # "المينيمم", "الديليفري": the Arabic words they stand for
    **GOODS_SPELLINGS,  # "چاي", "جبس": tea and chips as Kuwait spells them
}


_ARABIZI_DIGRAPHS = (
    ("sh", "ش"),
    ("kh", "خ"),
    ("gh", "غ"),
    ("th", "ث"),
    ("dh", "ذ"),
    ("ch", "ش"),
    ("3'", "غ"),
    ("aa", "ا"),
    ("ee", "ي"),
    ("ii", "ي"),
    ("oo", "و"),
    ("ou", "و"),
    ("uu", "و"),
    ("ai", "ي"),
    ("ay", "ي"),
    ("ei", "ي"),
    ("ey", "ي"),
    ("aw", "و"),
    ("ow", "و"),
)
_ARABIZI_LETTERS = {
    "2": "ء",
    "3": "ع",
    "5": "خ",
    "6": "ط",
    "7": "ح",
    "8": "غ",
    "9": "ص",
    "b": "ب",
    "t": "ت",
    "j": "ج",
    "d": "د",
    "r": "ر",
    "z": "ز",
    "s": "س",
    "f": "ف",
    "q": "ق",
    "g": "ق",
    "k": "ك",
    "l": "ل",
    "m": "م",
    "n": "ن",
    "h": "ه",
    "w": "و",
    "y": "ي",
    "p": "ب",
    "v": "ف",
    "x": "كس",
    "c": "ك",
}
# Arabic words English speakers use too ("salam, don't use my points"): on their own they do
# not make a message Arabizi.
_LOANWORDS = frozenset(
    [
        "salam",
        "salaam",
        "hala",
        "ya",
        "habibi",
        "marhaba",
        "ahlan",
        "inshallah",
        "yalla",
        "shukran",
        "mashkoor",
    ]
)

_VOWELS = "aeiou"
_SUFFIXES = (("kom", "كم"), ("kum", "كم"), ("hom", "هم"), ("hum", "هم"))


@dataclass(frozen=True, slots=True)
class Normalised:
    """A message in its one written form, and whether it was typed in Arabizi."""

    text: str
    arabizi: bool
    # The text lower-cased, as the model and most patterns read it: made once, as a turn
    # reads it some sixty times
    for_model: str = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "for_model", self.text.lower())


@functools.lru_cache(maxsize=1 << 14)
def is_arabizi_word(word: str) -> bool:
    """A Latin word written as Arabic sounds: digits for letters, or a known Arabizi word
    (memoised: every turn asks it of the message's first word, and shoppers reuse words)."""
    lower = word.lower()
    if _QUANTITY.match(lower) or (word.isupper() and any(ch.isdigit() for ch in word)):
        return False
    if lower in _NAMES_WITH_A_DIGIT:
        return False  # "add 7up": a drink's own name, not "حوب" (which grains, "حبوب", hold)
    if re.search(r"[a-z]\d{2,}$", lower):  # "fresh10": a code, not a word
        return False
    if (
        re.fullmatch(r"[a-z]{4,}\d", lower)
        and lower not in ARABIZI_DICTIONARY
        and not is_known_word(arabizi_to_arabic(lower))
    ):
        return False  # "welcome2", "summer5": a code; "shaba3" spells a known word
    if _ORDINAL.fullmatch(lower) and _ORDINAL_ENDINGS.get(lower[-3:-2], "th") == lower[-2:]:
        return False  # "the 2nd one": an English ordinal; "3nd" (عند) is no ordinal
    return (
        bool(_ARABIZI_DIGIT.search(lower))
        or bool(_DOTTED_DIGIT.search(lower))
        or lower in ARABIZI_WORDS
        or lower in ARABIZI_DICTIONARY
        or lower in GULF_GROCERIES
    )


@functools.lru_cache(maxsize=1 << 14)
def arabizi_to_arabic(word: str) -> str:
    """One Arabizi word in Arabic script: long vowels written, short ones dropped."""
    word = word.lower()
    if word in ARABIZI_DICTIONARY:
        return ARABIZI_DICTIONARY[word]
    if word in GULF_GROCERIES:
        return GULF_GROCERIES[word]
    word = _DOTTED_LETTER.sub(_dotted, word)
    suffix = ""
    for latin, arabic in _SUFFIXES:
        if word.endswith(latin) and len(word) > len(latin) + 1:
            word, suffix = word[: -len(latin)], arabic
            break
    out: list[str] = []
    i = 0
    while i < len(word):
        pair = word[i : i + 2]
        digraph = next((arabic for latin, arabic in _ARABIZI_DIGRAPHS if pair == latin), None)
        if digraph is not None:
            out.append("ا" if i == 0 and digraph in "يو" and pair[0] in _VOWELS else digraph)
            i += 2
            continue
        ch = word[i]
        # "2a5ir", "2akid": a hamza that starts a word sits on alef, as it does after a letter
        # joined to the word ("b2r5s": بارخص)
        if ch == "2" and (i == 0 or (i == 1 and word[0] in _JOINED_LETTERS)):
            out.append("ا")
            i += 1
            if i < len(word) and word[i] in _VOWELS:
                i += 1
            continue
        if ch in _VOWELS:
            last = i == len(word) - 1
            if i == 0:
                out.append("ا")
            elif last and not suffix:
                out.append({"a": "ا", "e": "ي", "i": "ي", "o": "و", "u": "و"}[ch])
            elif ch in "ou":
                out.append("و")
        elif ch in _ARABIZI_LETTERS:
            out.append(_ARABIZI_LETTERS[ch])
        elif ch in _DOTTED.values():
            out.append(ch)
        i += 1
    read = "".join(out)
    # a doubled letter is one letter with a shadda, which Arabic leaves unwritten: "rasseed"
    single = _DOUBLED.sub(r"\1", read)
    readings = _readings(read) + (_readings(single) if single != read else [])
    for other in readings:
        if is_known_word(other):  # "3orooth": th is ض here (عروض), not ث
            return other + suffix
    for other in readings:
        known = nearest_known(other)
        if is_known_word(known):
            return known + suffix
    if read[:1] in _JOINED_ARABIC and len(read) > _JOINED_MIN:
        # "b2r5s": the word after a joined letter may be known alone (ب + ارخص)
        rest = arabizi_to_arabic(word[1:])
        if is_known_word(rest):
            return read[0] + rest + suffix
    return nearest_known(read) + suffix


def _dotted(match: re.Match[str]) -> str:
    return _DOTTED[match.group(1) or match.group(2)]


def _readings(read: str) -> list[str]:
    """The word as read, then with the letters Gulf Arabizi writes alike swapped: "th" is
    ث or ض/ذ/ظ, "9" is ص or ض, "8" غ or ق; a final alef also as a ta marbuta."""
    readings = [read]
    # and the emphatic letters Latin writes plainly: "7et" is حط, "s" ص, "d" ض, "h" ح
    for letter, others in (
        ("ث", "ضذظ"),
        ("ص", "ض"),
        ("غ", "ق"),
        ("ت", "ط"),
        ("س", "ص"),
        ("د", "ض"),
        ("ه", "ح"),
    ):
        if letter in read:
            readings += [read.replace(letter, other) for other in others]
    if read.endswith("ا"):  # a final "a" is often the ta marbuta: "3arabiya" is عربيه
        readings += [reading[:-1] + "ه" for reading in readings]
    inner = read[0] + read[1:-1].replace("و", "") + read[-1] if len(read) > 3 else read
    if inner != read:  # an inner "u" is often a short vowel Arabic leaves out: "nuqa6" is نقاط
        readings.append(inner)
    return readings


_AFTER_A_WORD = ",.!?؟،:;"


def _dual_joined(match: re.Match[str]) -> str:
    joined = match.group(1) + match.group(2)
    return joined if latin_dual(joined, arabizi_to_arabic) else match.group(0)


def _gulf(word: str) -> str:
    core = word.rstrip(_AFTER_A_WORD)
    if core and core != word:  # "ودجاجتين،": the word before its comma
        return _gulf(core) + word[len(core) :]
    dual = arabic_dual(word)
    if dual:  # "خيارتين": two of the goods, and that number
        return dual
    if word[:1] == "و" and (dual := arabic_dual(word[1:])):
        return "و " + dual  # "وخيارتين": and two cucumbers
    if word not in _GULF_SPELLINGS and word[:1] == "و" and word[1:] in _GULF_SPELLINGS:
        return "و" + _GULF_SPELLINGS[word[1:]]  # "وشنو": "and" written onto the word
    if word not in _GULF_SPELLINGS and word[:2] == "ال" and word[2:] in _GULF_SPELLINGS:
        return "ال" + _GULF_SPELLINGS[word[2:]]  # "الدياي": the article written onto it
    return _GULF_SPELLINGS.get(word, word)


# goods the whole Gulf names with a digit in them, spelt as their makers spell them
_NAMES_WITH_A_DIGIT = frozenset(
    {
        "7up",
        "7days",
        "v8",
        "ps2",
        "ps3",
        "ps4",
        "ps5",
        "mp3",
        "mp4",
        "3g",
        "4g",
        "5g",
        "4k",
        "3d",
        "b12",
    }
)
_ORDINAL = Pattern(r"\d+(?:st|nd|rd|th)")
_ORDINAL_ENDINGS = {"1": "st", "2": "nd", "3": "rd"}
_MOSTLY_UNKNOWN = 4
_JOINED_LETTERS = "blwfk"  # ب ل و ف ك, written onto the word that follows
_JOINED_ARABIC = "".join(_ARABIZI_LETTERS[letter] for letter in _JOINED_LETTERS)
_DOUBLED = Pattern(r"([^اوي])\1")
_GROCERY_NAMES = frozenset(GULF_GROCERIES.values())
_JOINED_MIN = 3
# Arabizi markers that are English words too ("fee" is في, and a charge)
# words no English reading holds, per English one; "sella" is the basket in Arabizi and a
# kind of rice beside English words ("ok golden sella one add")
_ENGLISH_TOO = frozenset({"fee", "fees", "sella"})
# a quote opens and closes between words; an apostrophe inside one dots a letter ("agra'9")
_QUOTED = Pattern(r"(?<!\w)'(?![3679d]')[^']*'(?!\w)|\"[^\"]*\"|«[^»]*»|“[^”]*”")
# A name of two given names joined by "al", a Kuwaiti area's as often as a person's ("delivery
# to mubarak al-abdullah", "sabah al salem"): English speakers write it as Arabic speakers do
_TWO_PART_NAME = Pattern(
    r"\b(?:abdullah|abdulla|mubarak|sabah|saad|jaber|salem|salim|ahmad|ahmed|jleeb)[\s-]+"
    r"(?:al|el)[\s-]*(?:abdullah|abdulla|mubarak|salem|salim|ahmad|ahmed|kabeer|shuyoukh"
    r"|sabah)\b",
    re.IGNORECASE,
)


# "ok 3 bas", "bs 2", "bs kilo": beside a count or an amount, "bas" is the Arabizi "only"
# (بس) whatever else the message is written in, never a word of goods
_ONLY_BESIDE_A_COUNT = Pattern(
    r"(?i)(?<![\w'])(?:bas|bs)(?=\s+\d+(?![\d.,])(?!\s*[a-z\u0621-\u064A])"
    r"|\s+(?:kilo|kilu|kg|litre|liter|litr|ltr|nu9|nus|nuss|nos|noss)\s*$)"
    r"|(?<=\d)(\s+)(?:bas|bs)(?![\w'])"
)


def _only(match: re.Match[str]) -> str:
    return (match.group(1) or "") + "بس"


# "البيض الـ٣٠" (folded "ال30"): the pack of 30, the article written onto its number
_ARTICLE_ON_A_NUMBER = Pattern(
    r"(?<!\w)ال(?=\d"
    # ...or onto a number's word before its unit: "خله الخمسه كيلو" (the five kilo one)
    r"|(?:اثنين|ثنين|ثلاث|ثلاثه|اربع|اربعه|خمس|خمسه|ست|سته|سبع|سبعه|ثمان|ثمانيه|تسع|تسعه"
    r"|عشر|عشره)\s+(?:كيلو|كيلوات|كيلوهات|لتر|لترات|غرام|جرام|كغ|مل)(?!\w))"
)
# "2 L x2", "almarai x 3": so many times after a word, said as "×" ("6 x 1.5 L" after a
# number is a pack's own make-up); read as Arabizi, "x2" would be a word
_TIMES_AFTER_A_WORD = Pattern(r"(?<=[^\d\s] )[xX] ?(?=\d+(?![\d.,]))")


# "kam il fee lil salmiya", "كم ال fee": the English "fee" behind Arabic's article is the
# charge (رسوم), never Arabizi's "fee" (في, in), which takes no article
_FEE_WITH_ITS_ARTICLE = Pattern(r"(?i)(?<!\w)((?:el|il|al|ال)[ -]?)fees?(?!\w)")


@functools.lru_cache(maxsize=1 << 14)
def normalise(text: str) -> Normalised:
    """The message in one written form (memoised: chips send the same prompts again)."""
    text = _CHAT_DOUBLED.sub(_chat_squeezed, _STRETCHED.sub(r"\1", fold_arabic(text)))
    text = _ONLY_BESIDE_A_COUNT.sub(_only, text)
    text = LATIN_DUAL_APART.sub(_dual_joined, text)
    text = _TIMES_AFTER_A_WORD.sub("× ", _ARTICLE_ON_A_NUMBER.sub("", text))
    text = _CLOCK_TIME.sub(_clock_apart, text)
    text = _FEE_WITH_ITS_ARTICLE.sub(r"\1رسوم", text)
    pieces = _TOKEN.findall(text)
    # words quoted ("tarjem li 'good morning' b faransi") and names say nothing of how the
    # shopper writes
    latin = [
        p for p in _TOKEN.findall(_TWO_PART_NAME.sub(" ", _QUOTED.sub(" ", text))) if _latin(p)
    ]
    # "o 2 kilo reesh ghanam": a unit is said alike in Arabizi and English, no sign of either
    # "lain mita code SAVE3": a coupon code is a name, no sign of either language
    latin = [p for p in latin if p.lower() not in _UNITS and not _code(p)]
    unknown = [p for p in latin if not p.isdigit() and not _english(p)]
    english_words = len(latin) - len(unknown) - sum(p.isdigit() for p in latin)
    english = english_words > 0
    mostly_english = english_words >= max(2, len(unknown) + 1)
    no_english = english_words == 0
    marked = [
        p
        for p in latin
        if is_arabizi_word(p)
        and not (english and (p.lower() in _LOANWORDS or _grocery_word(p)))
        and not (mostly_english and _short_marker(p))
    ]
    if marked or (no_english and len(unknown) >= 2):
        spelt = [p for p in unknown if p not in marked and _spells_arabic(p)]
        if marked:  # "elly", "ya": words that only add to another sign of Arabizi
            loans = [p for p in latin if p.lower() in _LOANWORDS and p not in marked]
            marked += spelt + ([] if mostly_english else loans)
        else:
            # "eshwaqt tftahoon": no English word, one spelling a known Arabic word that is
            # no grocery's name ("cheddar slices" spells شيدر)
            marked = [p for p in spelt if arabizi_to_arabic(p) not in _GROCERY_NAMES]
    if not no_english and all(p.lower() in _ENGLISH_TOO for p in marked):
        marked = []  # "delivery fee to jahra?": beside English words, "fee" is English
    glued = any(p.lower() in _ENGLISH_GLUE for p in latin)
    arabizi = bool(marked) and (
        any(any(ch.isdigit() for ch in p) for p in marked)
        # "meno faz mbarat el kuwait w el qadsiya ams": a name or two English, the rest not
        or (len(marked) >= 2 and len(unknown) >= _MOSTLY_UNKNOWN * max(1, english_words))
        # "whats the min order for ahmadi": English, though "min" is Arabizi for "from"
        or (not (mostly_english and glued) and 2 * len(marked) >= len(unknown))
        or no_english  # "abi 2 tmat w 1 bsal w kzbra": not one English word in it
    )
    out: list[str] = []
    for piece in pieces:
        if _latin(piece):
            # "dajajtain": two chickens; a word spelt in the dictionary is read as spelt there
            # ("tamreen", a workout, never two dates)
            in_dictionary = piece.lower() in ARABIZI_DICTIONARY
            if arabizi and not in_dictionary and (dual := latin_dual(piece, arabizi_to_arabic)):
                out.append(dual)
            elif arabizi and is_arabizi_word(piece):
                out.append(arabizi_to_arabic(piece))
            else:  # "do you have laimoon": the grocery word in Arabic, the message English
                low = piece.lower()  # ...and "choc" the chocolate it clips
                out.append(GULF_GROCERIES.get(low) or ENGLISH_CLIPPINGS.get(low, piece))
        elif not piece.isspace():
            out.append(" ".join(_gulf(word) for word in piece.split()))
        else:
            out.append(piece)
    if arabizi:
        out = _flavours_in_arabic(tea_or_thing(_arabizi_rest(out, pieces), pieces), pieces)
    else:
        out = _particles_in_arabic(out, pieces)
    joined = _GLUTEN_FREE.sub("gluten free", "".join(out))
    if arabizi:
        joined = _LOWER_FIRST.sub("نقص ", _UP_TO_A_COUNT.sub("الى", joined))
    joined = _NOT_DEAR.sub(_cheap, _DETACHED_ARTICLE.sub("ال", _ARTICLE_TWICE.sub("", joined)))
    joined = ground_of_a_spice(brown_of_bread(pack_of_count(_DETACHED_HOW_MUCH.sub("بكم", joined))))
    return Normalised(_IS_THERE.sub("فيه ", joined), arabizi)


# Arabizi "ila" before a number is "to" it ("naggis il lays ila 2": down to two), though the
# letters read "الا" (except), as "ma abi ila laban" is
_UP_TO_A_COUNT = Pattern(r"(?<!\w)الا(?= \d)")
# Arabizi "na8is" opening a message on goods and a count is the verb "lower" ("na8is el lays
# wa7ed"), though its letters read "ناقص" (lacking), as "el order na8is 5ubz" is
_LOWER_FIRST = Pattern(
    r"^ناقص (?=ال.*(?<!\w)(?:\d+|واحد|وحده|ثنين|اثنين|ثلاث|ثلاثه|اربع|اربعه|الى)(?!\w))"
)


# A cart change asked politely: "ممكن تحولها للبني؟", "لو سمحت تقدر تشيل الشيبس؟" (Arabizi
# "momkin t7awelhom" read "ممكن تحولهم"): read as the change itself, "حولها للبني", as the
# English "can you change it" is (`Utterance.asks`)
_POLITE_CHANGE = Pattern(
    r"^(?:(?:لو سمحت|من فضلك|اذا ممكن) )?(?:ممكن|تقدر|تقدرين|تكفي|تكفين) (?:لو سمحت )?ت"
    r"(?=(?:حول|غير|بدل|شيل|شل|نقص|خلي|قلب)(?:ها|هم|ه|هن)?(?!\w))"
)
# ...of the cart: "ممكن تزيدون على الطلب؟" asks whether a placed order can still change
_AN_ORDER_NAMED = Pattern(r"(?<!\w)(?:ال)?(?:طلب\w*|اوردر\w*|order\w*)(?!\w)")
_ASKED_AT_THE_END = Pattern(r"\s*(?:لو سمحت)?\s*\?+\s*$")


def _as_the_change(text: str) -> str:
    if _AN_ORDER_NAMED.search(text):
        return text
    asked = _POLITE_CHANGE.sub("", text)
    return text if asked == text else _ASKED_AT_THE_END.sub("", asked)


def normalise_message(text: str) -> Normalised:
    """A whole message in its one written form, less the "and" it opens with on a request
    ("ونقص الماي", "ووصلها بيت اهلي": the request said on from the last), and less the
    politeness a change is asked in (`_POLITE_CHANGE`). A clause cut from a message keeps
    its "و", which joins it to the clause before."""
    message = normalise(text)
    opened = _as_the_change(without_opening_and(message.text))
    return message if opened == message.text else Normalised(opened, message.arabizi)


# "gf pasta?", "any GF bread": the label's abbreviation, spelt out for every reading after
# ("my gf" is a girlfriend)
_GLUTEN_FREE = Pattern(r"(?<!my )(?<!his )(?<!your )(?<!ur )\bgf\b", re.IGNORECASE)
_UNITS = frozenset({"kilo", "kilos", "kg", "kgs", "gram", "grams", "gm", "ml"})
_ARABIC_UNITS = {"kilo": "كيلو", "kilos": "كيلو", "gram": "غرام", "grams": "غرام"}


# English glue words: a message holding one is written in English, whatever product and brand
# names in it also read as Arabizi ("abi laban almarai" holds none).
_ENGLISH_GLUE = frozenset(
    [
        "i",
        "my",
        "me",
        "the",
        "a",
        "an",
        "for",
        "to",
        "and",
        "of",
        "is",
        "are",
        "do",
        "you",
        "your",
        "what",
        "how",
        "can",
        "please",
        "with",
        "in",
        "on",
        "it",
        "this",
        "that",
        "got",
        "have",
        "want",
        "need",
        "who",
        "was",
        "were",
        "did",
        "will",
        "at",
        "from",
    ]
)


def _latin_words(text: str) -> list[str]:
    """The message's words in Latin letters, lower-cased: what tells English from Arabizi."""
    return [p.lower() for p in _TOKEN.findall(text) if p[0].isascii() and p[0].isalpha()]


def mostly_english(text: str) -> bool:
    """ "i got charged twice for my last 6alabiya wallah", "2 milk, 5ubz and eggs": English
    with an Arabizi word or two, answered in English (three English words or more, one of
    them glue, at least twice as many as the Arabizi ones)."""
    latin = _latin_words(text)
    english = sum(1 for word in latin if _english(word))
    # a word the vocabulary lacks ("easiest", "residents") counts against English only when
    # it reads as Arabizi: English has more words than the vocabulary holds
    arabizi = sum(
        1
        for word in latin
        if not _english(word) and (is_arabizi_word(word) or _spells_arabic(word))
    )
    glued = any(word in _ENGLISH_GLUE for word in latin)
    return glued and english >= 3 and english >= 2 * arabizi


def leans_english(text: str) -> bool:
    """ "delivery fee for hawalli?": English glue and English words, with at most one word
    that reads as Arabizi once the words both ways of writing hold ("fee" is فيه too) are
    set aside: too little to call it either way alone, so the conversation's language
    decides."""
    if any("\u0600" <= ch <= "\u06ff" for ch in text):
        return False  # "ترجم لي hello how are you": Arabic that quotes English
    latin = _latin_words(text)
    if not any(word in _ENGLISH_GLUE for word in latin):
        return False
    from hub.assistant.brain.vocabulary import is_english_word

    english = arabizi = 0
    for word in latin:
        if _english(word):
            english += 1
        elif is_english_word(word) and word in ARABIZI_WORDS:
            continue  # "fee", "la": either
        elif is_arabizi_word(word) or _spells_arabic(word):
            arabizi += 1
    return english >= 2 and arabizi <= 1


def starts_in_arabizi(text: str) -> bool:
    """The first word is Arabizi, and not one English holds too ("abi", "shno", "wain"; not
    "fi", "la")."""
    first = next((p for p in _TOKEN.findall(text) if p[0].isascii() and p[0].isalpha()), "")
    return len(first) > 2 and is_arabizi_word(first) and not _english(first)


def leans_arabizi(text: str) -> bool:
    """Too little to call Arabizi alone, but not English either: a short Arabizi word in it
    ("w el express jam", "el laban?") and not mostly English words. In a conversation held
    in Arabic such a message is answered in Arabic; "and" written "wa" or "w" is one ("wa ice
    cream chocolate"); so is a word English speakers borrow ("ok yalla thx")."""
    if is_arabic(text) or mostly_english(text):
        return False
    latin = _latin_words(text)
    return any(
        p in _AND or p in _LOANWORDS or is_arabizi_word(p) or _spells_arabic(p) for p in latin
    )


_AND = frozenset({"w", "wa", "wi"})


def leans_arabizi_by_a_word(text: str) -> bool:
    """`leans_arabizi` by an Arabizi word itself ("el", "abi"), not only "w" or a word English
    speakers borrow: enough for the app's language, Arabic, to answer a conversation's first
    message ("w el galaxy abeeha 3 mu 2")."""
    if not leans_arabizi(text):
        return False
    # "thx habibi", "hi there, salam": English with a word it borrows, no Arabizi word
    return any(
        p not in _LOANWORDS and (is_arabizi_word(p) or _spells_arabic(p))
        for p in _latin_words(text)
    )


def read_as_arabizi(word: str) -> str:
    """A Latin word that may be Gulf Arabic with no digit to say so ("yusufi"), as the known
    Arabic word it spells; the word itself when it is English or spells none."""
    if not word.isascii() or not word.isalpha() or _english(word):
        return word
    arabic = arabizi_to_arabic(word)
    known = nearest_known(arabic)
    return known if is_known_word(known) else word


def latin_words(text: str) -> list[str]:
    """The words of a message written in Latin letters that are neither Arabizi nor English
    glue: the names it holds as the shopper wrote them ("croissant" of "3ndkm croissant?")."""
    return [
        piece.lower()
        for piece in _TOKEN.findall(text)
        if piece.isascii()
        and piece.isalpha()
        and not is_arabizi_word(piece)
        and piece.lower() not in _ENGLISH_GLUE
    ]


def says_no_language(text: str) -> bool:
    """Latin words alone with nothing English or Arabizi about them ("galaxy caramel", "w
    kaju", "milk"): names, which say nothing of the language the shopper is writing in."""
    if is_arabic(text) or normalise(text).arabizi:
        return False
    latin = _latin_words(text)
    from hub.assistant.brain.vocabulary import is_common_goods_word, is_request_word

    # "ok smarties 3", "yes 2 pls": words every script's chat borrows say nothing either
    said = [word for word in latin if word not in _CHAT_WORDS]
    english = any(
        word in _ENGLISH_GLUE or word in _ENGLISH_BESIDE_GOODS or is_request_word(word)
        for word in said
    )
    # "6 eggs", "two dozen eggs": goods counted in English words, not a label's name
    counted = _A_COUNT.search(text) is not None or any(word in _COUNTS for word in said)
    english = english or (counted and any(is_common_goods_word(word) for word in said))
    # "okay thanks", "any offers?": English said whole, answered in English whatever came before
    english = english or any(word in _ENGLISH_ON_ITS_OWN for word in latin)
    # "shampoo head & shoulders menthol": a product's name of four words is still a name
    return bool(latin) and len(latin) <= _NAME_WORDS and not english


_NAME_WORDS = 4
# English said beside goods, texting's "and" too: "4 bananas n 2 lemons", "eggs too"
_ENGLISH_BESIDE_GOODS = frozenset(words("n too also more some just only"))
_COUNTS = frozenset(words("one two three four five six seven eight nine ten dozen half"))
_A_COUNT = Pattern(r"\d")


# What shoppers type in any script's chat: an answer, thanks, a greeting, "please"
_CHAT_WORDS = frozenset(
    words(
        "ok okay okey okk kk k yes yeah yep yup no nope nah thanks thx tnx ty pls plz bye hi hey"
        " hello sorry"
    )
)


def thanks_in_arabizi(text: str) -> bool:
    """Thanks said in Arabizi with nothing English but chat words about it ("okay shukran",
    "tislam", "mashkoor ya3teek el 3afya"): answered in Arabic, whatever came before."""
    latin = _latin_words(text)
    thanked = any(word in _ARABIZI_THANKS for word in latin)
    return thanked and all(
        word in _CHAT_WORDS or word in _ARABIZI_THANKS or is_arabizi_word(word) for word in latin
    )


_ARABIZI_THANKS = frozenset(
    words(
        "shukran shokran shukrn mashkoor mashkour mashkora mashkoora tislam teslam tislamin"
        " teslamin tislameen yislamo yeslamo yslmo ysalmo tslm"
    )
)
# Chat words only English writes as a sentence of their own ("ok" and "yes" are borrowed by
# Arabizi too: "ok 3 smarties"), and the English word that asks for any of a kind
_ENGLISH_ON_ITS_OWN = frozenset(words("thanks thank thx tnx ty bye sorry hello any"))


def _spells_arabic(word: str) -> bool:
    """A Latin word that is no English word and reads, letter by letter, as an Arabic word
    the brain knows: "elly", "wslni". English typos do too ("crat", "ordr"), so such words only
    add to other signs of Arabizi."""
    return (
        len(word) >= 3
        and word.isalpha()
        and not _english(word)
        and is_known_word(arabizi_to_arabic(word))
    )


def _short_marker(word: str) -> bool:
    """ "al", "fi", "la", "ma": short Arabizi words that English holds too ("al wazzan rice");
    among mostly English words they do not make a message Arabizi."""
    return (
        len(word) <= 2
        and not any(ch.isdigit() for ch in word)
        # "el ketchup vegan?": the article English never writes so marks Arabizi still
        and word.lower() not in _ARTICLES
    )


_ARTICLES = frozenset({"el", "il"})


def _latin(piece: str) -> bool:
    """A word in Latin letters, one opening on a dotted letter too ("'9ab", ضب)."""
    first = piece.lstrip("'")[:1]
    return first.isascii() and first.isalnum()


def _code(word: str) -> bool:
    """ "SAVE3", "FRESH10": a code, in capitals with a digit."""
    return word.isupper() and any(ch.isdigit() for ch in word)


def _grocery_word(word: str) -> bool:
    """A Gulf grocery word without digits ("laimoon"), which an English message may hold."""
    return word.lower() in GULF_GROCERIES and not any(ch.isdigit() for ch in word)


def _english(word: str) -> bool:
    from hub.assistant.brain.vocabulary import is_english_word

    if "'" in word:  # don't, what's, i'm; not "agra'9", an Arabizi letter dotted
        lower = word.lower()
        # "i'd", "they'd" are English; "bai'd" (بيض) dots its d after no English word
        dotted_d = "'d" in lower or "d'" in lower
        return not _DOTTED_DIGIT.search(lower) and not (
            dotted_d and not is_english_word(lower.split("'")[0])
        )
    return is_english_word(word) and word.lower() not in ARABIZI_WORDS


# A flavour named in English after a food named in Arabizi: "7aleeb chocolate" is حليب
# شوكولاتة, chocolate milk; read half in each script it would name a chocolate bar with milk
_FLAVOURS = {
    "chocolate": "شوكولاتة", "choco": "شوكولاتة", "strawberry": "فراولة", "vanilla": "فانيلا",
    "mango": "مانجو", "caramel": "كراميل", "orange": "برتقال", "apple": "تفاح",
    "lemon": "ليمون", "banana": "موز",
}  # fmt: skip
_BEFORE_A_FLAVOUR = frozenset({"ب", "بال", "بل"})  # "7aleeb bil chocolate"


def _flavours_in_arabic(out: list[str], pieces: list[str]) -> list[str]:
    words = [n for n, piece in enumerate(pieces) if not piece.isspace()]
    result = list(out)
    for position, n in enumerate(words):
        flavour = _FLAVOURS.get(pieces[n].lower())
        if flavour is None or position == 0:
            continue
        before = [out[m].strip() for m in words[:position]]
        if before[-1] in _BEFORE_A_FLAVOUR and len(before) > 1:
            before.pop()
        if before[-1].removeprefix("ال") in _GROCERY_NAMES:
            result[n] = flavour
    return result


# Arabizi's short particles that no English sentence writes: "in", "is there" (في), "in the"
# (في ال), "with the" (بال), "from" (من)
_PARTICLES = frozenset({"fe", "fi", "fl", "bl", "mn"})


def _particles_in_arabic(out: list[str], pieces: list[str]) -> list[str]:
    """An Arabizi particle before a word of a message read as English, in Arabic: in "lays
    fe gluten?" the "fe" asks what the crisps hold (في), as the Arabic reading of the words
    around it does, and "fi gluten in lays?" opens on "is there" (فيه); left in Latin it was
    a word of the goods' name no product holds. The message stays English: one short word
    does not make it Arabizi. Last in the message it is no particle ("santa fe")."""
    words = [n for n, piece in enumerate(pieces) if not piece.isspace()]
    result = list(out)
    for n, after in itertools.pairwise(words):
        if pieces[n].lower() in _PARTICLES and _latin(pieces[after]):
            result[n] = arabizi_to_arabic(pieces[n])
    return result


def _arabizi_rest(out: list[str], pieces: list[str]) -> list[str]:
    """In an Arabizi message, Latin words that are not English grocery words are Arabizi too."""
    result = []
    for converted, piece in zip(out, pieces, strict=True):
        if piece.lower() == "l":  # "fe l makhbaz": the article, not a litre
            converted = "ال"
        elif piece.lower() in _ARABIC_UNITS:  # "il steak kam il kilo": per kilo, as Arabic
            converted = _ARABIC_UNITS[piece.lower()]
        elif piece.lower() in ("o", "u", "wa"):  # "6ama6 o bsal", "wa labna": "and"
            converted = "و"
        elif (
            converted == piece
            and piece[0].isascii()
            and piece[0].isalpha()
            and not piece.isupper()
            and not _english(piece)
        ):
            converted = arabizi_to_arabic(piece)
        result.append(_gulf(converted))
    return result
