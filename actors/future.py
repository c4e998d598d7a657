"""The future half of the loop actor runtime: replies that can be awaited on the loop.

pykka's own futures block a thread on `get()`; a `LoopFuture` is also awaitable, so a handler
running on the IOLoop can wait for another actor's reply without blocking the loop.
"""

from __future__ import annotations

import asyncio
import contextlib
import queue
import sys
import threading
from collections.abc import Callable, Generator
from types import TracebackType
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar, cast

import pykka

if TYPE_CHECKING:
    from pykka._types import OptExcInfo

__all__ = ["ExcInfo", "LoopFuture", "StopFlag", "WouldBlock", "exc_info_of", "running_loop"]

T = TypeVar("T")
ExcInfo = tuple[type[BaseException], BaseException, TracebackType | None]


def running_loop() -> asyncio.AbstractEventLoop | None:
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        return None


def exc_info_of(exc: BaseException) -> ExcInfo:
    return (type(exc), exc, exc.__traceback__)


def _wake(waiter: asyncio.Future[None]) -> None:
    if not waiter.done():
        waiter.set_result(None)


class WouldBlock(RuntimeError):
    """`LoopFuture.get()` was called on a thread running an event loop before the value came.

    Carries the future so that awaiting a derived future (`map`, `join`, `ref.stop()`) can
    wait for the source instead of blocking.
    """

    def __init__(self, future: LoopFuture[Any]) -> None:
        super().__init__("LoopFuture.get() would block the event loop; await the future")
        self.future = future


class LoopFuture(pykka.Future[T]):
    """A pykka future that can be awaited on any loop and waited on from plain threads.

    It holds its own outcome: `ActorRef.ask` creates futures with no loop at hand, so the
    asyncio future a coroutine parks on is made only at await time, on the awaiting loop.
    """

    __slots__ = (
        "_done",
        "_event",
        "_get_hook",
        "_get_hook_result",
        "_guard",
        "_value",
        "_waiters",
        "exc_info_of",
    )

    def __init__(self) -> None:
        super().__init__()
        self._done = False
        self._value: Any = None
        self._exc_info: ExcInfo | None = None
        self._waiters: list[asyncio.Future[None]] | None = None
        self._event: threading.Event | None = None
        self._guard = threading.Lock()

    def __repr__(self) -> str:
        return f"<LoopFuture {'done' if self._done else 'pending'}>"

    def done(self) -> bool:
        return self._done or self._get_hook is not None

    def get(self, *, timeout: float | None = None) -> T:
        if self._get_hook is not None:
            return super().get(timeout=timeout)
        if not self._done:
            if running_loop() is not None:
                raise WouldBlock(self)
            with self._guard:
                if not self._done and self._event is None:
                    self._event = threading.Event()
                event = self._event
            if event is not None and not event.wait(timeout):
                raise pykka.Timeout(f"{timeout} seconds")
        return self._outcome()

    def set(self, value: T | None = None) -> None:
        self._settle(value, None)

    def set_exception(self, exc_info: OptExcInfo | None = None) -> None:
        info = exc_info if exc_info is not None else sys.exc_info()
        assert info[0] is not None and info[1] is not None, "no exception to set"
        self._settle(None, info)

    def set_get_hook(self, func: Callable[[float | None], T]) -> None:
        with self._guard:
            if self._done:
                raise queue.Full
            super().set_get_hook(func)
            waiters, event = self._waiters, self._event
            self._waiters = None
        self._notify(waiters, event)

    def __await__(self) -> Generator[Any, None, T]:
        while True:
            if self._get_hook is not None:
                try:
                    return self.get()
                except WouldBlock as blocked:
                    # a derived future: wait for the source it reads, then ask the hook again
                    yield from blocked.future._park()
            elif self._done:
                return self._outcome()
            else:
                yield from self._park()

    __iter__ = __await__

    def _park(self) -> Generator[Any, None, None]:
        waiter: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        with self._guard:
            if self.done():
                return
            if self._waiters is None:
                self._waiters = []
            self._waiters.append(waiter)
        try:
            yield from waiter
        except BaseException:
            with self._guard:
                if self._waiters is not None and waiter in self._waiters:
                    self._waiters.remove(waiter)
            raise

    def _settle(self, value: Any, exc_info: Any) -> None:
        with self._guard:
            if self._done or self._get_hook is not None:
                raise queue.Full
            self._value, self._exc_info = value, exc_info
            self._done = True
            waiters, event = self._waiters, self._event
            self._waiters = None
        self._notify(waiters, event)

    @staticmethod
    def _notify(waiters: list[asyncio.Future[None]] | None, event: threading.Event | None) -> None:
        if event is not None:
            event.set()
        if not waiters:
            return
        here = running_loop()
        for waiter in waiters:
            loop = waiter.get_loop()
            if loop is here:
                _wake(waiter)
            else:
                with contextlib.suppress(RuntimeError):  # that loop has closed: nobody waits
                    loop.call_soon_threadsafe(_wake, waiter)

    def _outcome(self) -> T:
        if self._exc_info is None:
            return cast(T, self._value)
        _, exc, tb = self._exc_info
        if exc.__traceback__ is not tb:
            raise exc.with_traceback(tb)
        raise exc


class StopFlag:
    """The `threading.Event` interface pykka expects for `actor_stopped`, at a fraction of its size.

    A real Event (a Condition, a lock and bound methods: about 1.2 KB) is made only if some
    thread actually waits, which pykka itself never does.
    """

    __slots__ = ("_event", "_set")
    _guard: ClassVar[threading.Lock] = threading.Lock()  # only orders the lazy Event creation

    def __init__(self) -> None:
        self._set = False
        self._event: threading.Event | None = None

    def is_set(self) -> bool:
        return self._set

    def set(self) -> None:
        with self._guard:
            self._set = True
            event = self._event
        if event is not None:
            event.set()

    def wait(self, timeout: float | None = None) -> bool:
        with self._guard:
            if self._set:
                return True
            if self._event is None:
                self._event = threading.Event()
            event = self._event
        return event.wait(timeout)
