"""What the in-memory repositories of the embedded default share."""

from __future__ import annotations

import copy
from typing import Any


def apply_set(document: dict[str, Any], fields: dict[str, Any]) -> None:
    """MongoDB's `$set` on a document held in memory, dotted paths included."""
    for path, value in fields.items():
        *parents, leaf = path.split(".")
        target = document
        for name in parents:
            target = target.setdefault(name, {})
        target[leaf] = copy.deepcopy(value)
