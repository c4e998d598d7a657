"""The changes a shopper asks of single lines beside a whole request: a recipe's ingredients
or a past order added less what is left out, with another line counted anew ("7i6 kil el
a3'radh bs bdoon el 3aish, w el dyay 5alah 2", "reorder my last one minus the chips, and 2
pepsi instead of 1", "ابي نفس الطلبيه بس بدون الموز").

Both requests hold their own lines already (the recipe's, the order's), so what the changes
name is read among those lines only: "the chicken" is the recipe's chicken, never a search of
the store. A change naming none of them is unresolved, and the caller asks rather than
proposes a basket that ignores it.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable
from dataclasses import dataclass

from hub.assistant.brain import matching
from hub.assistant.brain.quantities import counts_said, read
from hub.assistant.brain.skills.lines import variant_named, variant_of_size
from hub.assistant.brain.utterance import JOINS, Utterance
from hub.record import Record
from hub.storefront.port import LineItem

# Arabic "و" written onto the next word: "والدجاج" is "and the chicken"
_AND = "و"


def named_best(words: list[str], products: dict[str, Record]) -> set[str]:
    """For each word, the products it names best: "بدون البيض" is the eggs, not the white
    ("أبيض") sugar that shares the word's letters."""
    chosen: set[str] = set()
    for word in words:
        scores = {pid: matching.score_named([word], product) for pid, product in products.items()}
        best = max(scores.values(), default=0.0)
        if best >= 1:
            chosen.update(pid for pid, score in scores.items() if score >= best - 1e-9)
    return chosen


@dataclass(frozen=True, slots=True)
class Counted:
    """A line named in a clause of its own with the count it should have."""

    words: list[str]
    count: int


def unjoined(word: str) -> list[str]:
    """The word, and the word without an Arabic "and" written onto it."""
    bare = word.removeprefix(_AND)
    return [word, bare] if bare != word and len(bare) > 2 else [word]


def counted(utterance: Utterance) -> list[Counted]:
    """The lines counted anew in the clauses after the first ("and 2 pepsi instead of 1", "w
    el dyay 5alah 2", "والحليب خله ٣"): the first number of each such clause is its count,
    and "instead of 1" says what it was."""
    tokens = utterance.tokens
    joins = [n for n, token in enumerate(tokens) if token in JOINS] + [len(tokens)]
    left_out = set(utterance.left_out)
    found: list[Counted] = []
    for at, upto in itertools.pairwise(joins):
        clause = tokens[at + 1 : upto]
        # a count in figures or in words: "w el 7aleeb 5alah wa7id", "والحليب خله واحد"
        words = [w for w in utterance.topic if w in clause and w not in left_out]
        numbers = counts_said(_but_the_kind_one(clause, words))
        if numbers and numbers[0] == utterance.servings:
            continue  # "make the chicken enough for 10": ten people to feed, not ten chickens
        if numbers and 0 < numbers[0] <= 99 and words:
            found.append(Counted([f for w in words for f in unjoined(w)], numbers[0]))
    return found


# words that set a count: "make the pepsi one", "just one", "pepsi to one"
_SETTING = frozenset({"make", "set", "change", "keep", "just", "only", "to", "be", "put", "want"})


def _but_the_kind_one(clause: list[str], goods: list[str]) -> list[str]:
    """The clause less a "one" that closes the goods' own name ("the chips and pepsi one":
    the order with pepsi in it), when no word of the clause sets a count."""
    if _SETTING & set(clause):
        return clause
    return [
        token
        for n, token in enumerate(clause)
        if not (token == "one" and n > 0 and clause[n - 1] in goods)
    ]


def dropped(
    utterance: Utterance, products: dict[str, Record], kept: frozenset[str] = frozenset()
) -> tuple[set[str], bool]:
    """The lines left out ("without the bananas", "minus the chips", "بدون الموز") among
    `products`, and whether every word left out named one of them; `kept` are words of a
    line swapped, not left out ("sukkari, mu khalas")."""
    words = [word for word in utterance.left_out if word not in kept]
    ids = named_best([f for w in words for f in unjoined(w)], products)
    return ids, all(named_best(unjoined(word), products) for word in words)


def recounted(
    items: Iterable[LineItem], asked: list[Counted], products: dict[str, Record]
) -> tuple[list[LineItem], bool]:
    """`items` with each line counted anew as `asked`, and whether every count named one of
    the lines."""
    lines = list(items)
    at = {item.productId: n for n, item in enumerate(lines)}
    every = True
    for change in asked:
        hit = [pid for pid in named_best(change.words, products) if pid in at]
        if len(hit) != 1:
            every = False
            continue
        n = at[hit[0]]
        lines[n] = LineItem(lines[n].productId, lines[n].variantId, change.count)
    return lines, every


# "jumbo not medium", "the 3 kg instead of the kilo", "الجامبو مو الوسط", "il 3 kilo mu il kilo"
_CONTRAST = frozenset({"not", "instead", "rather", "مو", "مب", "مش", "بدل", "بدال", "mu", "mo"})


def repacked(
    utterance: Utterance, items: Iterable[LineItem], products: dict[str, Record]
) -> tuple[list[LineItem], bool]:
    """`items` with a line moved to the pack or kind of it said against another ("all of it
    but jumbo shrimp not medium": the shrimp line's jumbo pack), and whether one moved. The
    words before the contrast name the line and its pack; a line no word of them names is
    kept as it is."""
    lines = list(items)
    tokens = utterance.tokens
    at = next((n for n, token in enumerate(tokens) if token in _CONTRAST), None)
    if at is None:
        return lines, False
    start = max((n + 1 for n in range(at) if tokens[n] in JOINS), default=0)
    clause = tokens[start:at]
    wanted = [t for t in clause if t in utterance.topic]
    size = read(clause).quantity
    moved = False
    named = named_best([f for w in wanted for f in unjoined(w)], products) if wanted else set()
    for n, item in enumerate(lines):
        product = products.get(item.productId)
        if product is None or not product.get("variants"):
            continue
        if named and item.productId not in named:
            continue
        variant = variant_named(product, wanted) if wanted else None
        if variant is None and size is not None and size.unit is not None:
            variant = variant_of_size(product, size)
        if variant is not None and variant["_id"] != item.variantId:
            lines[n] = LineItem(item.productId, str(variant["_id"]), item.quantity)
            moved = True
    return lines, moved


# "sukkari instead of khalas", "التمر خله سكري مو خلاص": a kind said against another
_INSTEAD = frozenset({"instead", "rather", "مو", "مب", "مش", "mu", "mo", "not"})


def swap_words(utterance: Utterance) -> tuple[list[str], list[str]] | None:
    """The words of the kind wanted and of the kind it replaces, each within its clause,
    when the message sets one against the other."""
    tokens = utterance.tokens
    at = next((n for n, token in enumerate(tokens) if token in _INSTEAD), None)
    if at is None:
        return None
    start = max((n + 1 for n in range(at) if tokens[n] in JOINS), default=0)
    end = next((n for n in range(at + 1, len(tokens)) if tokens[n] in JOINS), len(tokens))
    new = [t for t in tokens[start:at] if t in utterance.topic]
    old = [t for t in tokens[at + 1 : end] if t in utterance.topic]
    return (new, old) if new and old else None
