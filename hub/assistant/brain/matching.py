"""Which store record the shopper means: an aisle, a brand, an area, a recipe, a cart line.

The catalogue search (the storefront's own) finds products. Everything else the shopper names
is picked here from a short list the skill fetched, by comparing stems in both languages with
the same typo tolerance as intent words. Scores are plain numbers so ties resolve by store order.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Sequence
from operator import is_

from hub.assistant.brain.lexicon import STOP_WORDS
from hub.record import Record
from hub.run_together import near_run_together, run_together
from hub.text import as_said, similarity, skeletons, sounds_alike, stem, words

# Filler inside names that should not count towards a match ("Al Rawabi", "Dairy & Eggs").
NAME_FILLER = frozenset({"al", "el", "the", "and", "of", "&", "ال", "و", "city"})
_MIN_FUZZY = 5
# Words whose first letter is their own و, not "and": "واحد" (one) is no "احد" (someone).
_OWN_WAW = frozenset(
    {"واحد", "واحده", "وحده", "وحيد", "وزن", "وقت", "ورق", "وجبه", "وصفه", "وصفات"}
)
_MIN_SOUND_ALIKE = 2  # letters: "حر" read from "7ar" is "حار"; one letter matches too much
_SOUND_ALIKE_SIMILARITY = 0.5
_INSERTION_SIMILARITY = 0.8
_SUBSTITUTION_SIMILARITY = 0.85


def stems(text: str) -> list[str]:
    return list(_stems(text))


@functools.lru_cache(maxsize=1 << 14)
def _stems(text: str) -> tuple[str, ...]:
    """Memoised: store names are matched against every message."""
    return tuple(stem(word) for word in words(text) if word not in NAME_FILLER)


def without_glued_and(token: str) -> str:
    """An Arabic word less the "و" (and) written onto it, by the rule `forms_of` reads it
    with: "وبيض" is "بيض", "وملح" is "ملح"; "ورق" and "وصفه" keep theirs."""
    if _glued_and(token):
        return token[1:]
    return token


def _glued_and(token: str) -> bool:
    return (
        token.startswith("و") and len(token) >= 4 and token not in _OWN_WAW and not token.isascii()
    )


# A country's people's word is the country a product's name gives in English: "is the
# pomegranate iranian" of "Pomegranates (Iran)" (Arabic names say "رمان إيراني" themselves);
# not "kuwaiti", which names goods ("Kuwaiti Shrimp") where "kuwait" names a place
_COUNTRY_OF = {
    "iranian": "iran", "egyptian": "egypt", "indian": "india", "american": "usa",
    "pakistani": "pakistan", "jordanian": "jordan", "filipino": "philippines",
    "kenyan": "kenya", "chinese": "china", "lebanese": "lebanon", "spanish": "spain",
    "australian": "australia",
}  # fmt: skip


@functools.lru_cache(maxsize=1 << 16)
def forms_of(token: str) -> frozenset[str]:
    """The stems a word may stand for: "الالبان" (the dairy) is also "البان" and "بان";
    Arabic "وبيض" (and eggs) is also "بيض"; "iranian" is also "iran"."""
    forms = {token, stem(token), stem(stem(token))}
    if token in _COUNTRY_OF:
        forms.add(_COUNTRY_OF[token])
    if _glued_and(token):
        forms |= {stem(token[1:]), stem(stem(token[1:]))}
    if token[:1] in ("ل", "ب") and len(token) >= 5:  # "لحولي" (to Hawalli), "بحليب"
        forms.add(token[1:])
    return frozenset(forms)


@functools.lru_cache(maxsize=1 << 17)
def same_forms(token_forms: frozenset[str], wanted: str) -> bool:
    """Exact, or one typo in a word of five letters or more: a missing or extra letter
    ("wher", "ofers", "recipie", "salmiyah"), or a wrong letter only in longer words
    ("delivary"), so "apples" never reads as "apply"."""
    if wanted in token_forms:
        return True
    if len(wanted) < _MIN_FUZZY:
        return False
    return any(_typo_of(form, wanted) for form in token_forms)


def _typo_of(form: str, wanted: str) -> bool:
    if len(form) < _MIN_FUZZY - 1 or form[0] != wanted[0]:
        return False
    closeness = similarity(form, wanted)
    if len(form) != len(wanted):
        return closeness >= _INSERTION_SIMILARITY
    return closeness >= _SUBSTITUTION_SIMILARITY


@functools.lru_cache(maxsize=1 << 17)
def same_word(token: str, wanted: str, *, sound_alike: bool = True) -> bool:
    """True when a shopper's word is a store word (either may carry an article or "و"). A
    final ta marbuta (folded to ه) comes and goes in everyday spelling: "بالجبن" is the
    store's "جبنه"; and Arabic read from Arabizi has the store word's consonants, not always
    its letters ("الموتببل" is "متبل")."""
    forms, wanted_forms = forms_of(token), forms_of(wanted)
    if forms & wanted_forms or same_forms(forms, wanted):
        return True
    if _untied(forms) & _untied(wanted_forms):
        return True
    if _as_said(forms) & _as_said(wanted_forms):
        return True  # "قولد" is the store's "جولد", "سنبوسه" its "سمبوسه", "بامبرس" "بامبرز"
    if _misspelt(forms, wanted_forms):
        return True
    return sound_alike and _sound_alike(forms, wanted_forms)


def runs_together(token: str, text: str, *, near: bool) -> bool:
    """Whether a shopper's word is two neighbouring words of a store text typed as one
    ("كيتكات" of "كيت كات"), or, when `near`, so with a long vowel dropped or a letter
    changed ("كتكات"): a near reading is the store's guess, never a name spelt."""
    forms, names = forms_of(token), _run_together_of(text)
    return bool(forms & names) or (
        near and any(near_run_together(form, name) for form in forms for name in names)
    )


@functools.lru_cache(maxsize=1 << 14)
def _run_together_of(text: str) -> frozenset[str]:
    """Memoised: store names are matched against every message."""
    return frozenset(run_together(words(text)))


def same_word_as_spelt(token: str, wanted: str) -> bool:
    """`same_word` with no slip allowed: the word itself, with or without its article, "و" or
    ta marbuta."""
    forms, wanted_forms = forms_of(token), forms_of(wanted)
    return bool(forms & wanted_forms) or bool(_untied(forms) & _untied(wanted_forms))


_LATIN_VOWELS = frozenset("aeiouy")
_MIN_LATIN_SKELETON = 4  # consonants: "btr" would make "butter" of "bitter"
_MISSPELT_SIMILARITY = 0.7


def _latin_skeleton(word: str) -> str:
    """An English word's first letter and consonants, a doubled letter once: "blubery" and
    "blueberry" are both "blbr", "avacado" and "avocado" "avcd"."""
    letters = word[:1] + "".join(ch for ch in word[1:] if ch not in _LATIN_VOWELS)
    return "".join(ch for i, ch in enumerate(letters) if i == 0 or ch != letters[i - 1])


def _misspelt(forms: frozenset[str], wanted_forms: frozenset[str]) -> bool:
    """Two slips in a long English word ("blubery", "tomatos"): the same consonants in the
    same order and most letters in common, where one typo (`same_forms`) is not enough."""
    return any(
        len(form) >= _MIN_FUZZY
        and len(wanted) >= _MIN_FUZZY
        and form.isascii()
        and wanted.isascii()
        and form.isalpha()
        and len(_latin_skeleton(form)) >= _MIN_LATIN_SKELETON
        and _latin_skeleton(form) == _latin_skeleton(wanted)
        and similarity(form, wanted) >= _MISSPELT_SIMILARITY
        for form in forms
        for wanted in wanted_forms
    )


_G_LETTERS = str.maketrans({"ق": "ج", "غ": "ج"})


def _as_said(forms: frozenset[str]) -> set[str]:
    """One sound written two ways, as one spelling: the g of a loanword is written ق, ج or غ
    in the Gulf ("قولد", "جولد", "غولد"), and the others of `hub.text.as_said` ("سنبوسه",
    "بامبرس"); in words long enough not to collide by chance."""
    return {
        as_said(form.translate(_G_LETTERS))
        for form in forms
        if len(form) >= 4 and not form.isascii()
    }


def _sound_alike(forms: frozenset[str], wanted_forms: frozenset[str]) -> bool:
    """The same consonants, sound-alike letters folded, and spellings this alike. A store
    word of two letters ("كي" of "كي دي دي") sounds like no longer word: "كيوي" is kiwi."""
    return any(
        len(form) >= _MIN_SOUND_ALIKE
        and (len(wanted) > _MIN_SOUND_ALIKE or len(form) <= _MIN_SOUND_ALIKE + 1)
        and bool(skeletons(form) & skeletons(wanted))
        and sounds_alike(form, wanted) >= _SOUND_ALIKE_SIMILARITY
        for form in forms
        if not form.isascii()
        for wanted in wanted_forms
        if not wanted.isascii()
    )


# Foods whose ta marbuta makes another food: labneh ("لبنه") is no laban ("لبن")
_TIED_ANOTHER_FOOD = frozenset({"لبنه"})


def _untied(forms: frozenset[str]) -> set[str]:
    """Without a final ta marbuta (folded to ه), and with a final alef maqsura (folded to ي)
    written as the alef Arabizi gives it ("الادنا" is "الادنى"); not of a food the letter
    tells apart (`_TIED_ANOTHER_FOOD`)."""
    untied = {
        form[:-1]
        for form in forms
        if len(form) >= 4 and form.endswith("ه") and stem(form) not in _TIED_ANOTHER_FOOD
    }
    alef = {form[:-1] + "ي" for form in forms if len(form) >= 4 and form.endswith("ا")}
    return untied | alef | forms


def _hit(query: Sequence[str], target: Sequence[str]) -> int:
    """How many of the target's words the query hits."""
    return sum(1 for word in target if any(same_word(token, word) for token in query))


def name_texts(record: Record, field: str = "name") -> list[str]:
    """The texts of a bilingual field: a name ({"en", "ar"}) or keywords ({"en": [...]})."""
    value = record.get(field)
    texts: list[str] = []
    for item in value.values() if isinstance(value, dict) else (value,):
        if isinstance(item, str):
            texts.append(item)
        elif item:
            texts.extend([text for text in item if isinstance(text, str)])
    return texts


def best_by_name(
    query: Sequence[str],
    records: Iterable[Record],
    *,
    fields: Sequence[str] = ("name",),
    min_coverage: float = 0.5,
) -> Record | None:
    """The record whose name the whole query names (every query word used), if any.

    "dairy" names "Dairy & Eggs" (half its words); "dairy milk" does not, because "milk" is
    not in it; that message is a product search, not an aisle.
    """
    records = list(records)
    return names_of(records, fields).best(query, records, min_coverage)


class Names:
    """The names of a list of records, read once: every form of every name in the order
    `best_by_name` weighs them, and which of them hold each word. A name is weighed only
    when it holds a word that each query word is (`same_word`), which `_named_by` asks
    first of every name, so the answer is the same as weighing every name; the seventy
    areas' names were otherwise all weighed for every run of words a message says."""

    __slots__ = ("_forms", "_holding", "_matched")

    def __init__(self, texts: tuple[tuple[str, ...], ...]) -> None:
        self._forms: list[tuple[int, str]] = []  # (the record's place, the form)
        self._holding: dict[str, set[int]] = {}
        for at, record_texts in enumerate(texts):
            for text in record_texts:
                for form in _name_forms(text):
                    for word in _stems(form):
                        self._holding.setdefault(word, set()).add(len(self._forms))
                    self._forms.append((at, form))
        self._matched: dict[str, frozenset[int]] = {}

    def _holding_word(self, token: str) -> frozenset[int]:
        """The forms holding a word the token is; memoised per word, as `_named_by` is."""
        found = self._matched.get(token)
        if found is None:
            found = frozenset().union(
                *(at for word, at in self._holding.items() if same_word(token, word))
            )
            if len(self._matched) < _MOST_WORDS:
                self._matched[token] = found
        return found

    def best(
        self, query: Sequence[str], records: Sequence[Record], min_coverage: float = 0.5
    ) -> Record | None:
        """`best_by_name` of these names, `records` being the list they were read from."""
        query = tuple(token for token in query if token not in NAME_FILLER)  # "Kuwait City"
        if not query:
            return None
        weighed = self._holding_word(query[0])
        for token in query[1:]:
            weighed = weighed & self._holding_word(token)
        best: tuple[tuple[float, int, bool], int] | None = None
        for position in sorted(weighed):
            at, form = self._forms[position]
            named = _named_by(query, form)
            if named is None or named[0] < min_coverage:
                continue
            if best is None or named > best[0]:
                best = (named, at)
        return records[best[1]] if best else None


_names: dict[tuple[Sequence[str], tuple[tuple[str, ...], ...]], Names] = {}
# by the fields read: the last list's records and their names
_read_last: dict[tuple[str, ...], tuple[list[Record], Names]] = {}
_MOST_NAME_LISTS = 64  # the areas, the aisles, the brands, a list a skill narrowed
_MOST_WORDS = 4096


def names_of(records: Sequence[Record], fields: Sequence[str] = ("name",)) -> Names:
    """The records' names read once (`Names`), memoised by the names' texts, and the last
    list's by its very records: records are never changed in place, and the same seventy
    areas come for every message that names one, whose texts cost more to gather than to
    look up."""
    held = _read_last.get(tuple(fields))
    if held is not None and len(held[0]) == len(records) and all(map(is_, held[0], records)):
        return held[1]
    if len(fields) == 1:
        field = fields[0]
        texts = tuple([tuple(name_texts(record, field)) for record in records])
    else:
        texts = tuple(
            [tuple([text for f in fields for text in name_texts(record, f)]) for record in records]
        )
    key = (tuple(fields), texts)
    names = _names.get(key)
    if names is None:
        if len(_names) >= _MOST_NAME_LISTS:
            _names.clear()
        names = _names[key] = Names(texts)
    _read_last[tuple(fields)] = (list(records), names)
    return names


def _name_forms(text: str) -> tuple[str, ...]:
    """A name and, when it carries another in brackets, each of the two on its own:
    "Mubarak Al-Abdullah (West Mishref)" is named whole by "mubarak al abdullah" as by "west
    mishref", where the bracket's words would halve either's share of the whole."""
    before, bracket, rest = text.partition("(")
    if not bracket or not before.strip():
        return (text,)
    return (text, before.strip(), rest.partition(")")[0].strip())


@functools.lru_cache(maxsize=1 << 15)
def _named_by(query: tuple[str, ...], text: str) -> tuple[float, int, bool] | None:
    """(the share of the name's words the query hits, how many it spells exactly, whether it
    says them in the name's order), or None when a query word is not in the name. Memoised
    by the words and the name: the same few words are held against every area, aisle or
    brand of a list, and the same names come up for every shopper."""
    target = _stems(text)
    # every query word must be in the name: asked first, as most names fail at the first word
    if not target or not all(any(same_word(token, word) for word in target) for token in query):
        return None
    # at equal coverage the name spelled exactly wins: "khairan" is Khairan, not Khaitan one
    # letter away
    exact = sum(1 for word in target if any(word in forms_of(t) for t in query))
    # with the same words, the order tells two names apart: "mubarak al abdullah" is Mubarak
    # Al-Abdullah, not Abdullah Al-Mubarak
    places = [next(i for i, word in enumerate(target) if same_word(t, word)) for t in query]
    return _hit(query, target) / len(target), exact, places == sorted(places)


@functools.lru_cache(maxsize=1 << 14)
def _phrase_stems(phrase: str) -> tuple[str, ...]:
    """Memoised: the store's keyword phrases are compared with many messages."""
    return tuple(stem(word) for word in words(phrase))


def phrase_hits(tokens: Sequence[str], phrases: Iterable[str]) -> int:
    """Weight of the longest keyword phrase fully present in `tokens` (0 if none)."""
    best = 0
    for phrase in phrases:
        wanted = _phrase_stems(phrase)
        if wanted and all(any(same_word(token, word) for token in tokens) for word in wanted):
            best = max(best, len(wanted))
    return best


def sold_as(record: Record, query: Sequence[str]) -> bool:
    """One of the record's keywords is the whole query ("shampoo" for every shampoo, baby or
    hair): what the product is, not a word its name shares by chance ("mint" toothpaste)."""
    wanted = tuple(stem(token) for token in query)
    return any(_phrase_stems(keyword) == wanted for keyword in keywords_of(record))


def keywords_of(record: Record) -> list[str]:
    keywords = record.get("keywords") or {}
    if isinstance(keywords, dict):
        return [word for values in keywords.values() for word in values]
    return list(keywords)


def score_named(tokens: Sequence[str], record: Record) -> float:
    """How well `tokens` name a recipe, FAQ entry or product.

    A keyword phrase counts its length; a name counts double its covered share (a recipe's
    name is the surest sign); a FAQ question counts its covered content words once.
    """
    score = float(phrase_hits(tokens, keywords_of(record)))
    for weight, field in ((2.0, "name"), (1.0, "question")):
        for text in name_texts(record, field):
            target = [word for word in stems(text) if word not in STOP_WORDS]
            if target:
                score = max(
                    score, weight * _hit(tokens, target) / len(target) * min(len(target), 3)
                )
    return score


def ranked(tokens: Sequence[str], records: Iterable[Record], minimum: float = 1.0) -> list[Record]:
    """Records named by `tokens`, best first; store order breaks ties."""
    scored = [(score_named(tokens, record), n, record) for n, record in enumerate(records)]
    return [
        record
        for score, _, record in sorted(scored, key=lambda s: (-s[0], s[1]))
        if score >= minimum
    ]
