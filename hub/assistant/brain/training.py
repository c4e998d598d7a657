"""Fitting the shipped models, at build time only: `storefront-hub build-model`.

The one module that imports scikit-learn (a build and test dependency, not a runtime one).
Whatever `corpus/train.jsonl` holds is fitted, new intents included, and written to the
artefact with the hash of those rows (`artefact.py`), so a corpus changed without a rebuild
is refused by the hub and fails the test suite. The solver's shuffling is seeded, so the
same rows give the same file.
"""

from __future__ import annotations

import re
from collections.abc import Callable

import numpy as np

from hub.assistant.brain import artefact
from hub.assistant.brain.corpus.build import (
    in_domain_messages,
    off_domain_messages,
)
from hub.assistant.brain.domain import DOMAIN, OFF, SHOP
from hub.assistant.brain.model import INTENTS, IntentModel, current_hash, features, load_rows
from hub.assistant.brain.normaliser import normalise

Rows = list[dict[str, str]]

_REGULARISATION = 0.5
_MIN_COUNT = 2  # rows a feature must appear in to be one
_SEED = 0
# The gate weighs an off-domain row half again a shopping one: shopping is written four times
# as often (frames, the written set, the catalogue), and a message let through can meet a
# reading by a word of the store, while one declined by mistake still gets chips to go on.
_CLASS_WEIGHTS: dict[str, dict[str, float]] = {DOMAIN: {OFF: 1.5, SHOP: 1.0}}


def gate_rows() -> Rows:
    """The domain gate's rows: the corpus's training split, the written shopping and
    off-domain sets' training parts and the catalogue's own words, as `off` or `shop`."""
    rows = (
        load_rows("train")
        + in_domain_messages("train")
        + off_domain_messages("train")
        + catalogue_rows()
    )
    return [
        {"text": row["text"], "intent": OFF if row["intent"] == "out_of_domain" else SHOP}
        for row in rows
    ]


def catalogue_rows() -> Rows:
    """The store's own words as shopping messages: every product's names, keywords and pack
    ("nido milk powder 1.8kg", "ارز تيلدا ٥ كيلو"), every recipe's name. Without them the
    gate learns what off-topic talk sounds like better than what the store sells, and a bare
    product with its size looks like a unit conversion."""
    from hub.storefront.seed.products import PRODUCTS
    from hub.storefront.seed.recipes import RECIPES

    texts: list[str] = []
    for product in PRODUCTS:
        for language in ("en", "ar"):
            name = re.sub(r"\s*\(.*?\)", "", product["name"][language])
            texts += [name, f"{name} {product['unit'][language]}"]
            texts += product["keywords"][language]
    for recipe in RECIPES:
        texts += [recipe["name"]["en"], recipe["name"]["ar"]]
    return [{"text": text, "intent": "catalogue"} for text in dict.fromkeys(texts)]


# Each shipped model by name, and the training rows it is fitted on.
MODELS: dict[str, Callable[[], Rows]] = {
    INTENTS: lambda: load_rows("train"),
    DOMAIN: gate_rows,
}


def train(rows: Rows, weights: dict[str, float] | None = None) -> IntentModel:
    """A model fitted on `rows` (each with `text` and `intent`), held in memory; `weights`
    weigh a label's rows."""
    from sklearn.feature_extraction.text import TfidfVectorizer
    from sklearn.svm import LinearSVC

    texts = [normalise(row["text"]).text for row in rows]
    labels = [row["intent"] for row in rows]
    vectorizer = TfidfVectorizer(analyzer=features, sublinear_tf=True, min_df=_MIN_COUNT)
    matrix = vectorizer.fit_transform(texts)
    classifier = LinearSVC(C=_REGULARISATION, random_state=_SEED, class_weight=weights)
    classifier.fit(matrix, labels)
    vocabulary = {str(k): int(v) for k, v in vectorizer.vocabulary_.items()}
    coef = classifier.coef_.astype(np.float64)
    bias = classifier.intercept_.astype(np.float64)
    if coef.shape[0] == 1:  # two labels: one score, for the second; the first gets its negation
        coef, bias = np.vstack([-coef, coef]), np.concatenate([-bias, bias])
    return IntentModel(
        vocabulary,
        vectorizer.idf_.astype(np.float64),
        coef,
        bias,
        [str(label) for label in classifier.classes_],
    )


def build_models() -> dict[str, IntentModel]:
    """Fit every shipped model on the committed training rows and write the artefact."""
    training = current_hash()
    models = {name: train(rows(), _CLASS_WEIGHTS.get(name)) for name, rows in MODELS.items()}
    artefact.save({name: model.weights() for name, model in models.items()}, training)
    return models
