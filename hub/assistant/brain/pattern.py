"""A regular expression of the brain's, compiled when it is first used.

The brain holds some fifteen hundred patterns. Compiled at import, they were a third of a
hub's start: the hub was not ready until every one was, though a turn reaches a few dozen.
A `Pattern` is compiled at its first search, or by `compile_waiting`, which a started hub
runs in the background a few patterns at a time, so that its first turns do not pay for them
either. Its `pattern` is its source, read without compiling: the brain builds larger
patterns from smaller ones' sources at import.
"""

from __future__ import annotations

import asyncio
import re
import sys
import weakref
from collections.abc import Callable, Iterator
from typing import Any

# made and never compiled: held weakly, as one made in a turn is gone after it
_waiting: weakref.WeakSet[Pattern] = weakref.WeakSet()
_AT_ONCE = 8  # compiled in one turn of the loop: a few milliseconds at most


class Pattern:
    __slots__ = ("__weakref__", "_compiled", "flags", "pattern")

    def __init__(self, source: str, flags: int = 0) -> None:
        self.pattern = source
        self.flags = flags
        self._compiled: re.Pattern[str] | None = None
        _waiting.add(self)

    @property
    def compiled(self) -> re.Pattern[str]:
        compiled = self._compiled
        if compiled is None:
            compiled = self._compiled = re.compile(self.pattern, self.flags)
            _waiting.discard(self)
        return compiled

    def search(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        return (self._compiled or self.compiled).search(string, pos, endpos)

    def match(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        return (self._compiled or self.compiled).match(string, pos, endpos)

    def fullmatch(
        self, string: str, pos: int = 0, endpos: int = sys.maxsize
    ) -> re.Match[str] | None:
        return (self._compiled or self.compiled).fullmatch(string, pos, endpos)

    def finditer(
        self, string: str, pos: int = 0, endpos: int = sys.maxsize
    ) -> Iterator[re.Match[str]]:
        return (self._compiled or self.compiled).finditer(string, pos, endpos)

    def findall(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> list[Any]:
        return (self._compiled or self.compiled).findall(string, pos, endpos)

    def sub(self, repl: str | Callable[[re.Match[str]], str], string: str, count: int = 0) -> str:
        return (self._compiled or self.compiled).sub(repl, string, count)

    def subn(
        self, repl: str | Callable[[re.Match[str]], str], string: str, count: int = 0
    ) -> tuple[str, int]:
        return (self._compiled or self.compiled).subn(repl, string, count)

    def split(self, string: str, maxsplit: int = 0) -> list[str | Any]:
        return (self._compiled or self.compiled).split(string, maxsplit)

    def __repr__(self) -> str:
        return f"Pattern({self.pattern!r})"


def waiting() -> int:
    """How many patterns were made and never compiled."""
    return len(_waiting)


async def compile_waiting() -> None:
    """Compile every pattern not yet used, a few per turn of the loop, so that a turn or a
    health check that comes meanwhile waits a few milliseconds at most."""
    for done, pattern in enumerate(list(_waiting), 1):
        pattern.compiled  # noqa: B018 - compiled for its effect
        if done % _AT_ONCE == 0:
            await asyncio.sleep(0)
