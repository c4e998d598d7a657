"""The orders and lookups behind the inspector's actor list, kept current as actors work.

A hub may hold 20,000 actors and the inspector asks for its list every second, so a list
request must not visit every actor. The directory feeds this index from the actors' own
events (`actors.runtime.ActorObserver`): per kind, actors in activation order and in order
of last activity; owners and states to keys; and the few actors that have work queued or in
hand. A query then reads only what it shows: the keys a search names, the draining few, the
actors in a state few are in, or else the first rows of one order.
"""

from __future__ import annotations

import bisect
import heapq
import sys
from collections.abc import Callable, Collection, Iterable, Iterator
from dataclasses import dataclass
from typing import Any, Literal

from actors.runtime import LoopActor

__all__ = ["ActorIndex", "ActorPage", "ActorQuery", "Sort"]

Sort = Literal["activity", "mailbox", "age"]


@dataclass(frozen=True, slots=True)
class ActorQuery:
    """What the inspector asks for. `search` is the start of a key, an id, a customer id or a
    guest key, in any case, as a developer copies it from a log or a client; the other
    fields narrow the rows."""

    search: str = ""
    kind: str = ""
    state: str = ""
    busy: bool = False
    queued: bool = False
    sort: Sort = "activity"
    limit: int = 50


@dataclass(frozen=True, slots=True)
class ActorPage:
    actors: list[LoopActor]
    has_more: bool


def _recency(actor: LoopActor) -> float:
    return -actor.last_activity


def _age(actor: LoopActor) -> float:
    return actor.started_at


def _depth(actor: LoopActor) -> tuple[int, float]:
    return (-actor.mailbox_depth, -actor.last_activity)


SORT_KEYS: dict[str, Callable[[LoopActor], Any]] = {
    "activity": _recency,
    "age": _age,
    "mailbox": _depth,
}

# A state with at most this many actors is read from its group and sorted; a commoner one is
# found soon enough by reading actors in the query's order.
FEW = 1000


class Grouping:
    """Keys grouped by one value each (an owner, a state), both ways."""

    __slots__ = ("_group_of", "_keys_in")

    def __init__(self) -> None:
        self._group_of: dict[str, str] = {}
        # Each group's keys in a dict used as a set: a set's table, grown fourfold, holds
        # 60 to 90 bytes a key when 10,000 idle inboxes share a state, a dict's about 40.
        self._keys_in: dict[str, dict[str, None]] = {}

    def put(self, key: str, group: str) -> None:
        if self._group_of.get(key, "") == group:
            return
        self.drop(key)
        if group:
            self._group_of[key] = group
            self._keys_in.setdefault(group, {})[key] = None

    def drop(self, key: str) -> None:
        group = self._group_of.pop(key, None)
        if group is None:
            return
        keys = self._keys_in[group]
        keys.pop(key, None)
        if not keys:
            del self._keys_in[group]

    def keys_in(self, group: str) -> Collection[str]:
        return self._keys_in.get(group, {}).keys()


class Terms:
    """What a search can start with, per key: the key, its id, its owner and the owner's id,
    lowercased, so that a prefix is found by bisection among the terms that begin with it,
    never by visiting every actor.

    An actor's activation and every owner change only touch dicts; the sorted list is brought
    up to date by the next search, when terms were added since (sorting a sorted list with a
    short run appended is one merge) or many removed. Every idle actor has an entry, so the
    entries are lean: a term most keys do not share maps to its one key rather than to a set
    of one, and an actor's terms are worked out again from its owner when they change rather
    than kept.
    """

    __slots__ = ("_fresh", "_keys_of", "_owner_of", "_removed", "_sorted")

    def __init__(self) -> None:
        self._sorted: list[str] = []  # may hold removed terms, skipped when read
        self._fresh: list[str] = []  # added since the last search
        self._removed = 0
        self._keys_of: dict[str, str | set[str]] = {}  # term -> its key, or its keys
        self._owner_of: dict[str, str] = {}  # as last put: an actor's every touch costs a lookup

    @staticmethod
    def of(key: str, owner: str) -> set[str]:
        words = {key, sys.intern(key.partition(":")[2])}  # the id its actor keeps
        if owner:
            words |= {owner, owner.partition(":")[2]}
        return {_lowered(word) for word in words if word}

    def put(self, key: str, owner: str) -> None:
        old_owner = self._owner_of.get(key)
        if old_owner == owner:
            return
        self._owner_of[key] = owner
        terms = self.of(key, owner)
        old = self.of(key, old_owner) if old_owner is not None else set()
        for term in old - terms:
            self._forget(term, key)
        for term in terms - old:
            self._remember(term, key)

    def drop(self, key: str) -> None:
        owner = self._owner_of.pop(key, None)
        if owner is None:
            return
        for term in self.of(key, owner):
            self._forget(term, key)

    def _remember(self, term: str, key: str) -> None:
        keys = self._keys_of.get(term)
        if keys is None:
            self._keys_of[term] = key
            self._fresh.append(term)
        elif isinstance(keys, set):
            keys.add(key)
        elif keys != key:
            self._keys_of[term] = {keys, key}

    def _forget(self, term: str, key: str) -> None:
        keys = self._keys_of.get(term)
        if keys is None:
            return
        if isinstance(keys, set):
            keys.discard(key)
            if len(keys) > 1:
                return
            if keys:
                self._keys_of[term] = keys.pop()
                return
        elif keys != key:
            return
        del self._keys_of[term]
        self._removed += 1

    def _current(self) -> list[str]:
        terms = self._sorted
        if self._fresh:
            terms.extend(self._fresh)
            self._fresh.clear()
            terms.sort()
        if self._removed > len(terms) // 2:
            # a term removed and added again is in the list twice: kept once, if still used
            live = self._keys_of
            terms = [t for i, t in enumerate(terms) if t in live and (i == 0 or terms[i - 1] != t)]
            self._sorted, self._removed = terms, 0
        return terms

    def starting_with(self, prefix: str) -> set[str]:
        found: set[str] = set()
        terms = self._current()
        at = bisect.bisect_left(terms, prefix)
        while at < len(terms) and terms[at].startswith(prefix):
            keys = self._keys_of.get(terms[at])
            if isinstance(keys, set):
                found |= keys
            elif keys is not None:
                found.add(keys)
            at += 1
        return found


def _lowered(word: str) -> str:
    """`word` in lower case, the same string when it already is: keys are mostly lower case,
    and a copy of each would be held for every idle actor."""
    lowered = word.lower()
    return word if lowered == word else lowered


class ActorIndex:
    """Only ever used from the loop the hub runs on."""

    def __init__(self) -> None:
        self._by_age: dict[str, dict[str, LoopActor]] = {}  # kind -> key -> actor, oldest first
        self._by_activity: dict[str, dict[str, LoopActor]] = {}  # kind -> ..., least recent first
        self._terms = Terms()
        self._states = Grouping()
        self._draining: dict[int, LoopActor] = {}  # id(actor) -> actor with work queued or in hand

    # -- kept current by the directory -----------------------------------------------

    def add(self, actor: LoopActor) -> None:
        self._by_age.setdefault(actor.kind, {})[actor.key] = actor
        self._by_activity.setdefault(actor.kind, {})[actor.key] = actor
        self._terms.put(actor.key, actor.owned_by())
        self._states.put(actor.key, actor.state_name())

    def touched(self, actor: LoopActor) -> None:
        recent = self._by_activity.get(actor.kind)
        if recent is None or recent.get(actor.key) is not actor:
            return  # a predecessor finishing its last message after a successor took its key
        del recent[actor.key]
        recent[actor.key] = actor
        self._terms.put(actor.key, actor.owned_by())
        self._states.put(actor.key, actor.state_name())

    def draining(self, actor: LoopActor) -> None:
        self._draining[id(actor)] = actor

    def settled(self, actor: LoopActor) -> None:
        self._draining.pop(id(actor), None)

    def remove(self, actor: LoopActor) -> None:
        self._draining.pop(id(actor), None)
        listed = self._by_age.get(actor.kind)
        if listed is None or listed.get(actor.key) is not actor:
            return
        del listed[actor.key]
        del self._by_activity[actor.kind][actor.key]
        self._terms.drop(actor.key)
        self._states.drop(actor.key)

    # -- reading -----------------------------------------------------------------------

    def counts(self) -> dict[str, object]:
        """How many actors there are, by kind, and how many are busy or have mail waiting."""
        draining = list(self._draining.values())
        kinds = {kind: len(listed) for kind, listed in sorted(self._by_age.items()) if listed}
        return {
            "total": sum(kinds.values()),
            "kinds": kinds,
            "busy": sum(1 for actor in draining if actor.busy),
            "queued": sum(1 for actor in draining if actor.mailbox_depth > 0),
        }

    def query(self, query: ActorQuery) -> ActorPage:
        in_state = self._states.keys_in(query.state) if query.state else ()
        candidates: Iterable[LoopActor]
        if query.search:
            candidates = self._sorted(self._named(query.search), query)
        elif query.busy or query.queued:
            candidates = self._sorted(self._draining.values(), query)
        elif query.state and len(in_state) <= FEW:
            candidates = self._sorted(self._actors_of(in_state), query)
        else:
            candidates = self._in_order(query)
        page: list[LoopActor] = []
        for actor in candidates:
            if len(page) == query.limit:
                return ActorPage(page, has_more=True)
            page.append(actor)
        return ActorPage(page, has_more=False)

    def _named(self, search: str) -> Iterator[LoopActor]:
        """Actors whose key, id, owner or owner's id starts with `search`, in any case."""
        return self._actors_of(self._terms.starting_with(search.strip().lower()))

    def _actors_of(self, keys: Iterable[str]) -> Iterator[LoopActor]:
        for key in keys:
            actor = self._by_age.get(key.partition(":")[0], {}).get(key)
            if actor is not None:
                yield actor

    def _sorted(self, actors: Iterable[LoopActor], query: ActorQuery) -> list[LoopActor]:
        """A few actors (a search's, the draining ones): filtered, then sorted outright."""
        return sorted((a for a in actors if _matches(a, query)), key=SORT_KEYS[query.sort])

    def _in_order(self, query: ActorQuery) -> Iterator[LoopActor]:
        """Every actor of the query's kinds, read lazily in the query's order."""
        kinds = [query.kind] if query.kind else list(self._by_age)
        if query.sort == "age":
            ordered = heapq.merge(*(self._by_age.get(k, {}).values() for k in kinds), key=_age)
        else:
            recent = (reversed(self._by_activity.get(k, {}).values()) for k in kinds)
            ordered = heapq.merge(*recent, key=_recency)
        if query.sort == "mailbox":
            # mail waits only in draining actors: those first, deepest first, then the rest
            deep = self._sorted(self._draining.values(), query)
            first = [actor for actor in deep if actor.mailbox_depth > 0]
            shown = {id(actor) for actor in first}
            yield from first
            ordered = (actor for actor in ordered if id(actor) not in shown)
        yield from (actor for actor in ordered if _matches(actor, query))


def _matches(actor: LoopActor, query: ActorQuery) -> bool:
    if query.kind and actor.kind != query.kind:
        return False
    if query.busy and not actor.busy:
        return False
    if query.queued and actor.mailbox_depth == 0:
        return False
    return not query.state or actor.state_name() == query.state
