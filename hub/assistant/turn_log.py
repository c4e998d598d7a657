"""A turn's events, numbered, and the streams that follow it.

Every event of a turn is framed once with `id: <assistantMessageId>:<sequence>` and kept in
the turn's `TurnLog` until the turn ends, so a client that lost its connection can come back
(`GET /v1/assistant/conversations/:id/stream` with `Last-Event-ID`) and get exactly the
events it missed, then the rest live. Each open stream is a `Subscriber`: the actor never
waits for one, it only queues frames; each handler writes them out at its client's pace.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from hub.catalogue import Language
from hub.envelope import render_error_event, render_sse
from hub.errors import HubError

if TYPE_CHECKING:
    from hub.sse import EventStream

_DONE = object()
_WAKE = object()


class Subscriber:
    """Frames of one turn on their way to one stream.

    The log calls `send`, which never blocks: the frame goes straight to the stream once the
    handler has handed over its `write` (`write_through`), and waits in a queue until then.
    The handler awaits `take`. `finish` marks that the turn is over for this stream however
    it ended; `close` is the client going away. After either it lets go of the handler's
    `write`, which would otherwise hold the handler, and the request with it, in a cycle.
    """

    __slots__ = ("_queue", "_write", "closed", "ended", "kind", "stream")

    def __init__(self) -> None:
        self._queue: asyncio.Queue[Any] = asyncio.Queue()
        self._write: Callable[[str], None] | None = None
        self.closed = False
        self.ended = False  # a terminal frame (message_end or error) was sent
        self.kind = "turn"  # the send that started it, or "reattach": a client that came back
        self.stream: EventStream | None = None  # once the handler has opened it

    def send(self, frame: str, *, terminal: bool = False) -> None:
        if terminal:
            self.ended = True
        if self.closed:
            return
        if self._write is not None:
            self._write(frame)
        else:
            self._queue.put_nowait(frame)

    def write_through(self, write: Callable[[str], None]) -> None:
        """From now on frames go to `write` as they are sent; those queued go first."""
        items = self._drain()
        frames = [item for item in items if isinstance(item, str)]
        if frames:
            write("".join(frames))
        for item in items:
            if not isinstance(item, str):
                self._queue.put_nowait(item)  # the end marks stay for `take`
        self._write = write

    def finish(self) -> None:
        self._write = None
        self._queue.put_nowait(_DONE)

    def close(self) -> None:
        self._write = None
        if not self.closed:
            self.closed = True
            self._queue.put_nowait(_WAKE)

    def _drain(self) -> list[Any]:
        items = []
        while not self._queue.empty():
            items.append(self._queue.get_nowait())
        return items

    async def take(self) -> tuple[list[str], bool]:
        """The frames queued now (waiting for at least one item), and whether the turn is over."""
        items = [await self._queue.get(), *self._drain()]
        frames = [item for item in items if isinstance(item, str)]
        return frames, any(item is _DONE for item in items)


def event_id(message_id: str, sequence: int) -> str:
    return f"{message_id}:{sequence}"


def parse_event_id(value: str | None) -> tuple[str, int] | None:
    """`Last-Event-ID` as (assistantMessageId, sequence); None when absent or not ours."""
    if not value:
        return None
    message_id, _, sequence = value.strip().rpartition(":")
    if not message_id or not sequence.isdigit():
        return None
    return message_id, int(sequence)


class TurnLog:
    def __init__(self, message_id: str) -> None:
        self.message_id = message_id  # the id the assistant reply will be saved under
        self._frames: list[str] = []
        self._subscribers: list[Subscriber] = []
        self.ended = False

    @property
    def next_sequence(self) -> int:
        return len(self._frames) + 1

    def emit(self, event: str, data: Any, *, terminal: bool = False) -> None:
        self._append(
            render_sse(event, data, event_id(self.message_id, self.next_sequence)), terminal
        )

    def emit_together(self, events: list[tuple[str, Any]]) -> None:
        """Several events, numbered one by one, written to each stream in one piece: one
        system call and one wake-up of the client instead of one per event."""
        frames = []
        for event, data in events:
            frames.append(render_sse(event, data, event_id(self.message_id, self.next_sequence)))
            self._frames.append(frames[-1])
        self._send("".join(frames), terminal=False)

    def emit_error(self, error: HubError, language: Language) -> None:
        frame = render_error_event(error, language, event_id(self.message_id, self.next_sequence))
        self._append(frame, terminal=True)

    def _append(self, frame: str, terminal: bool) -> None:
        self._frames.append(frame)
        self._send(frame, terminal)

    def _send(self, frame: str, terminal: bool) -> None:
        self.ended = self.ended or terminal
        gone = False
        for subscriber in self._subscribers:
            subscriber.send(frame, terminal=terminal)
            gone = gone or subscriber.closed
        if gone:
            self._subscribers = [s for s in self._subscribers if not s.closed]

    def attach(self, subscriber: Subscriber, after: int = 0) -> None:
        """Send the events after sequence `after`, then every new one as it comes."""
        for frame in self._frames[after:]:
            subscriber.send(frame)
        if self.ended:
            subscriber.ended = True
            subscriber.finish()
        else:
            self._subscribers.append(subscriber)

    @property
    def watching(self) -> int:
        return sum(1 for subscriber in self._subscribers if not subscriber.closed)

    def described(self) -> list[dict[str, object]]:
        return [
            subscriber.stream.describe(subscriber.kind)
            for subscriber in self._subscribers
            if not subscriber.closed and subscriber.stream is not None
        ]

    def close(self) -> None:
        """The turn is over: every stream still attached ends."""
        for subscriber in self._subscribers:
            subscriber.finish()
        self._subscribers = []
