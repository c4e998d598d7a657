"""The fitted models as a file: written at build time, read by a hub in tens of milliseconds.

Fitting took most of a hub's start-up (and scikit-learn and SciPy most of its memory), so
a hub never fits: `storefront-hub build-model` (`training.py`) writes `ARTEFACT`, which ships
in the wheel and the image beside the corpus, with the hash of the training rows it came
from. A hub refuses an artefact whose hash is not the corpus's (`StaleModel`): it would
answer with another corpus's understanding without anyone noticing.

One zlib stream: an 8-byte header length, a JSON header (format, training hash, per model its
labels, its vocabulary in column order and its arrays' dtype and shape), then the arrays'
bytes. Nothing in it depends on the clock, so the same rows give the same file. Several
named models fit in it; the intent model is "intents". The coefficients are stored as
float32 (prediction computes in float64 as before): fitting the same rows with another
solver seed moves them by parts in a million, the rounding by parts in a hundred million,
and the file is half the size. zlib rather than lzma: 1.8 MB against 1.1 MB, but read in 40 ms
against 200 (measured on the corpus of 12,937 rows).
"""

from __future__ import annotations

import hashlib
import zlib
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import orjson

ARTEFACT = Path(__file__).parent / "intent_model.zlib"
_FORMAT = 1
_REBUILD = "rebuild it with `storefront-hub build-model`"


class StaleModel(Exception):
    """The artefact is missing, unreadable, or was built from another training input."""


@dataclass(frozen=True, slots=True)
class Weights:
    """One fitted linear model: what prediction needs and nothing else."""

    labels: list[str]
    terms: list[str]  # the vocabulary, in column order
    idf: np.ndarray
    coef_t: np.ndarray  # features x labels
    bias: np.ndarray


def training_hash(features_version: int, inputs: list[Path]) -> str:
    """What an artefact is checked against: every file its models were fitted from, and the
    features' version."""
    digest = hashlib.sha256(f"features:{features_version}\n".encode())
    for path in inputs:
        digest.update(f"{path.name}\n".encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()


def save(models: dict[str, Weights], training: str, path: Path = ARTEFACT) -> None:
    described: dict[str, dict[str, object]] = {}
    body: list[bytes] = []
    for name, weights in models.items():
        arrays: dict[str, np.ndarray] = {
            "idf": weights.idf.astype(np.float64),
            "coef_t": weights.coef_t.astype(np.float32),  # a feature's labels together: packs best
            "bias": weights.bias.astype(np.float64),
        }
        described[name] = {
            "labels": weights.labels,
            "terms": weights.terms,
            "arrays": [[key, array.dtype.str, list(array.shape)] for key, array in arrays.items()],
        }
        body += [array.tobytes() for array in arrays.values()]
    header = {"format": _FORMAT, "training": training, "models": described}
    head = orjson.dumps(header)
    packed = len(head).to_bytes(8, "little") + head + b"".join(body)
    path.write_bytes(zlib.compress(packed, 9))


def load(training: str, path: Path = ARTEFACT) -> dict[str, Weights]:
    """Every model in the artefact at `path`; `StaleModel` unless it was built from `training`."""
    try:
        packed = zlib.decompress(path.read_bytes())
        size = int.from_bytes(packed[:8], "little")
        header = orjson.loads(packed[8 : 8 + size])
        built_from = header["training"]
        offset = 8 + size
        models: dict[str, Weights] = {}
        for name, model in header["models"].items():
            arrays: dict[str, np.ndarray] = {}
            for key, dtype, shape in model["arrays"]:
                count = int(np.prod(shape))
                array = np.frombuffer(packed, dtype=dtype, count=count, offset=offset)
                arrays[key] = array.reshape(shape)
                offset += array.nbytes
            models[name] = Weights(
                model["labels"],
                model["terms"],
                arrays["idf"].astype(np.float64),
                arrays["coef_t"].astype(np.float64),
                arrays["bias"].astype(np.float64),
            )
    except FileNotFoundError:
        raise StaleModel(f"the intent model {path} is missing: {_REBUILD}") from None
    except (OSError, ValueError, KeyError, TypeError, zlib.error) as exc:
        raise StaleModel(f"the intent model {path} is unreadable ({exc}): {_REBUILD}") from None
    if header["format"] != _FORMAT or built_from != training:
        raise StaleModel(
            f"the intent model {path} was built from other training rows or features"
            f" (training hash {str(built_from)[:12]}, the corpus's {training[:12]}): {_REBUILD}"
        )
    return models
