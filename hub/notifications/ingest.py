"""Notifications from a Redis stream (`HUB_INGEST_STREAM`), for producers that should not
lose an event between their own commit and an HTTP call, nor pay a request per notification.

Every hub reads the stream in the consumer group `hub`, so each entry goes to one hub. An
entry holds one field, `notification`: the JSON `POST /internal/v1/notifications` takes for
one notification, checked by the same model and stored through the same
`NotificationsFeature.create`. An entry is acknowledged only once it is stored, so a hub
that dies mid-batch leaves its entries pending, and another hub claims them (`XAUTOCLAIM`)
once they have been idle for `claim_idle_seconds`. A redelivered entry creates nothing
twice: its `dedupeKey`, or when it has none the entry's own id, makes the second store
answer the first notification. An entry that cannot become a notification is moved to
`<name>:dead` with the fields `notification` (as received) and `error` (why), and acked.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import secrets
import socket
from typing import TYPE_CHECKING, Any

from hub.envelope import render_error
from hub.errors import HubError, invalid
from hub.notifications.requests import NotificationIn
from hub.settings import SettingsError
from hub.validation import parse_json_body

if TYPE_CHECKING:
    from hub.app import Hub
    from hub.notifications.service import Draft

log = logging.getLogger("hub.ingest")

GROUP = "hub"
FIELD = "notification"
BATCH = 500
BLOCK_MS = 1000
CLAIM_IDLE_SECONDS = 30.0
CLAIM_EVERY_SECONDS = 5.0
RETRY_SECONDS = 1.0


def dead_letter_stream(name: str) -> str:
    return f"{name}:dead"


def consumer_name() -> str:
    """Unique per process, so a restarted hub never inherits a dead one's pending list."""
    return f"{socket.gethostname()}:{os.getpid()}:{secrets.token_hex(3)}"


def refusal(error: HubError) -> str:
    """The `error` field of a dead letter: the statusMessage and every problem, in English."""
    rendered = render_error(error, "en")
    problems = "; ".join(f"{p['field']}: {p['message']}" for p in rendered["error"]["data"])
    return f"{error.status_message}: {problems or rendered['error']['message']}"


class StreamIngest:
    """A hub capability with no routes: one task reading the ingest stream."""

    claim_idle_seconds = CLAIM_IDLE_SECONDS
    claim_every_seconds = CLAIM_EVERY_SECONDS

    def __init__(self, hub: Hub) -> None:
        settings = hub.settings
        if not settings.ingest_stream:
            raise SettingsError("HUB_INGEST_STREAM is not set")
        if not settings.redis_url:
            raise SettingsError("HUB_INGEST_STREAM needs HUB_REDIS_URL: the stream is in Redis")
        self._hub = hub
        self._redis_url = settings.redis_url
        self.stream = settings.ingest_stream
        self.dead = dead_letter_stream(self.stream)
        self.consumer = consumer_name()
        self._redis: Any = None
        self._task: asyncio.Task[None] | None = None
        self._stopping = False
        self._own_pending = True  # entries read earlier and not acked: re-read them first
        self._next_claim = 0.0

    def routes(self) -> list[Any]:
        return []

    async def start(self) -> None:
        import redis.asyncio as redis

        # One task issues every command in turn: one connection, no pool check per command.
        self._redis = redis.from_url(
            self._redis_url, decode_responses=True, single_connection_client=True
        )
        self._task = asyncio.create_task(self._run())

    async def stop(self) -> None:
        """Finish the batch in hand (it gets acked), then stop reading."""
        self._stopping = True
        if self._task is not None:
            with contextlib.suppress(TimeoutError, asyncio.CancelledError):
                await asyncio.wait_for(asyncio.shield(self._task), BLOCK_MS / 1000 + 5)
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
        if self._redis is not None:
            await self._redis.aclose()

    # -- the loop ----------------------------------------------------------------------

    async def _run(self) -> None:
        group_ready = False
        while not self._stopping:
            try:
                if not group_ready:
                    await self._ensure_group()
                    group_ready = True
                entries = await self._next_entries()
                if entries:
                    await self.handle(entries)
            except asyncio.CancelledError:
                raise
            except Exception as exc:
                # Redis or storage away: nothing was acked, so nothing is lost; read the
                # entries already taken again once it is back.
                log.warning("ingest from %s paused: %r", self.stream, exc)
                self._own_pending = True
                await asyncio.sleep(RETRY_SECONDS)

    async def _ensure_group(self) -> None:
        from redis.exceptions import ResponseError

        try:
            await self._redis.xgroup_create(self.stream, GROUP, id="0", mkstream=True)
        except ResponseError as exc:
            if "BUSYGROUP" not in str(exc):
                raise

    async def _next_entries(self) -> list[tuple[str, dict[str, str] | None]]:
        loop = asyncio.get_running_loop()
        if loop.time() >= self._next_claim:
            self._next_claim = loop.time() + self.claim_every_seconds
            claimed = await self._claim()
            if claimed:
                return claimed
        if self._own_pending:
            entries = await self._read("0", block=None)
            if entries:
                return entries
            self._own_pending = False
        return await self._read(">", block=BLOCK_MS)

    async def _read(self, start: str, block: int | None) -> list[tuple[str, Any]]:
        reply = await self._redis.xreadgroup(
            GROUP, self.consumer, {self.stream: start}, count=BATCH, block=block
        )
        if not reply:
            return []
        if isinstance(reply, dict):  # RESP3
            return list(reply.get(self.stream, [[]])[0])
        return list(reply[0][1])

    async def _claim(self) -> list[tuple[str, Any]]:
        """Entries another consumer took and left unacked for too long (it likely died)."""
        reply = await self._redis.xautoclaim(
            self.stream,
            GROUP,
            self.consumer,
            min_idle_time=int(self.claim_idle_seconds * 1000),
            start_id="0-0",
            count=BATCH,
        )
        entries = list(reply[1])
        if entries:
            log.info("claimed %d pending entries of %s", len(entries), self.stream)
        return entries

    # -- one batch ---------------------------------------------------------------------

    async def handle(self, entries: list[tuple[str, dict[str, str] | None]]) -> None:
        """Store the good entries in one ordered write, dead-letter the rest, then ack all."""
        drafts: list[Draft] = []
        stored_ids: list[str] = []
        refused: list[tuple[str, str, str]] = []
        gone: list[str] = []
        for entry_id, fields in entries:
            if fields is None:  # trimmed from the stream while pending: nothing to store
                gone.append(entry_id)
                continue
            raw = fields.get(FIELD)
            try:
                drafts.append(self._draft(entry_id, raw))
                stored_ids.append(entry_id)
            except HubError as exc:
                refused.append((entry_id, raw or "", refusal(exc)))
                self._hub.metrics.notifications_dropped.labels("invalid").inc()
        if drafts:
            await self._hub.notifications.create(drafts, source="stream")
        if refused:
            async with self._redis.pipeline(transaction=True) as pipe:
                for _, raw, error in refused:
                    pipe.xadd(self.dead, {FIELD: raw, "error": error})
                await pipe.execute()
            log.warning("%d entries of %s moved to %s", len(refused), self.stream, self.dead)
        done = stored_ids + [entry_id for entry_id, _, _ in refused] + gone
        if done:
            await self.ack(done)

    async def ack(self, entry_ids: list[str]) -> None:
        await self._redis.xack(self.stream, GROUP, *entry_ids)

    def _draft(self, entry_id: str, raw: str | None) -> Draft:
        if raw is None:
            raise invalid(FIELD, "field_required")
        return parse_json_body(NotificationIn, raw.encode()).draft(f"stream:{entry_id}")
