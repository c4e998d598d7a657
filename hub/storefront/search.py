"""Catalogue search: an in-memory index of every product's words, in both languages.

The catalogue is small (hundreds of products), so the whole vocabulary fits in memory and a
query is answered without touching storage. Every word, indexed or asked for, goes through
`hub.text` (Arabic folded, article stripped, digits ASCII, English singular), so "Tomatos",
"الطماطم" and "طماطة" land on the same keys.

Ranking, per query word: an exact word beats a prefix ("banan" -> banana), which beats a
typo (`similarity`, "chiken" -> chicken; for an Arabic word also the same consonants,
`skeleton`, "حلصات" -> حلقات); typos are looked for even when the word exists
("aple" is a keyword of one apple, and still finds the others). A word from the product's
own name or keywords counts more than one from its brand, aisle or pack size. A query word
the store has no word for may be two words of a name run together (`hub.run_together`,
"كتكات" -> كيت كات). Products matching more of the query's words come first; at equal
relevance, in-stock products come first.
"""

from __future__ import annotations

import functools
from collections import defaultdict
from collections.abc import Iterable
from typing import Any

from hub.record import Record
from hub.run_together import MIN_LETTERS, near_run_together, run_together
from hub.text import similarity, skeletons, sounds_alike, stem, words

# How much a word counts, by where it was found on the product.
NAME, KEYWORD, BRAND, CATEGORY, UNIT = 1.0, 0.9, 0.6, 0.5, 0.3

EXACT, PREFIX = 2.0, 1.0  # tier offsets: any exact match outranks any prefix, and so on
PHRASE_BONUS = 1.0  # the whole query is one of the product's keywords or its name
MIN_PREFIX = 3
MIN_FUZZY = 4
FUZZY_THRESHOLD = 0.74
REACH_MEMORY = 20_000  # query words remembered with the index words they reach
# An Arabic word whose consonants are a store word's, sound-alike letters folded ("رقق" read
# from "rgag" is "رقاق"): reached as a typo of this closeness times how alike the spellings
# are, for a word of three letters or more and spellings at least this alike (vowels dropped,
# "اغنيه" has the skeleton of "كينوا").
SKELETON_CLOSENESS, SKELETON_SIMILARITY = 0.8, 0.5

# Words a shopper wraps a product in; ignored when the query has any other word.
STOPWORDS = frozenset(
    stem(word)
    for word in words(
        "i want need some please the a an of for me buy get add with and show find any do "
        "you have my to in is are can give looking order "
        "اريد أبي ابغى ابغي عندكم عندك هل في من على لو سمحت بعض عايز ممكن اعطني ابحث عن"
    )
)
# The word before a product's number in its name ("Spaghetti No. 5", "طحين رقم ١"): a number
# asked for with no digit in the query is a phone's, a ticket's or a flight's ("عطني رقم
# الشرطه", "what's the number of the clinic"), never one of those products'.
_NUMBER_MARKERS = frozenset(stem(word) for word in words("number رقم"))


# Strings read into keys, remembered: a catalogue's brands, aisles, pack sizes and keywords
# repeat across its products, and every hub of a process (a test's, a restarted one's)
# indexes the same catalogue again; reading a string is most of what indexing costs.
_READ_STRINGS = 1 << 15


@functools.lru_cache(maxsize=_READ_STRINGS)
def _string_keys(text: str) -> tuple[str, ...]:
    return tuple(stem(word) for word in words(text))


@functools.lru_cache(maxsize=_READ_STRINGS)
def _string_run_together(text: str) -> tuple[str, ...]:
    return tuple(run_together(words(text)))


def _strings(text: Any) -> list[str]:
    """The strings of a text, a bilingual text or a list of them."""
    if isinstance(text, str):
        return [text]
    if isinstance(text, dict):
        values: Iterable[Any] = text.values()
    elif isinstance(text, (list, tuple)):
        values = text
    else:
        return []
    found: list[str] = []
    for value in values:
        if isinstance(value, str):
            found.append(value)
        else:
            found.extend(_strings(value))
    return found


def _keys(text: Any) -> list[str]:
    """The index keys of a text, a bilingual text or a list of them."""
    return [key for string in _strings(text) for key in _string_keys(string)]


def _run_together(text: Any) -> list[str]:
    """Each two neighbouring words of each name or keyword of a (bilingual) text as one word
    ("كيت كات" is also "كيتكات"): a name as shoppers type it when they hear one word."""
    return [key for string in _strings(text) for key in _string_run_together(string)]


def _phrases(text: Any) -> list[tuple[str, ...]]:
    """Each name and keyword of a (bilingual) text as one tuple of keys."""
    return [keys for string in _strings(text) if (keys := _string_keys(string))]


class CatalogueIndex:
    def __init__(self) -> None:
        self._postings: dict[str, dict[str, float]] = {}
        self._by_length: dict[int, list[str]] = {}
        self._by_skeleton: dict[str, list[str]] = {}
        self._in_stock: dict[str, bool] = {}
        self._position: dict[str, int] = {}
        self._phrases: dict[tuple[str, ...], set[str]] = {}
        # a name's two words run together -> its products, kept apart from the words: reached
        # only by a query word that is no word of the store's (`_compare`)
        self._run_together: dict[str, dict[str, float]] = {}
        self._run_together_by_skeleton: dict[str, list[str]] = {}
        # query word -> the index words it reaches; valid until the vocabulary grows
        self._reach: dict[str, tuple[tuple[str, float, float], ...]] = {}

    def __len__(self) -> int:
        return len(self._position)

    def rebuild(
        self, products: Iterable[Record], brands: Iterable[Record], categories: Iterable[Record]
    ) -> None:
        brand_names = {brand["_id"]: brand.get("name") for brand in brands}
        category_names = {category["_id"]: category.get("name") for category in categories}
        self._postings, self._by_length, self._phrases = {}, {}, {}
        self._by_skeleton, self._run_together, self._run_together_by_skeleton = {}, {}, {}
        self._in_stock, self._position, self._reach = {}, {}, {}
        for product in products:
            self.update_product(
                product,
                {"name": brand_names.get(product.get("brandId"))},
                {"name": category_names.get(product.get("categoryId"))},
            )

    def update_product(
        self, product: Record, brand: Record | None, category: Record | None
    ) -> None:
        """Re-index one product after it changed (its stock, name or keywords)."""
        pid = product["_id"]
        if pid in self._position:
            for hits in (*self._postings.values(), *self._run_together.values()):
                hits.pop(pid, None)
            for owners in self._phrases.values():
                owners.discard(pid)
        self._position.setdefault(pid, len(self._position))
        self._in_stock[pid] = int(product.get("stock") or 0) > 0
        fields = (
            (NAME, product.get("name")),
            (KEYWORD, product.get("keywords")),
            (BRAND, (brand or {}).get("name")),
            (CATEGORY, (category or {}).get("name")),
            (UNIT, product.get("unit")),
            (UNIT, [variant.get("name") for variant in product.get("variants") or []]),
        )
        for weight, text in fields:
            for key in _keys(text):
                if key in self._postings:
                    hits = self._postings[key]
                else:
                    hits = self._postings[key] = {}
                    self._by_length.setdefault(len(key), []).append(key)
                    if not key.isascii():
                        for shape in skeletons(key):
                            self._by_skeleton.setdefault(shape, []).append(key)
                    self._reach.clear()
                hits[pid] = max(hits.get(pid, 0.0), weight)
        for weight, text in ((NAME, product.get("name")), (KEYWORD, product.get("keywords"))):
            for phrase in _phrases(text):
                self._phrases.setdefault(phrase, set()).add(pid)
            for key in _run_together(text):
                if key not in self._run_together:
                    self._run_together[key] = {}
                    for shape in skeletons(key) if not key.isascii() else ():
                        self._run_together_by_skeleton.setdefault(shape, []).append(key)
                    self._reach.clear()
                hits = self._run_together[key]
                hits[pid] = max(hits.get(pid, 0.0), weight)

    def search(self, query: str, *, limit: int = 8, include_out_of_stock: bool = True) -> list[str]:
        """Product ids, best first."""
        keys = list(dict.fromkeys(_keys(query)))
        if not any(char.isdigit() for char in query):
            keys = [key for key in keys if key not in _NUMBER_MARKERS]
        meaningful = [key for key in keys if key not in STOPWORDS]
        keys = meaningful or keys
        matched: dict[str, int] = defaultdict(int)
        scores: dict[str, float] = defaultdict(float)
        for key in keys:
            for pid, score in self._matches(key).items():
                matched[pid] += 1
                scores[pid] += score
        for pid in self._phrases.get(tuple(keys), ()):
            if pid in scores:
                scores[pid] += PHRASE_BONUS
        ranked = sorted(
            (pid for pid in matched if include_out_of_stock or self._in_stock.get(pid)),
            key=lambda pid: (
                -matched[pid],
                -scores[pid],
                not self._in_stock.get(pid),
                self._position.get(pid, 0),
            ),
        )
        return ranked[:limit]

    def _matches(self, key: str) -> dict[str, float]:
        """The score of one query word's best match on each product it matches at all: the
        match's tier plus its weight (a float per product, no object: "milk" alone reaches
        dozens of products a search)."""
        best: dict[str, float] = {}
        for word, tier, factor in self._reached_by(key):
            posted = self._postings.get(word)
            for pid, weight in (self._run_together[word] if posted is None else posted).items():
                score = tier + weight * factor
                if pid not in best or score > best[pid]:
                    best[pid] = score
        return best

    def _reached_by(self, key: str) -> tuple[tuple[str, float, float], ...]:
        """The index words a query word matches, as (word, tier, factor).

        Memoised: comparing a word with the whole vocabulary is the costly part of a search,
        and shoppers search the same words over and over.
        """
        reach = self._reach.get(key)
        if reach is None:
            if len(self._reach) >= REACH_MEMORY:
                self._reach.clear()
            reach = self._reach[key] = tuple(self._compare(key))
        return reach

    def _compare(self, key: str) -> Iterable[tuple[str, float, float]]:
        if key in self._postings:
            yield key, EXACT, 1.0
        else:
            yield from self._as_run_together(key)
        if len(key) >= MIN_PREFIX and not key.isdigit():
            for length in range(len(key) + 1, len(key) + 12):
                for candidate in self._by_length.get(length, ()):
                    if candidate.startswith(key):
                        yield candidate, PREFIX, 1.0
        if not key.isascii() and len(key) >= MIN_PREFIX:
            alike = {c for shape in skeletons(key) for c in self._by_skeleton.get(shape, ())}
            for candidate in sorted(alike):
                closeness = sounds_alike(key, candidate)
                if candidate != key and closeness >= SKELETON_SIMILARITY:
                    # the closer spelling ranks first: "همور" is هامور before احمر (red)
                    yield candidate, 0.0, SKELETON_CLOSENESS * closeness
        if len(key) < MIN_FUZZY or key.isdigit():
            return
        letters = set(key)
        for length in range(len(key) - 2, len(key) + 3):
            # An edit changes the two words' letter sets by at most two letters, so most of
            # the vocabulary is ruled out before the (costlier) edit distance.
            allowed = 2 * int((1 - FUZZY_THRESHOLD) * max(length, len(key)))
            for candidate in self._by_length.get(length, ()):
                if len(letters.symmetric_difference(candidate)) > allowed:
                    continue
                closeness = similarity(key, candidate)
                if closeness >= FUZZY_THRESHOLD:
                    yield candidate, 0.0, closeness

    def _as_run_together(self, key: str) -> Iterable[tuple[str, float, float]]:
        """The names whose two words the query word runs together ("كيتكات"), or does so with
        a long vowel dropped or a letter changed ("كتكات"); a name's two words that are also
        a word of the store's own are reached as that word."""
        if len(key) < MIN_LETTERS:
            return
        if key in self._run_together:
            yield key, EXACT, 1.0
            return
        for shape in skeletons(key) if not key.isascii() else ():
            for candidate in self._run_together_by_skeleton.get(shape, ()):
                if candidate not in self._postings and near_run_together(key, candidate):
                    yield candidate, 0.0, SKELETON_CLOSENESS * sounds_alike(key, candidate)
