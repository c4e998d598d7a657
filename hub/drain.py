"""Retiring a hub without dropping what its callers are doing.

A hub told to stop first stops looking ready, so the load balancer sends new callers to its
other hubs, and refuses new turns and new streams; turns already running finish and open
streams stay served for the drain window. Only then are streams ended (their clients
reconnect, through the load balancer, to another hub) and the process exits.

The refusal is 503 `SERVICE_UNAVAILABLE` with `Retry-After`, never a 4xx: the request was
fine and another hub serves it now, so a load balancer may pass it on (nginx's
`proxy_next_upstream http_503`) and a client retries it as it is.

When the window is over the hub closes: from then on every new request is refused the same
way (a load balancer still sends them, on connections it keeps alive), and the hub waits for
the requests it is answering (a publish, a read) before it stops what they use, so none of
them fails half done.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import math
import time
from typing import Any

from hub.errors import ServiceUnavailable

log = logging.getLogger("hub")


class Drain:
    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        self.draining = False
        self._turns: set[asyncio.Future[Any]] = set()
        self.turns_finished = 0
        self.closing = False
        self._requests = 0
        self._no_requests = asyncio.Event()
        self._no_requests.set()

    @property
    def turns_in_flight(self) -> int:
        return len(self._turns)

    def refuse_new_work(self) -> None:
        """A new turn or a new stream goes to another hub: refused before anything is spent
        on it (a stream ticket stays unredeemed), with a retry hint."""
        if self.draining:
            raise ServiceUnavailable(
                message_key="hub_draining", retry_after=max(1, math.ceil(self.seconds))
            )

    def request_started(self) -> None:
        """Count a request in; a closing hub refuses it before it starts."""
        if self.closing:
            raise ServiceUnavailable(message_key="hub_draining", retry_after=1)
        self._requests += 1
        self._no_requests.clear()

    def request_ended(self) -> None:
        self._requests -= 1
        if self._requests <= 0:
            self._requests = 0
            self._no_requests.set()

    async def close(self, timeout: float) -> None:
        """Refuse new requests and wait, at most `timeout`, for those being answered."""
        self.closing = True
        if self._requests:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._no_requests.wait(), timeout)
            if self._requests:
                log.warning("%d requests were still being answered at exit", self._requests)

    def track(self, turn: asyncio.Future[Any]) -> None:
        """Count `turn` as in flight until it completes."""
        if not turn.done():
            self._turns.add(turn)
            turn.add_done_callback(self._finished)

    def _finished(self, turn: asyncio.Future[Any]) -> None:
        self._turns.discard(turn)
        self.turns_finished += 1

    async def run(self) -> None:
        """Stop taking new work, then serve what is open for the drain window."""
        self.draining = True
        began = time.monotonic()
        log.info(
            "draining for %ss: not ready, new turns and streams refused (%d turns in flight)",
            self.seconds,
            len(self._turns),
        )
        if self._turns:
            _, unfinished = await asyncio.wait(set(self._turns), timeout=self.seconds)
            if unfinished:
                log.warning("%d turns were still running when the drain ended", len(unfinished))
        await asyncio.sleep(max(0.0, self.seconds - (time.monotonic() - began)))
