"""The intent model: character n-grams, words and lexicon concepts into a linear classifier.

Short shopper messages in two scripts, with typos and Arabizi, are a standard fit for
character n-grams (a typo spoils two or three n-grams of a word, not the whole word). The
lexicon's concepts ("ADD", "CART", "HUMAN"...) and the request the ordered rules would pick
are added as features, so a synonym the corpus never paired with an intent still counts. A
linear SVM was measured against a logistic regression on the same features: as accurate on
the held-out split and thirty times faster to train; its scores are turned into a
distribution with a softmax (`_SHARPNESS` calibrated on held-out) to rank and to threshold.

A hub never fits it: `storefront-hub build-model` (`training.py`) does, at build time, into
the artefact the hub loads (`artefact.py`). The held-out split is never read here.

Prediction is a dict lookup per feature and one small product over the fitted vocabulary,
IDF weights and coefficients, so a turn costs tens of microseconds.
"""

from __future__ import annotations

import functools
import itertools
import math
import threading
from dataclasses import dataclass
from operator import itemgetter
from pathlib import Path

import numpy as np
import orjson

from hub.assistant.brain import artefact
from hub.assistant.brain.artefact import Weights
from hub.assistant.brain.budgets import take_budget
from hub.assistant.brain.intents import recognise
from hub.assistant.brain.utterance import Utterance

CORPUS = Path(__file__).parent / "corpus"
# Bump when `features` changes, so that an artefact fitted on the old features is refused
# though the corpus is the same.
FEATURES_VERSION = 1
INTENTS = "intents"  # the intent model's name in the artefact
_NGRAMS = (2, 5)
_SHARPNESS = 6.0
_WORD_CACHE = 1 << 16
# The ufuncs' own reductions, which `ndarray.sum` and `max` call through a Python wrapper:
# the same sums in the same order, without the wrapper's cost on arrays this small.
_add = np.add.reduce
_max = np.maximum.reduce

_second = itemgetter(1)
# A feature's term frequency weight, 1 + log(count), for the counts a message's features
# have: computed once by the same ufunc, so a lookup gives the very values `np.log` would
# give per message, for one numpy call instead of two.
with np.errstate(divide="ignore"):
    _TF = np.log(np.arange(64, dtype=np.float64)) + 1.0


def features(text: str, utterance: Utterance | None = None, rule: str | None = None) -> list[str]:
    """The model's view of one normalised message (see `normaliser.normalise`)."""
    return _reading(text, utterance, rule) + _surface(text.lower())


@dataclass(frozen=True, slots=True)
class Features:
    """One message's features as prediction looks them up: the grams of its reading and of
    its word pairs, and its words (whose character n-grams each model memoises per word).
    Read once per message, for the intent model and the domain gate alike; `features` is
    the same list, written out for fitting."""

    words: list[str]
    grams: list[str]


def message_features(
    text: str, utterance: Utterance | None = None, rule: str | None = None
) -> Features:
    """`text` is normalised; `utterance` is read from it and `rule` is `intents.recognise`'s
    pick (each computed when not given)."""
    words = _words(text.lower())
    grams = _reading(text, utterance, rule)
    grams += [f"b:{a} {b}" for a, b in itertools.pairwise(words)]
    return Features(words, grams)


def _reading(text: str, utterance: Utterance | None, rule: str | None) -> list[str]:
    """What the lexicon and the rules make of the message."""
    utterance = utterance or Utterance(take_budget(text)[1])
    grams = [f"c:{concept}" for concept in utterance.concepts()] * 2
    grams += [f"r:{rule or recognise(utterance)}"] * 2
    grams += [
        flag
        for flag, present in (
            ("q:quantity", utterance.has_quantity),
            ("q:ordinal", utterance.ordinal is not None),
            ("q:asks", utterance.asks),
            ("q:topic", bool(utterance.topic)),
            ("q:code", utterance.code is not None),
        )
        if present
    ]
    return grams


def _words(text: str) -> list[str]:
    return text.replace("?", " ? ").replace("!", " ").replace(",", " ").split()


def _surface(text: str) -> list[str]:
    words = _words(text)
    grams: list[str] = [f"b:{a} {b}" for a, b in itertools.pairwise(words)]
    for word in words:
        grams += _word_grams(word)
    return grams


def _counted(found: list[int]) -> tuple[np.ndarray, np.ndarray]:
    """Each distinct feature index found, and its count's weight (1 + log of the count)."""
    # counted into a plain dict, in the order first found as `Counter` keeps them: a
    # `Counter` asks whether it was handed a mapping, which on this path cost as much as the
    # counting
    counts: dict[int, int] = {}
    for index in found:
        counts[index] = counts.get(index, 0) + 1
    indices = np.fromiter(counts, dtype=np.int64, count=len(counts))
    tf = np.fromiter(counts.values(), dtype=np.int64, count=len(counts))
    try:
        return indices, _TF[tf]
    except IndexError:  # a feature said more often than the table holds
        return indices, np.log(tf.astype(np.float64)) + 1.0


def _known_indices(
    features: Features, vocabulary: dict[str, int], indices_of: dict[str, list[int]]
) -> list[int]:
    """The vocabulary's index of each feature the model knows, a word's grams remembered per
    word (shoppers reuse their words, and a word's grams are most of a message's)."""
    found = [i for gram in features.grams if (i := vocabulary.get(gram)) is not None]
    for word in features.words:
        known = indices_of.get(word)
        if known is None:
            known = [i for gram in _word_grams(word) if (i := vocabulary.get(gram)) is not None]
            if len(indices_of) < _WORD_CACHE:
                indices_of[word] = known
        found += known
    return found


@functools.lru_cache(maxsize=1 << 15)
def _word_grams(word: str) -> tuple[str, ...]:
    """One word's features: itself and its character n-grams (memoised per word)."""
    padded = f" {word} "
    low, high = _NGRAMS
    grams = [f"w:{word}"]
    for size in range(low, high + 1):
        grams += [padded[i : i + size] for i in range(max(1, len(padded) - size + 1))]
    return tuple(grams)


@dataclass(frozen=True, slots=True)
class Ranking:
    """Intents with their probabilities, most likely first."""

    intents: tuple[tuple[str, float], ...]

    @property
    def top(self) -> str:
        return self.intents[0][0]

    @property
    def confidence(self) -> float:
        return self.intents[0][1]

    def probability(self, intent: str) -> float:
        return next((p for name, p in self.intents if name == intent), 0.0)


def load_rows(split: str) -> list[dict[str, str]]:
    path = CORPUS / f"{split}.jsonl"
    with path.open(encoding="utf-8") as rows:
        return [orjson.loads(line) for line in rows if line.strip()]


class IntentModel:
    def __init__(
        self,
        vocabulary: dict[str, int],
        idf: np.ndarray,
        coef: np.ndarray,
        bias: np.ndarray,
        labels: list[str],
    ) -> None:
        self._vocabulary = vocabulary
        self._idf = idf
        self._coef_t = np.ascontiguousarray(coef.T, dtype=np.float64)  # features x intents
        self._bias = bias
        self.labels = labels
        self._word_indices: dict[str, list[int]] = {}  # a word's feature indices, memoised
        # the words seen whole in training (their "w:" features), for `known_share`
        self._whole_words = frozenset(term[2:] for term in vocabulary if term.startswith("w:"))

    def known_share(self, words: list[str]) -> float:
        """The share of a message's words (`Features.words`) the model has seen whole in
        training: a keyboard mash ("asdfgh") is known to no model, whatever it ranks."""
        if not words:
            return 0.0
        whole = self._whole_words
        return sum(word in whole for word in words) / len(words)

    @classmethod
    def from_weights(cls, weights: Weights) -> IntentModel:
        vocabulary = {term: index for index, term in enumerate(weights.terms)}
        return cls(vocabulary, weights.idf, weights.coef_t.T, weights.bias, list(weights.labels))

    def weights(self) -> Weights:
        terms = sorted(self._vocabulary, key=self._vocabulary.__getitem__)
        return Weights(self.labels, terms, self._idf, self._coef_t, self._bias)

    def rank(
        self, text: str, utterance: Utterance | None = None, rule: str | None = None
    ) -> Ranking:
        """`text` is already normalised (`Normalised.text`); `utterance` is read from it, and
        `rule` is what `intents.recognise` picks for it (computed when not given)."""
        return self.ranking(message_features(text, utterance, rule))

    def ranking(self, features: Features) -> Ranking:
        """Every intent, most likely first, of a message read once (`message_features`)."""
        return self.ranking_of(self.probabilities(features))

    def ranking_of(self, scores: np.ndarray | None) -> Ranking:
        """Every intent, most likely first, of this model's `probabilities`."""
        labels = self.labels
        if scores is None:
            uniform = 1.0 / len(labels)
            return Ranking(tuple((label, uniform) for label in labels))
        # most likely first, ties in label order (a stable sort), as Python pairs: cheaper
        # than numpy's argsort and a pair built per index on forty-odd labels
        pairs = zip(labels, scores.tolist(), strict=True)
        return Ranking(tuple(sorted(pairs, key=_second, reverse=True)))

    def probabilities(self, features: Features) -> np.ndarray | None:
        """Each label's probability, in `labels` order; None when no feature is known."""
        found = _known_indices(features, self._vocabulary, self._word_indices)
        if not found:
            return None
        indices, weights = _counted(found)
        weights *= self._idf[indices]
        weights /= math.sqrt(_add(np.square(weights)))
        # An elementwise product and a sum, not `@`: a BLAS call may start threads, which on a
        # busy machine costs far more than this small product. In place where it can be: on
        # arrays this small a numpy call costs more than its arithmetic.
        rows = self._coef_t[indices]
        rows *= weights[:, None]
        scores: np.ndarray = _add(rows, axis=0)
        scores += self._bias
        scores *= _SHARPNESS
        scores -= _max(scores)
        np.exp(scores, out=scores)
        scores /= _add(scores)
        return scores


class ModelPair:
    """Two models scored on one message in one set of numpy calls: the intent model and the
    domain gate read the same features, and on arrays of a few dozen rows a numpy call costs
    more than its arithmetic, so scoring them apart paid every call twice. One vocabulary
    (the union of theirs) maps a feature to a row of both models' coefficients side by side
    and of both IDF weights; a feature one model never saw has an IDF and coefficients of
    zero there, which add nothing to that model's sums. Each model's probabilities are
    those of `IntentModel.probabilities` up to the last bit: its norm is summed in another
    order (the check over the corpus is in docs/performance-log.md)."""

    def __init__(self, first: IntentModel, second: IntentModel) -> None:
        terms = list(first._vocabulary)
        terms += [term for term in second._vocabulary if term not in first._vocabulary]
        self._vocabulary = {term: index for index, term in enumerate(terms)}
        self.first, self.second = first, second
        width = len(first.labels)
        self._width = width
        idf = np.zeros((len(terms), 2))
        coef = np.zeros((len(terms), width + len(second.labels)))
        for column, model in enumerate((first, second)):
            rows = np.fromiter(
                (self._vocabulary[term] for term in model._vocabulary),
                dtype=np.int64,
                count=len(model._vocabulary),
            )
            idf[rows, column] = model._idf[list(model._vocabulary.values())]
            columns = slice(0, width) if column == 0 else slice(width, None)
            coef[rows, columns] = model._coef_t[list(model._vocabulary.values())]
        self._idf = idf
        self._coef_t = coef
        self._bias = np.concatenate([first._bias, second._bias])
        # which model's weight scales each label's column
        self._of_column = np.array([0] * width + [1] * len(second.labels), dtype=np.int64)
        self._word_indices: dict[str, list[int]] = {}

    def probabilities(self, features: Features) -> tuple[np.ndarray | None, np.ndarray | None]:
        """Each model's `IntentModel.probabilities` of one message."""
        found = _known_indices(features, self._vocabulary, self._word_indices)
        if not found:
            return None, None
        indices, tf_weight = _counted(found)
        # `take`, not an index, and the array's own (not `np.take`'s wrapper): the same rows
        # gathered, for less of numpy's dispatch
        weights = self._idf.take(indices, axis=0)
        weights *= tf_weight[:, None]
        norms = np.sqrt(_add(np.square(weights), axis=0))
        first_known, second_known = norms.tolist()
        if not (first_known and second_known):
            norms[norms == 0.0] = 1.0
        weights /= norms
        rows = self._coef_t.take(indices, axis=0)
        rows *= weights[:, self._of_column]
        scores: np.ndarray = _add(rows, axis=0)
        scores += self._bias
        scores *= _SHARPNESS
        width = self._width
        first, second = scores[:width], scores[width:]
        for part in (first, second):
            part -= _max(part)
            np.exp(part, out=part)
            part /= _add(part)
        return (first if first_known else None), (second if second_known else None)


def training_inputs() -> list[Path]:
    """The files the shipped models are fitted from: the corpus's training split, the
    written shopping and off-domain sets, and the demo catalogue the gate learns the store's
    words from."""
    seed = Path(__file__).parents[2] / "storefront" / "seed"
    return [
        CORPUS / "train.jsonl",
        *sorted((CORPUS / "in_domain").glob("*.jsonl")),
        *sorted((CORPUS / "off_domain").glob("*.jsonl")),
        seed / "products.py",
        seed / "recipes.py",
    ]


def current_hash() -> str:
    """The training hash an artefact must carry to be served with this corpus and code."""
    return artefact.training_hash(FEATURES_VERSION, training_inputs())


def load_shipped() -> dict[str, IntentModel]:
    """Every model in the shipped artefact; `artefact.StaleModel` when it is not current."""
    shipped = artefact.load(current_hash())
    return {name: IntentModel.from_weights(weights) for name, weights in shipped.items()}


_lock = threading.Lock()
_shipped: dict[str, IntentModel] | None = None


def shipped_model(name: str) -> IntentModel:
    """The process's copy of a shipped model, loaded with the others on first use."""
    global _shipped
    if _shipped is None:
        with _lock:
            if _shipped is None:
                _shipped = load_shipped()
    return _shipped[name]


def intent_model() -> IntentModel:
    return shipped_model(INTENTS)


_pairs: dict[tuple[str, str], ModelPair] = {}


def shipped_pair(first: str, second: str) -> ModelPair:
    """Two shipped models scored together (`ModelPair`), built on first use."""
    pair = _pairs.get((first, second))
    if pair is None:
        models = shipped_model(first), shipped_model(second)  # takes the lock itself
        with _lock:
            pair = _pairs.setdefault((first, second), ModelPair(*models))
    return pair
