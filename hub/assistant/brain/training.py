"""Fitting the shipped models, at build time only: `storefront-hub build-model`.

The one module that imports scikit-learn (a build and test dependency, not a runtime one).
Whatever `corpus/train.jsonl` holds is fitted, new intents included, and written to the
artefact with the hash of those rows (`artefact.py`), so a corpus changed without a rebuild
is refused by the hub and fails the test suite. The solver's shuffling is seeded, so the
same rows give the same file.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from hub.assistant.brain import artefact
from hub.assistant.brain.model import INTENTS, IntentModel, current_hash, features, load_rows
from hub.assistant.brain.normaliser import normalise

Rows = list[dict[str, str]]

_REGULARISATION = 0.5
_MIN_COUNT = 2  # rows a feature must appear in to be one
_SEED = 0

# Each shipped model by name, and the training rows it is fitted on, relabelled if need be.
MODELS: dict[str, Callable[[Rows], Rows]] = {INTENTS: lambda rows: rows}


def train(rows: Rows) -> IntentModel:
    """A model fitted on `rows` (each with `text` and `intent`), held in memory."""
    from sklearn.feature_extraction.text import TfidfVectorizer
    from sklearn.svm import LinearSVC

    texts = [normalise(row["text"]).text for row in rows]
    labels = [row["intent"] for row in rows]
    vectorizer = TfidfVectorizer(analyzer=features, sublinear_tf=True, min_df=_MIN_COUNT)
    matrix = vectorizer.fit_transform(texts)
    classifier = LinearSVC(C=_REGULARISATION, random_state=_SEED)
    classifier.fit(matrix, labels)
    vocabulary = {str(k): int(v) for k, v in vectorizer.vocabulary_.items()}
    return IntentModel(
        vocabulary,
        vectorizer.idf_.astype(np.float64),
        classifier.coef_.astype(np.float64),
        classifier.intercept_.astype(np.float64),
        [str(label) for label in classifier.classes_],
    )


def build_models() -> dict[str, IntentModel]:
    """Fit every shipped model on the committed training rows and write the artefact."""
    training = current_hash()
    rows = load_rows("train")
    models = {name: train(relabel(rows)) for name, relabel in MODELS.items()}
    artefact.save({name: model.weights() for name, model in models.items()}, training)
    return models
