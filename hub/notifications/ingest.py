"""Notifications from a Redis stream (`HUB_INGEST_STREAM`), for producers that should not
lose an event between their own commit and an HTTP call, nor pay a request per notification.

Every hub reads the stream in the consumer group `hub`, so each entry goes to one hub. An
entry holds one field, `notification`: the JSON `POST /internal/v1/notifications` takes for
one notification, checked by the same model and stored through the same
`Notifications.publish`. An entry is acknowledged only once it is stored, so a hub
that dies mid-batch leaves its entries pending, and another hub claims them (`XAUTOCLAIM`)
once they have been idle for `claim_idle_seconds`. A redelivered entry creates nothing
twice: its `dedupeKey`, or when it has none the entry's own id, makes the second store
answer the first notification.

An entry that cannot become a notification is moved to `<name>:dead` and acked. The dead
letter keeps every field of the entry as it came, so a producer can see and replay exactly
what it sent: entries are read as bytes, and a value that is not UTF-8 is written in base64
under its field name suffixed `_b64`. It adds `error` (why) and `hub` (which consumer
refused it); an entry's own field of either name is kept as `entry_error` / `entry_hub`.

Neither stream grows without bound. Dead letters are added with `MAXLEN ~
HUB_INGEST_DEAD_MAXLEN`. The ingest stream is trimmed towards `HUB_INGEST_MAXLEN` by the
hubs themselves, at most once a second each, and only below every entry the group still
owes: the oldest pending one and the first not yet delivered. A producer's own `XADD
MAXLEN` could drop entries nobody has read, so producers add without one.

Redis run without persistence comes back empty after a restart: the group is gone, and
reading answers `NOGROUP`. The reader then creates the group again (`MKSTREAM`) and goes
on, so no hub needs a restart. Whether it reads is visible: `/readyz` has an `ingest` check
that is false from the first failed read until one succeeds, and `/metrics` has the
group's pending entries and lag, the dead letters written and each error by kind.

Consumers do not pile up in the group. A hub that stops cleanly, having acked its batch,
deletes its own consumer (`XGROUP DELCONSUMER`); one that still holds entries leaves its
consumer for the others to claim from. Live hubs delete consumers that hold nothing and
have not read for `FORGET_IDLE_SECONDS` (killed hubs, once their entries are claimed); a
hub so forgotten that reads again is simply a consumer again.
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import logging
import os
import secrets
import socket
from typing import Any

from hub.envelope import render_error
from hub.errors import HubError, invalid
from hub.metrics import HubMetrics
from hub.notifications.drafts import Draft
from hub.notifications.requests import NotificationIn
from hub.notifications.service import Notifications
from hub.settings import HubSettings, SettingsError
from hub.validation import parse_json_body
from storage.redis_pool import client

log = logging.getLogger("hub.ingest")

GROUP = "hub"
FIELD = b"notification"
BATCH = 500
BLOCK_MS = 1000
CLAIM_IDLE_SECONDS = 30.0
CLAIM_EVERY_SECONDS = 5.0
TRIM_EVERY_SECONDS = 1.0
# Entries one trim looks at, inside Redis, to find its cut: a backlog above the bound
# shrinks by up to this much a second per hub, far faster than producers add.
TRIM_STEP = 10_000
RETRY_SECONDS = 1.0
# A consumer holding nothing, idle this long, is a hub gone: reading blocks a second at a
# time, so a live hub's consumer is never idle for more than a few seconds.
FORGET_IDLE_SECONDS = 300.0
# Where the server does not keep a group's lag, it is counted, up to this many entries.
LAG_COUNT_LIMIT = 10_000
# What the dead letter itself says; an entry's own fields of these names are renamed.
ERROR_FIELD = b"error"
HUB_FIELD = b"hub"

Fields = dict[bytes, bytes]
Entry = tuple[bytes, Fields | None]


def dead_letter_stream(name: str) -> str:
    return f"{name}:dead"


def consumer_name() -> str:
    """Unique per process, so a restarted hub never inherits a dead one's pending list."""
    return f"{socket.gethostname()}:{os.getpid()}:{secrets.token_hex(3)}"


# KEYS[1] the stream; ARGV: maxlen, group, step. Returns the number of entries removed.
_TRIM = """
local function id_of(text)
  local ms, seq = string.match(text, '^(%d+)-(%d+)$')
  return {tonumber(ms), tonumber(seq)}
end
local function lower(a, b)
  if a[1] ~= b[1] then return a[1] < b[1] end
  return a[2] < b[2]
end
local excess = redis.call('XLEN', KEYS[1]) - tonumber(ARGV[1])
if excess <= 0 then return 0 end
local cut = nil
for _, group in ipairs(redis.call('XINFO', 'GROUPS', KEYS[1])) do
  for i = 1, #group, 2 do
    if group[i] == 'name' and group[i + 1] ~= ARGV[2] then break end
    if group[i] == 'last-delivered-id' then
      local last = id_of(group[i + 1])
      cut = {last[1], last[2] + 1}
    end
  end
end
if cut == nil then return 0 end
local pending = redis.call('XPENDING', KEYS[1], ARGV[2])
if pending[1] > 0 then
  local oldest = id_of(pending[2])
  if lower(oldest, cut) then cut = oldest end
end
local beyond = redis.call('XRANGE', KEYS[1], '-', '+', 'COUNT', math.min(excess, tonumber(ARGV[3])))
local last = id_of(beyond[#beyond][1])
local past = {last[1], last[2] + 1}
if lower(past, cut) then cut = past end
return redis.call('XTRIM', KEYS[1], 'MINID', '~', string.format('%d-%d', cut[1], cut[2]))
"""


# KEYS[1] the stream; ARGV: group, this hub's consumer, idle ms. One script, so that no
# consumer reads an entry between the look and the delete (its entry would go with it).
_FORGET = """
local forgotten = {}
for _, consumer in ipairs(redis.call('XINFO', 'CONSUMERS', KEYS[1], ARGV[1])) do
  local info = {}
  for i = 1, #consumer, 2 do info[consumer[i]] = consumer[i + 1] end
  if info['name'] ~= ARGV[2] and info['pending'] == 0 and info['idle'] >= tonumber(ARGV[3]) then
    redis.call('XGROUP', 'DELCONSUMER', KEYS[1], ARGV[1], info['name'])
    table.insert(forgotten, info['name'])
  end
end
return forgotten
"""


# KEYS[1] the stream; ARGV: just past the group's last delivered id, the most to count.
# Counted inside Redis, so that no entry is sent back.
_LAG = "return #redis.call('XRANGE', KEYS[1], ARGV[1], '+', 'COUNT', ARGV[2])"


def _gone(error: Exception) -> bool:
    """What Redis answers for a group, or a stream, that is not there (after a restart)."""
    text = str(error)
    return text.startswith("NOGROUP") or "no such key" in text


def dead_letter(fields: Fields, error: str, hub: str) -> Fields:
    """Every field of a refused entry, losslessly, plus why and where it was refused."""
    letter: Fields = {}
    for name, value in fields.items():
        if name in (ERROR_FIELD, HUB_FIELD):
            name = b"entry_" + name
        try:
            value.decode("utf-8")
        except UnicodeDecodeError:
            letter[name + b"_b64"] = base64.b64encode(value)
        else:
            letter[name] = value
    letter[ERROR_FIELD] = error.encode()
    letter[HUB_FIELD] = hub.encode()
    return letter


def refusal(error: HubError) -> str:
    """The `error` field of a dead letter: the statusMessage and every problem, in English."""
    rendered = render_error(error, "en")
    problems = "; ".join(f"{p['field']}: {p['message']}" for p in rendered["error"]["data"])
    return f"{error.status_message}: {problems or rendered['error']['message']}"


class StreamIngest:
    """A hub capability with no routes: one task reading the ingest stream."""

    claim_idle_seconds = CLAIM_IDLE_SECONDS
    claim_every_seconds = CLAIM_EVERY_SECONDS
    trim_every_seconds = TRIM_EVERY_SECONDS
    forget_idle_seconds = FORGET_IDLE_SECONDS

    def __init__(
        self,
        settings: HubSettings,
        notifications: Notifications,
        redis_pool: Any,
        metrics: HubMetrics,
    ) -> None:
        if not settings.ingest_stream:
            raise SettingsError("HUB_INGEST_STREAM is not set")
        if not settings.redis_url:
            raise SettingsError("HUB_INGEST_STREAM needs HUB_REDIS_URL: the stream is in Redis")
        self._notifications = notifications
        self._redis_pool = redis_pool
        self.stream = settings.ingest_stream
        self.dead = dead_letter_stream(self.stream)
        self.maxlen = settings.ingest_maxlen
        self.dead_maxlen = settings.ingest_dead_maxlen
        self.consumer = consumer_name()
        self._redis: Any = None
        self._task: asyncio.Task[None] | None = None
        self._stopping = False
        self._own_pending = True  # entries read earlier and not acked: re-read them first
        self._next_claim = 0.0
        self._next_trim = 0.0
        self._trim_script: Any = None
        self._forget_script: Any = None
        self._lag_script: Any = None
        self._metrics = metrics
        self.reading = True  # false from a failed read to the next one that succeeds

    async def start(self) -> None:
        await self.connect()
        self._task = asyncio.create_task(self._run())

    async def connect(self) -> None:
        """The Redis client alone, without reading: what `trim` needs."""
        # One task issues every command in turn: one connection of the hub's pool, held,
        # with no pool check per command. Bytes as stored: a dead letter must keep what is
        # not UTF-8 too.
        self._redis = client(self._redis_pool, single_connection_client=True)
        self._trim_script = self._redis.register_script(_TRIM)
        self._forget_script = self._redis.register_script(_FORGET)
        self._lag_script = self._redis.register_script(_LAG)

    async def stop(self) -> None:
        """Finish the batch in hand (it gets acked), then stop reading."""
        self._stopping = True
        if self._task is not None:
            with contextlib.suppress(TimeoutError, asyncio.CancelledError):
                await asyncio.wait_for(asyncio.shield(self._task), BLOCK_MS / 1000 + 5)
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            with contextlib.suppress(Exception):  # Redis away: the others forget it later
                await self._leave_group()
        if self._redis is not None:
            await self._redis.aclose()

    async def _leave_group(self) -> None:
        """Delete this hub's consumer, unless it still holds entries (others claim them)."""
        held = await self._redis.xpending_range(
            self.stream, GROUP, min="-", max="+", count=1, consumername=self.consumer
        )
        if held:
            log.warning("stopping with entries of %s pending: left to be claimed", self.stream)
            return
        await self._redis.xgroup_delconsumer(self.stream, GROUP, self.consumer)

    # -- the loop ----------------------------------------------------------------------

    async def _run(self) -> None:
        from redis.exceptions import ResponseError

        group_ready = False
        while not self._stopping:
            try:
                if not group_ready:
                    await self._ensure_group()
                    group_ready = True
                # First, so that a stuck batch is still measured.
                await self._trim_when_due()
                entries = await self._next_entries()
                if entries:
                    await self.handle(entries)
                self.reading = True
            except asyncio.CancelledError:
                raise
            except Exception as exc:
                # Redis or storage away: nothing was acked, so nothing is lost; read the
                # entries already taken again once it is back.
                log.warning("ingest from %s paused: %r", self.stream, exc)
                self.reading = False
                self._metrics.ingest_errors.labels(type(exc).__name__).inc()
                self._own_pending = True
                if isinstance(exc, ResponseError) and _gone(exc):
                    # Redis restarted empty: the group (and stream) must be made again.
                    group_ready = False
                    continue
                await asyncio.sleep(RETRY_SECONDS)

    async def _ensure_group(self) -> None:
        from redis.exceptions import ResponseError

        try:
            await self._redis.xgroup_create(self.stream, GROUP, id="0", mkstream=True)
        except ResponseError as exc:
            if "BUSYGROUP" not in str(exc):
                raise

    async def _next_entries(self) -> list[Entry]:
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

    async def _read(self, start: str, block: int | None) -> list[Entry]:
        reply = await self._redis.xreadgroup(
            GROUP, self.consumer, {self.stream: start}, count=BATCH, block=block
        )
        if not reply:
            return []
        if isinstance(reply, dict):  # RESP3
            return list(next(iter(reply.values()), [[]])[0])
        return list(reply[0][1])

    async def _claim(self) -> list[Entry]:
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
        await self._forget_gone_consumers()
        return entries

    async def _forget_gone_consumers(self) -> None:
        idle_ms = int(self.forget_idle_seconds * 1000)
        forgotten = await self._forget_script(
            keys=[self.stream], args=[GROUP, self.consumer, idle_ms]
        )
        for name in forgotten:
            log.info("forgot consumer %r of %s: idle, holding nothing", name, self.stream)

    # -- one batch ---------------------------------------------------------------------

    async def handle(self, entries: list[Entry]) -> None:
        """Store the good entries in one ordered write, dead-letter the rest, then ack all."""
        drafts: list[Draft] = []
        stored_ids: list[bytes] = []
        refused: list[tuple[bytes, Fields]] = []
        gone: list[bytes] = []
        for entry_id, fields in entries:
            if fields is None:  # trimmed from the stream while pending: nothing to store
                gone.append(entry_id)
                continue
            try:
                drafts.append(self._draft(entry_id.decode(), fields.get(FIELD)))
                stored_ids.append(entry_id)
            except HubError as exc:
                refused.append((entry_id, dead_letter(fields, refusal(exc), self.consumer)))
                self._metrics.notifications_dropped.labels("invalid").inc()
        if drafts:
            await self._notifications.publish(drafts, source="stream")
        if refused:
            async with self._redis.pipeline(transaction=True) as pipe:
                for _, letter in refused:
                    pipe.xadd(self.dead, letter, maxlen=self.dead_maxlen, approximate=True)
                await pipe.execute()
            self._metrics.ingest_dead_letters.inc(len(refused))
            log.warning("%d entries of %s moved to %s", len(refused), self.stream, self.dead)
        done = stored_ids + [entry_id for entry_id, _ in refused] + gone
        if done:
            await self.ack(done)

    async def ack(self, entry_ids: list[bytes]) -> None:
        await self._redis.xack(self.stream, GROUP, *entry_ids)

    def _draft(self, entry_id: str, raw: bytes | None) -> Draft:
        if raw is None:
            raise invalid(FIELD.decode(), "field_required")
        return parse_json_body(NotificationIn, raw).draft(f"stream:{entry_id}")

    # -- bounding the stream -----------------------------------------------------------

    async def _trim_when_due(self) -> None:
        loop = asyncio.get_running_loop()
        if loop.time() >= self._next_trim:
            self._next_trim = loop.time() + self.trim_every_seconds
            await self.trim()
            await self._measure()

    async def _measure(self) -> None:
        """The group's pending entries and lag, for `/metrics`, once a trim interval."""
        for group in await self._redis.xinfo_groups(self.stream):
            if group["name"] != GROUP.encode():
                continue
            lag = group.get("lag")
            if lag is None:  # not kept by this server, or unknown after deletions
                last = group["last-delivered-id"].decode()
                lag = await self._lag_script(keys=[self.stream], args=[f"({last}", LAG_COUNT_LIMIT])
            self._metrics.ingest_pending.set(group["pending"])
            self._metrics.ingest_lag.set(lag)

    async def trim(self) -> int:
        """Trim the stream towards `maxlen`, removing only entries the group has acked.

        One script, so that nothing is read back: the cut is the lowest of just past the
        oldest entries beyond `maxlen`, the oldest pending entry, and just past the last
        entry delivered to the group; `MINID ~` then drops whole internal nodes below it,
        so the length stays near `maxlen`, never under what is owed. Returns how many
        entries were removed.
        """
        removed = await self._trim_script(keys=[self.stream], args=[self.maxlen, GROUP, TRIM_STEP])
        return int(removed)
