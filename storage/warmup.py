"""Start-up storage work that must not stop a hub from starting.

A hub that starts while MongoDB is down still serves: health, readiness (reporting the
outage), and 503s from the routes that need storage. Indexes, the demo seed and the stored
store settings are then prepared in the background as soon as MongoDB answers.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable

from hub.errors import ServiceUnavailable

log = logging.getLogger("hub.storage")

RETRY_SECONDS = 2.0


class StorageWarmup:
    """Runs `prepare` at start; on an outage, retries it every few seconds until it succeeds."""

    def __init__(self, name: str, prepare: Callable[[], Awaitable[None]]) -> None:
        self._name = name
        self._prepare = prepare
        self._task: asyncio.Future[None] | None = None

    async def start(self) -> None:
        try:
            await self._prepare()
        except ServiceUnavailable:
            log.warning(
                "storage unavailable at start; %s will be prepared when it returns", self._name
            )
            self._task = asyncio.ensure_future(self._retry())

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None

    async def _retry(self) -> None:
        while True:
            await asyncio.sleep(RETRY_SECONDS)
            try:
                await self._prepare()
            except ServiceUnavailable:
                continue
            log.info("storage is back; %s is prepared", self._name)
            return
