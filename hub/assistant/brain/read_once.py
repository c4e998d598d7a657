"""A property of a message computed at its first read and kept on the object.

`functools.cached_property` does the same, but on Python 3.11 it takes a lock at every
first read, which cost about half a microsecond each: an `Utterance` has a dozen of its
properties read in every turn, always by the one task that reads the turn.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Generic, Self, TypeVar, overload

T = TypeVar("T")


class read_once(Generic[T]):
    """A non-data descriptor: once the value is in the instance's `__dict__`, Python finds it
    there without calling `__get__` again."""

    __slots__ = ("_compute", "_name")

    def __init__(self, compute: Callable[[Any], T]) -> None:
        self._compute = compute
        self._name = compute.__name__

    def __set_name__(self, owner: type, name: str) -> None:
        self._name = name

    @overload
    def __get__(self, instance: None, owner: type | None = None) -> Self: ...

    @overload
    def __get__(self, instance: object, owner: type | None = None) -> T: ...

    def __get__(self, instance: object | None, owner: type | None = None) -> Self | T:
        if instance is None:
            return self
        value = instance.__dict__[self._name] = self._compute(instance)
        return value
