"""What the in-memory repositories of the embedded default share."""

from __future__ import annotations

import copy
from datetime import datetime
from typing import Any, TypeVar, cast

# What a stored document holds that nobody can change in place, so a copy may share it.
_UNCHANGEABLE = frozenset({str, int, float, bool, type(None), datetime, bytes})


T = TypeVar("T")


def copy_document(value: T) -> T:
    """A copy of a document that shares nothing a caller could change, as a database hands
    back a fresh copy on every read.

    Documents are dicts and lists of plain values, so this walks only those and shares the
    values that cannot change; `copy.deepcopy` (kept for any other type) pays for its memo
    and its type dispatch at every node, which made it several times dearer on every
    message a turn stores.
    """
    return cast(T, _copied(value))


def _copied(value: Any) -> Any:
    kind = type(value)
    if kind is dict:
        return {key: _copied(item) for key, item in value.items()}
    if kind is list:
        return [_copied(item) for item in value]
    if kind in _UNCHANGEABLE:
        return value
    return copy.deepcopy(value)


def apply_set(document: dict[str, Any], fields: dict[str, Any]) -> None:
    """MongoDB's `$set` on a document held in memory, dotted paths included."""
    for path, value in fields.items():
        *parents, leaf = path.split(".")
        target = document
        for name in parents:
            target = target.setdefault(name, {})
        target[leaf] = copy_document(value)
