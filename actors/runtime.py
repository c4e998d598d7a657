"""pykka actors drained on the event loop instead of one OS thread each.

pykka leaves three hooks to actor implementations: the inbox, the future and the loop that
runs the actor. `LoopActor` fills them so that an idle actor is a few small objects and no
task or thread: a mailbox put schedules one drain on the loop the actor was started on, and
the drain lives only while messages are queued. Everything else stays pykka's: `ActorRef`,
`tell`/`ask`, `ProxyCall` handling, `on_start`/`on_stop`/`on_failure`.

Two deliberate departures from pykka:

- Actors are not entered in `pykka.ActorRegistry`. The registry is one process-wide list
  whose `unregister` is a linear scan (stopping 20,000 actors newest-first took 4 s on the
  project machine), whose `stop_all(block=True)` blocks and so cannot run on the loop, and
  which would mix the actors of two hubs living in one process. Each hub's
  `actors.directory.ActorDirectory` indexes its actors by key instead.
- A handler that raises something other than a `HubError` does not kill the actor: the asker
  gets `InternalError()`, and the actor reloads its state and keeps its ref (see
  `LoopActor.on_restart`).
"""

from __future__ import annotations

import asyncio
import functools
import inspect
import logging
import time
from collections import deque
from collections.abc import Awaitable, Coroutine
from datetime import UTC, datetime
from typing import Any, ClassVar, Protocol, Self

import pykka
import tornado.ioloop
from pykka._envelope import Envelope
from pykka.messages import _ActorStop

from actors.future import LoopFuture, StopFlag, WouldBlock, exc_info_of, running_loop
from actors.mailbox import (
    HISTORY_SIZE,
    RESTART,
    START,
    STOP,
    Failure,
    Mailbox,
    MessageHistory,
    Step,
    Urgent,
    reject,
)
from actors.ref import LoopRef
from hub.catalogue import say
from hub.errors import HubError, InternalError

__all__ = [
    "HISTORY_SIZE",
    "ActorObserver",
    "LoopActor",
    "LoopFuture",
    "Urgent",
    "WouldBlock",
    "ask",
    "stop_actor",
]

logger = logging.getLogger("hub.actors")


@functools.lru_cache(maxsize=1024)
def _iso(timestamp: float) -> str:
    """Cached: the inspector renders the same actors' unchanged times every second."""
    moment = datetime.fromtimestamp(timestamp, UTC)
    return moment.isoformat(timespec="milliseconds").replace("+00:00", "Z")


class ActorObserver(Protocol):
    """Told as an actor works, so its owner (the directory) can keep its indexes current
    instead of scanning every actor when asked which are busy or most recently active."""

    def touched(self, actor: LoopActor) -> None:
        """The actor finished loading or handling a message, or its lifecycle moved on (it
        restarts, or stops): its state, owner or last activity may have changed."""

    def draining(self, actor: LoopActor) -> None:
        """The actor has queued work: a message, or its start."""

    def settled(self, actor: LoopActor) -> None:
        """The actor's mailbox is empty and nothing is being handled."""

    def stopped(self, actor: LoopActor) -> None:
        """The actor has fully stopped, however it stopped."""


class LoopActor(pykka.Actor):
    """A pykka actor whose messages are handled on the event loop it was started on.

    One message at a time: a handler (`on_receive`, or a method called through a proxy) may
    return a coroutine, and the next message of this actor waits until it has finished,
    while other actors keep running. Subclasses load their state in `on_load`, which runs
    before the first message and again after a crash.

    Construct with `key=` (the directory passes "<kind>:<id>"). `start()` builds and
    starts in one go; `launch()` starts an already built instance.
    """

    __slots__ = (
        "_actor_ref",
        "_after",
        "_began",
        "_current",
        "_failure",
        "_handled",
        "_loop",
        "_observer",
        "_phase",
        "_recent",
        "_stop_requested",
        "_task",
        "_termination",
        "actor_inbox",
        "actor_stopped",
        "key",
        "last_activity",
        "started_at",
    )

    kind: ClassVar[str] = "actor"
    # pykka types its inbox as its own threading queue; this runtime's is a `Mailbox`.
    actor_inbox: Mailbox

    def __init__(self, *, key: str = "") -> None:
        # pykka.Actor.__init__ is not called: it gives every actor a threading.Event
        # (1.2 KB, 6 µs), which the idle-actor budget cannot afford.
        self.actor_inbox = self._create_actor_inbox()
        self.actor_inbox._actor = self
        self.actor_stopped = StopFlag()  # type: ignore[assignment]
        self.key = key
        self.last_activity = self.started_at = time.time()
        self._began = 0.0  # perf_counter() when the message in hand was taken
        self._handled = 0
        self._failure: Failure | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._phase = "new"
        self._current: Envelope[Any] | Step | None = None
        self._recent: MessageHistory | None = None
        self._after: Awaitable[Any] | None = None
        self._observer: ActorObserver | None = None
        self._termination: LoopFuture[None] | None = None
        self._task: asyncio.Task[None] | None = None
        self._stop_requested = False
        self._actor_ref = LoopRef(self)

    @property
    def actor_urn(self) -> str:  # type: ignore[override]
        """pykka's is a field its `__init__` sets; this one is made when first read."""
        return self.actor_inbox.urn

    def __str__(self) -> str:
        return f"{type(self).__name__}({self.key or self.actor_urn})"

    # -- pykka's extension points ----------------------------------------------------

    @staticmethod
    def _create_actor_inbox() -> Mailbox:
        return Mailbox()

    @staticmethod
    def _create_future() -> LoopFuture[Any]:
        return LoopFuture()

    def _start_actor_loop(self) -> None:
        loop = running_loop()
        if loop is None:
            current = tornado.ioloop.IOLoop.current(instance=False)
            if current is None:
                raise RuntimeError(f"{self} needs an event loop to start on")
            loop = current.asyncio_loop  # type: ignore[attr-defined]
        self._loop = loop
        self._phase = "starting"
        # The start step always awaits on_load, so the drain begins as a task right away;
        # messages sent meanwhile queue behind it.
        self.actor_inbox._scheduled = True
        self._queued()
        self._task = loop.create_task(self._drain_async(self._start_step()))

    # -- starting and stopping -------------------------------------------------------

    @classmethod
    def start(cls, *args: Any, **kwargs: Any) -> pykka.ActorRef[Self]:
        """Build and start the actor on the current loop (not entered in ActorRegistry)."""
        return cls(*args, **kwargs).launch()

    def launch(
        self,
        *,
        after: Awaitable[Any] | None = None,
        observer: ActorObserver | None = None,
    ) -> pykka.ActorRef[Self]:
        """Start this built actor.

        `after` holds back `on_start`/`on_load` until it resolves, so that a successor under
        the same key loads only what its predecessor's `on_unload` has saved. `observer` is
        told of the actor's work from its start to its stop.
        """
        if self._phase != "new":
            raise RuntimeError(f"{self} was already started")
        self._after = after
        self._observer = observer
        self._start_actor_loop()
        return self.actor_ref

    def termination(self) -> LoopFuture[None]:
        """A future resolved when the actor has fully stopped (on_stop run, mailbox answered)."""
        if self._termination is None:
            self._termination = LoopFuture()
            if self._phase == "stopped":
                self._termination.set(None)
        return self._termination

    @property
    def stopping(self) -> bool:
        """A stop is queued or under way, or the actor is dead: new work needs a successor."""
        return self._stop_requested or self.actor_stopped.is_set()

    def _queued(self) -> None:
        """Work is queued (a message, or the start): the observer's busy index hears it."""
        if self._observer is not None:
            self._observer.draining(self)

    def _settled(self) -> None:
        """The mailbox is empty and nothing is being handled."""
        if self._observer is not None:
            self._observer.settled(self)

    # -- hooks -----------------------------------------------------------------------

    async def on_load(self) -> None:
        """Load state from storage; runs after `on_start`, before the first message.

        Raising stops the actor: queued asks get the error (a `HubError` as is, anything
        else as `InternalError`).
        """

    def on_urgent(self, message: Urgent) -> Any:
        """Answer an `Urgent` message now, even mid-message; synchronous, never awaits."""
        raise TypeError(f"{self} does not handle {type(message).__name__}")

    async def on_restart(self) -> None:
        """Rebuild state after a handler crashed (after `on_failure`); reloads by default."""
        await self.on_load()

    async def on_unload(self) -> None:
        """Save or release state on a requested stop, before `on_stop`."""

    def state_name(self) -> str:
        """The state shown by the debug endpoint; by default the lifecycle phase ("running")."""
        return self._phase

    def subscriber_count(self) -> int:
        return 0

    def subscribers(self) -> list[dict[str, Any]]:
        """Each stream this actor feeds, for the inspector: its kind, since when, the last
        event id written to it and the bytes it has not yet sent."""
        return []

    def owned_by(self) -> str:
        """The owner key (`customer:<id>`, `guest:<key>`) whose data this actor holds, if any:
        what the inspector finds an actor by when a developer has only a customer's id."""
        return ""

    def in_flight(self) -> dict[str, Any] | None:
        """What is being handled right now, and for how long, for the debug endpoint."""
        current = self._current
        if current is None:
            return None
        if isinstance(current, Step):
            return {"message": current.name}
        running_ms = round((time.perf_counter() - self._began) * 1000)
        return {"message": type(current.message).__name__, "runningMs": running_ms}

    def at_rest(self) -> bool:
        """Running with nothing in hand and nothing queued: what a message sent now would find
        is the state as it stands, so the actor's own code may act on it at once."""
        return self._phase == "running" and self._current is None and self.actor_inbox.empty()

    def is_idle(self) -> bool:
        """Whether the actor may be passivated; extend with "no subscribers, no turn"."""
        return self.at_rest()

    # -- observation -----------------------------------------------------------------

    @property
    def mailbox_depth(self) -> int:
        return len(self.actor_inbox)

    @property
    def busy(self) -> bool:
        return self._current is not None

    @property
    def recent_messages(self) -> deque[dict[str, Any]]:
        """The last HISTORY_SIZE handled messages, oldest first:
        {"at", "message", "ok", "durationMs"}, `at` being when the message was finished.

        Rendered on demand; what the actor keeps is a packed `MessageHistory`, made at its first
        message.
        """
        entries = self._recent.entries() if self._recent is not None else []
        return deque(
            (
                {"at": _iso(at), "message": name, "ok": ok, "durationMs": round(seconds * 1000, 3)}
                for at, name, ok, seconds in entries
            ),
            maxlen=HISTORY_SIZE,
        )

    @property
    def messages_handled(self) -> int:
        """Messages handled since activation, failed ones included."""
        return self._handled

    @property
    def last_failure(self) -> Failure | None:
        return self._failure

    def history(self) -> list[dict[str, Any]]:
        return list(self.recent_messages)

    def describe_in_full(self) -> dict[str, Any]:
        """`describe()`, plus when the actor started, its streams and its recent messages."""
        return {
            **self.describe(),
            "startedAt": _iso(self.started_at),
            "streams": self.subscribers(),
            "history": self.history(),
        }

    def describe(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "key": self.key,
            "state": self.state_name(),
            "mailbox": self.mailbox_depth,
            "subscribers": self.subscriber_count(),
            "inFlight": self.in_flight(),
            "lastActivity": _iso(self.last_activity),
            "owner": self.owned_by(),
            "handled": self._handled,
            "lastError": _render_failure(self._failure),
        }

    # -- the drain -------------------------------------------------------------------

    def _urgent(self, envelope: Envelope[Any]) -> None:
        """Answer an urgent message outside the mailbox order. Its refusals reach the asker
        as they are; anything else as `InternalError`, without a restart: an urgent handler
        changes no state worth rebuilding."""
        reply_to = envelope.reply_to
        try:
            value = self.on_urgent(envelope.message)
            if inspect.iscoroutine(value):  # an async handler: it would run out of turn
                value.close()
                raise TypeError(f"{self}: an urgent handler must not await")
        except Exception as exc:
            if not isinstance(exc, HubError):
                logger.error(
                    "%s failed on urgent %s", self, type(envelope.message).__name__, exc_info=exc
                )
                exc = InternalError()
            if reply_to is not None:
                reply_to.set_exception(exc_info_of(exc))
            return
        if reply_to is not None:
            reply_to.set(value)

    def _drain(self) -> None:
        """Handle queued messages right here until one needs awaiting, then hand over to a task.

        Plain handlers thus cost no task at all; a task exists only while an awaitable
        handler (or a lifecycle step) is in progress.
        """
        mailbox = self.actor_inbox
        try:
            while (envelope := mailbox._take()) is not None:
                pending = self._process(envelope)
                if pending is not None:
                    assert self._loop is not None
                    self._task = self._loop.create_task(self._drain_async(pending))
                    return
        except BaseException:
            self._abort()
            raise
        mailbox._idle()

    async def _drain_async(self, pending: Coroutine[Any, Any, None]) -> None:
        mailbox = self.actor_inbox
        try:
            await pending
            while (envelope := mailbox._take()) is not None:
                step = self._process(envelope)
                if step is not None:
                    await step
        except BaseException:
            self._abort()
            raise
        finally:
            self._task = None
        mailbox._idle()

    def _process(self, envelope: Envelope[Any]) -> Coroutine[Any, Any, None] | None:
        """Handle one message; return the coroutine that completes it, if it cannot finish now."""
        message = envelope.message
        if type(message) is _ActorStop:
            return self._stop_step(envelope)
        self._current = envelope
        self._began = time.perf_counter()
        try:
            result = self._handle_receive(message)
        except Exception as exc:
            return self._handler_failed(envelope, exc)
        if inspect.isawaitable(result):
            return self._await_reply(envelope, result)
        self._reply(envelope, result)
        return None

    async def _await_reply(self, envelope: Envelope[Any], result: Awaitable[Any]) -> None:
        try:
            value = await result
        except Exception as exc:
            recovery = self._handler_failed(envelope, exc)
            if recovery is not None:
                await recovery
            return
        self._reply(envelope, value)

    def _reply(self, envelope: Envelope[Any], value: Any) -> None:
        self._current = None
        self._record(envelope.message, ok=True)
        if envelope.reply_to is not None:
            envelope.reply_to.set(value)

    def _handler_failed(
        self, envelope: Envelope[Any], exc: Exception
    ) -> Coroutine[Any, Any, None] | None:
        message, reply_to = envelope.message, envelope.reply_to
        self._current = None
        self._record(message, ok=False)
        self._failure = _failure_of(exc, self.last_activity)
        if isinstance(exc, HubError):
            if reply_to is not None:
                reply_to.set_exception(exc_info_of(exc))
            else:
                logger.info("%s refused a told %s: %s", self, type(message).__name__, exc)
            return None
        logger.error("%s crashed on %s; restarting", self, type(message).__name__, exc_info=exc)
        if reply_to is not None:
            reply_to.set_exception(exc_info_of(InternalError()))
        return self._restart(exc)

    async def _restart(self, exc: Exception) -> None:
        self._current, self._phase = RESTART, "restarting"
        self._tell_observer()
        try:
            self.on_failure(type(exc), exc, exc.__traceback__)
            await self.on_restart()
        except Exception as err:
            logger.error("%s could not restart; stopping", self, exc_info=err)
            self._finish(err)
            return
        self._current, self._phase = None, "running"
        self._tell_observer()

    async def _start_step(self) -> None:
        self._current = START
        after, self._after = self._after, None
        try:
            if after is not None:
                await after
            self.on_start()
            await self.on_load()
        except Exception as err:
            if isinstance(err, HubError):
                logger.warning("%s could not load: %s", self, err)
            else:
                logger.error("%s could not load", self, exc_info=err)
            self._finish(err)
            return
        self._current, self._phase = None, "running"
        self.last_activity = time.time()
        self._tell_observer()

    async def _stop_step(self, envelope: Envelope[Any]) -> None:
        self._current, self._phase = STOP, "stopping"
        self._tell_observer()
        self.actor_stopped.set()
        try:
            await self.on_unload()
        except Exception as err:
            logger.error("%s failed to unload", self, exc_info=err)
        self._finish(None, envelope)

    def _abort(self) -> None:
        """The drain itself was interrupted (loop shutdown, KeyboardInterrupt): never hang an asker."""
        if isinstance(self._current, Envelope):
            reject(self._current)
        if self._phase != "stopped":
            self._finish(None)

    def _finish(self, error: Exception | None, stop: Envelope[Any] | None = None) -> None:
        """End the actor's life: on_stop, tell the owner, then answer everything still queued.

        After a failed load or restart the queued asks get that error; after a requested
        stop they get ActorDeadError, as with pykka's own actors.
        """
        self._phase = "stopping"
        self.actor_stopped.set()
        try:
            self.on_stop()
        except Exception as err:
            logger.error("%s failed in on_stop", self, exc_info=err)
        leftovers = self.actor_inbox._close()
        if stop is not None:
            leftovers.insert(0, stop)
        self._phase, self._current = "stopped", None
        observer, self._observer = self._observer, None
        if observer is not None:
            try:
                observer.stopped(self)
            except Exception:
                logger.exception("%s: stop callback failed", self)
        if self._termination is not None:
            self._termination.set(None)
        for envelope in leftovers:
            reply_to = envelope.reply_to
            if reply_to is None or reply_to.done():  # type: ignore[attr-defined]
                continue
            if type(envelope.message) is _ActorStop:
                reply_to.set(None)
            elif error is not None:
                failure = error if isinstance(error, HubError) else InternalError()
                reply_to.set_exception(exc_info_of(failure))
            else:
                reject(envelope)

    def _record(self, message: Any, *, ok: bool) -> None:
        now = time.time()
        self.last_activity = now
        self._handled += 1
        if self._recent is None:
            self._recent = MessageHistory()
        self._recent.add(now, type(message).__name__, ok, time.perf_counter() - self._began)
        self._tell_observer()

    def _tell_observer(self) -> None:
        if self._observer is not None:
            self._observer.touched(self)


def _failure_of(exc: Exception, at: float) -> Failure:
    """A refusal keeps its statusMessage and English text; a crash its exception."""
    if isinstance(exc, HubError):
        return Failure(exc.status_message, say(exc.message_key, "en"), at)
    return Failure(InternalError.status_message, f"{type(exc).__name__}: {exc}", at)


def _render_failure(failure: Failure | None) -> dict[str, Any] | None:
    if failure is None:
        return None
    return {"code": failure.code, "message": failure.text, "at": _iso(failure.at)}


async def ask(ref: pykka.ActorRef[Any], message: Any, timeout: float | None = None) -> Any:
    """Send `message` and await the reply without blocking the loop.

    Raises what the handler raised (domain errors as is, crashes as `InternalError`),
    `pykka.ActorDeadError` if the actor is gone, `TimeoutError` after `timeout` seconds.
    """
    future = ref.ask(message, block=False)
    if not isinstance(future, LoopFuture):
        raise TypeError(f"{ref} is not a LoopActor: its futures block when awaited")
    if timeout is None:
        return await future
    return await asyncio.wait_for(future, timeout)


async def stop_actor(ref: pykka.ActorRef[Any]) -> None:
    """Stop the actor and return once `on_unload` and `on_stop` have run.

    Messages queued before the stop are handled first; stopping a dead actor is a no-op.
    """
    mailbox = ref.actor_inbox
    if not isinstance(mailbox, Mailbox):
        raise TypeError(f"{ref} is not a LoopActor")
    actor = mailbox.actor
    if actor is None:
        return
    if not actor.stopping:
        ref.tell(_ActorStop())
    await actor.termination()
