"""One hub's virtual actors, found or activated by key.

A key is "<kind>:<id>" (`conversation:abc`, `inbox:demo-1`). Callers never start or keep
actors themselves: they ask the directory, which activates the actor on first use (its
`on_load` reads storage), passivates it after an idle period and activates a fresh one on
the next use. The directory replaces pykka's process-wide `ActorRegistry` for these actors
(see `actors.runtime`), so two hubs in one process never see each other's actors.
"""

from __future__ import annotations

import asyncio
import logging
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pykka
import tornado.ioloop

from actors.index import ActorIndex, ActorPage, ActorQuery
from actors.runtime import LoopActor, ask

__all__ = ["ActorDirectory", "ActorFactory", "ActorQuery"]

logger = logging.getLogger("hub.actors")

ActorFactory = Callable[[str], LoopActor]
"""Builds the actor for one id (the part of the key after "<kind>:"), not yet started.

The directory stamps the full key on it and starts it; the factory passes whatever else
the actor needs (repositories, the bus) to its constructor.
"""


@dataclass
class KindCensus:
    actors: int = 0
    mailbox: int = 0
    subscribers: int = 0


class ActorDirectory:
    """Per-hub index of live actors by key, with activation on demand and idle passivation.

    It observes every actor it starts (`actors.runtime.ActorObserver`), which keeps the
    inspector's `ActorIndex` current. Only ever used from the loop the hub runs on.
    """

    def __init__(self) -> None:
        self._factories: dict[str, ActorFactory] = {}
        self._actors: dict[str, LoopActor] = {}
        self._index = ActorIndex()
        self._sweeper: tornado.ioloop.PeriodicCallback | None = None
        self._idle_after = 0.0
        self.stopped_count = 0  # actors stopped since the hub started

    def __len__(self) -> int:
        return len(self._actors)

    def __contains__(self, key: object) -> bool:
        """Whether an actor (live or still stopping) is listed under `key`."""
        return key in self._actors

    def register_kind(self, kind: str, factory: ActorFactory) -> None:
        if not kind or ":" in kind:
            raise ValueError(f"actor kind {kind!r} must be a non-empty word without ':'")
        self._factories[kind] = factory

    # -- finding and activating ------------------------------------------------------

    def get(self, key: str) -> pykka.ActorRef[Any] | None:
        """The live actor under `key`, without activating one."""
        actor = self._actors.get(key)
        if actor is None or actor.stopping:
            return None
        return actor.actor_ref

    def activate(self, key: str) -> pykka.ActorRef[Any]:
        """The live actor under `key`, started (and loading) if there is none.

        An actor that is stopping no longer takes messages: a successor is started at
        once, and its `on_load` waits until the old actor's `on_unload` has finished.
        """
        current = self._actors.get(key)
        if current is not None and not current.stopping:
            return current.actor_ref
        kind, _, ident = key.partition(":")
        factory = self._factories.get(kind)
        if factory is None or not ident:
            raise KeyError(f"no actor kind for key {key!r}")
        # Interned, as the index's search term for it and a caller's customer id are: the
        # actor keeps it for its life, and an idle hub holds thousands of actors.
        actor = factory(sys.intern(ident))
        if actor.kind != kind:
            raise ValueError(f"factory for {kind!r} built a {actor.kind!r} actor")
        if actor.key and actor.key != key:
            raise ValueError(f"factory for {key!r} built an actor keyed {actor.key!r}")
        actor.key = key
        predecessor = current.termination() if current is not None else None
        if current is not None:
            self._index.remove(current)
        self._actors.pop(key, None)  # the successor lists as new, not in its predecessor's place
        self._actors[key] = actor
        ref = actor.launch(after=predecessor, observer=self)
        self._index.add(actor)
        return ref

    async def ask(self, key: str, message: Any, timeout: float) -> Any:
        """Ask the actor under `key`, activating it if needed; `TimeoutError` after `timeout`
        seconds (required: a caller never waits without bound).

        ActorDeadError only ever means the message was not handled (handler crashes reach
        the caller as InternalError), so one retry on a fresh activation is safe: it covers
        an actor that stopped between routing and delivery.
        """
        return await self._reply(
            key, message, self.activate(key).ask(message, block=False), timeout
        )

    def ask_now(self, key: str, message: Any, timeout: float) -> asyncio.Future[Any]:
        """`ask`, with `message` in the actor's mailbox before this returns.

        `ask` is a coroutine: a caller that runs it as a task (to go on meanwhile, as a
        turn's handler does) delivers the message a loop turn later, and on a busy hub a
        loop turn is a wait behind everything else ready to run. Here only the wait for the
        reply is a task. A message that finds the actor stopped is retried once, as `ask`
        does.
        """
        sent = self.activate(key).ask(message, block=False)
        return asyncio.ensure_future(self._reply(key, message, sent, timeout))

    async def _reply(self, key: str, message: Any, sent: Any, timeout: float) -> Any:
        """The reply to `message`, already sent to `key`'s actor, with the one retry."""
        try:
            return await asyncio.wait_for(sent, timeout)
        except pykka.ActorDeadError:
            logger.debug("%s stopped before handling %s; retrying", key, type(message).__name__)
            return await ask(self.activate(key), message, timeout)

    def tell(self, key: str, message: Any) -> None:
        self.activate(key).tell(message)

    def keys(self) -> list[str]:
        return list(self._actors)

    def query(self, query: ActorQuery) -> ActorPage:
        """The actors the inspector shows for `query`, without visiting every actor."""
        return self._index.query(query)

    def counts(self) -> dict[str, object]:
        return self._index.counts()

    def census(self) -> dict[str, KindCensus]:
        """Per kind: how many actors are live, their queued messages, their subscribers."""
        counts: dict[str, KindCensus] = {}
        for actor in self._actors.values():
            entry = counts.get(actor.kind)
            if entry is None:
                entry = counts[actor.kind] = KindCensus()
            entry.actors += 1
            entry.mailbox += actor.mailbox_depth
            entry.subscribers += actor.subscriber_count()
        return counts

    def describe(self, key: str) -> dict[str, Any] | None:
        actor = self._actors.get(key)
        if actor is None:
            return None
        return actor.describe_in_full()

    # -- passivation and shutdown ----------------------------------------------------

    def start(self, sweep_interval: float, idle_after: float) -> None:
        """Passivate actors idle for `idle_after` seconds, checking every `sweep_interval`."""
        if self._sweeper is not None:
            self._sweeper.stop()
        self._idle_after = idle_after
        self._sweeper = tornado.ioloop.PeriodicCallback(self._sweep_tick, sweep_interval * 1000)
        self._sweeper.start()

    def _sweep_tick(self) -> None:
        self.sweep()

    def sweep(self) -> int:
        """Stop every idle actor whose last activity is older than `idle_after`; count them."""
        deadline = time.time() - self._idle_after
        stopped = 0
        for actor in list(self._actors.values()):
            if actor.stopping or actor.last_activity > deadline:
                continue
            try:
                idle = actor.is_idle()
            except Exception:
                logger.exception("%s: is_idle() failed; keeping it", actor)
                continue
            if idle:
                actor.stop()
                stopped += 1
        if stopped:
            logger.debug("passivated %d idle actors", stopped)
        return stopped

    async def stop_all(self) -> None:
        """Stop the sweeper and every actor, letting each finish its queue and `on_unload`."""
        if self._sweeper is not None:
            self._sweeper.stop()
            self._sweeper = None
        while self._actors:
            actors = list(self._actors.values())
            for actor in actors:
                if not actor.stopping:
                    actor.stop()
            for actor in actors:
                await actor.termination()

    # -- what the actors tell (actors.runtime.ActorObserver) -------------------------

    def touched(self, actor: LoopActor) -> None:
        self._index.touched(actor)

    def draining(self, actor: LoopActor) -> None:
        self._index.draining(actor)

    def settled(self, actor: LoopActor) -> None:
        self._index.settled(actor)

    def stopped(self, actor: LoopActor) -> None:
        self.stopped_count += 1
        self._index.remove(actor)
        if self._actors.get(actor.key) is actor:
            del self._actors[actor.key]
