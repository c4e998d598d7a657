"""The mailbox half of the loop actor runtime: pykka's inbox drained on the event loop.

Also the small per-actor bookkeeping that must stay small for 20,000 idle actors to fit in a
few KB each: the packed message history, the last failure and the lifecycle steps shown as
work in flight.
"""

from __future__ import annotations

import asyncio
import uuid
from array import array
from collections import deque
from collections.abc import Awaitable
from typing import Any, Protocol

import pykka
from pykka._envelope import Envelope
from pykka.messages import _ActorStop

from actors.future import exc_info_of, running_loop

__all__ = [
    "HISTORY_SIZE",
    "RESTART",
    "START",
    "STOP",
    "Failure",
    "Mailbox",
    "MessageHistory",
    "Step",
    "Urgent",
    "reject",
]

HISTORY_SIZE = 20
FAILURE_TEXT_LIMIT = 300


class MessageHistory:
    """The last HISTORY_SIZE handled messages, packed into a ring.

    Full, a deque of rendered dicts takes about 6 KB and a deque of (time, name, ok) tuples
    about 2.5 KB, against a budget of 5 KB per idle actor; times and durations side by side
    in one float array, shared type names and a bit mask take about 0.8 KB, and after one
    message (an inbox's one stream attached) 0.27 KB.
    """

    __slots__ = ("_failed", "_names", "_next", "_times")

    def __init__(self) -> None:
        self._times = array("d")  # finished at, seconds it took; finished at, ...
        self._names: list[str] = []
        self._failed = 0  # bit i set: entry i failed
        self._next = 0

    def add(self, at: float, name: str, ok: bool, seconds: float) -> None:
        slot = self._next
        if len(self._names) < HISTORY_SIZE:
            self._times.extend((at, seconds))
            self._names.append(name)
        else:
            self._times[2 * slot] = at
            self._times[2 * slot + 1] = seconds
            self._names[slot] = name
        self._failed = self._failed & ~(1 << slot) | (0 if ok else 1 << slot)
        self._next = (slot + 1) % HISTORY_SIZE

    def entries(self) -> list[tuple[float, str, bool, float]]:
        """(finished at, message type, ok, seconds it took), oldest first."""
        count = len(self._names)
        start = self._next if count == HISTORY_SIZE else 0
        slots = [(start + n) % HISTORY_SIZE for n in range(count)]
        times = self._times
        return [
            (times[2 * i], self._names[i], not (self._failed >> i) & 1, times[2 * i + 1])
            for i in slots
        ]


class Failure:
    """The last message an actor failed: what a developer hunting a stuck actor reads first.

    Kept as the status code, a short text and the time; an actor that never failed holds None.
    """

    __slots__ = ("at", "code", "text")

    def __init__(self, code: str, text: str, at: float) -> None:
        self.code = code
        self.text = text[:FAILURE_TEXT_LIMIT]
        self.at = at


class Step:
    """A lifecycle step, shown as the work in flight."""

    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name


START = Step("start")
RESTART = Step("restart")
STOP = Step("stop")


def reject(envelope: Envelope[Any]) -> None:
    if envelope.reply_to is not None and not envelope.reply_to.done():  # type: ignore[attr-defined]
        dead = pykka.ActorDeadError("actor stopped before handling the message")
        envelope.reply_to.set_exception(exc_info_of(dead))


class Urgent:
    """A message answered at once, not queued: what must reach an actor while it is busy with
    a long message (a stop, a second watcher of the work in progress).

    Its handler (`LoopActor.on_urgent`) runs synchronously and never awaits, so it only ever
    sees the actor's state between two awaits of the message in progress, as that message
    itself would; it reads state or sets a flag, and leaves every write to the mailbox's
    messages.
    """

    __slots__ = ()


class Owner(Protocol):
    """What a mailbox asks of its actor (`actors.runtime.LoopActor`): where to drain, and
    whom to tell that work is queued or done. The runtime depends on the mailbox, not back."""

    _stop_requested: bool

    @property
    def _loop(self) -> asyncio.AbstractEventLoop | None: ...

    @property
    def stopping(self) -> bool: ...

    def termination(self) -> Awaitable[None]: ...

    def _drain(self) -> None: ...

    def _queued(self) -> None: ...

    def _settled(self) -> None: ...

    def _urgent(self, envelope: Envelope[Any]) -> None: ...


class Mailbox:
    """pykka's inbox interface (`put`/`get`/`empty`) over a deque drained on the actor's loop.

    The deque exists only while messages are queued, so an idle actor holds none. It also
    holds the actor strongly: refs reach their actor through it, as no thread does.
    """

    __slots__ = ("_actor", "_items", "_scheduled", "_urn")

    def __init__(self) -> None:
        self._actor: Owner | None = None  # bound by LoopActor.__init__
        self._items: deque[Envelope[Any]] | None = None
        self._scheduled = False
        self._urn: str | None = None

    @property
    def urn(self) -> str:
        """The actor's pykka URN, made when first asked for (a log line, an error naming a
        ref): kept here, where the actor and its refs both reach it, it costs an idle actor
        nothing until then."""
        if self._urn is None:
            self._urn = uuid.uuid4().urn
        return self._urn

    def __len__(self) -> int:
        return len(self._items) if self._items else 0

    @property
    def actor(self) -> Owner | None:
        """The actor while it is alive; None once it has stopped."""
        return self._actor

    def put(self, envelope: Envelope[Any], /) -> None:
        actor = self._actor
        if actor is None:
            reject(envelope)
            return
        if type(envelope.message) is _ActorStop:
            actor._stop_requested = True
        deliver = self._answer_now if isinstance(envelope.message, Urgent) else self._enqueue
        loop = actor._loop
        if loop is None or running_loop() is loop:
            deliver(envelope)
            return
        try:
            loop.call_soon_threadsafe(deliver, envelope)
        except RuntimeError:  # the loop is closed
            reject(envelope)

    def get(self) -> Envelope[Any]:
        """Take the oldest message; never blocks (IndexError when empty)."""
        if not self._items:
            raise IndexError("mailbox is empty")
        return self._items.popleft()

    def empty(self) -> bool:
        return not self._items

    def _answer_now(self, envelope: Envelope[Any]) -> None:
        actor = self._actor
        if actor is None:
            reject(envelope)
            return
        actor._urgent(envelope)

    def _enqueue(self, envelope: Envelope[Any]) -> None:
        actor = self._actor
        if actor is None:
            reject(envelope)
            return
        if self._items is None:
            self._items = deque()
        self._items.append(envelope)
        self._schedule()

    def _schedule(self) -> None:
        actor = self._actor
        if not self._scheduled and self._items and actor is not None and actor._loop is not None:
            self._scheduled = True
            actor._queued()
            actor._loop.call_soon(actor._drain)

    def _take(self) -> Envelope[Any] | None:
        return self._items.popleft() if self._items else None

    def _idle(self) -> None:
        self._scheduled = False
        if not self._items:
            self._items = None
        actor = self._actor
        if actor is not None:
            actor._settled()

    def _close(self) -> list[Envelope[Any]]:
        leftovers = list(self._items or ())
        self._actor = None
        self._items = None
        return leftovers
