"""The hub bus: events that must reach subscribers connected to other hubs.

A notification may be produced on one hub while the customer's phone is connected to
another. Each hub subscribes, per channel (`inbox:<customerId>`, `hub:settings`), only while it
has a local listener for it, so routing is per customer and not a broadcast every hub filters.
Without Redis the bus is in-process only.

A hub publishes to Redis only what another hub listens for: it asks Redis how many
subscribers each channel of a batch has (`PUBSUB NUMSUB`, one command) and leaves out those
where it is the only one. A hub holding every stream of a customer thus sends and reads
nothing on Redis for them, instead of reading back an echo of each of its own messages. A
hub whose subscription is not yet counted loses nothing by being left out: when Redis
confirms it, the listeners read storage (`RESYNC` below), and the notification was stored
before the count was taken.

Redis outages are survivable by design: publishing never raises (local delivery has already
happened), the loss is logged once, the reader reconnects with backoff and resubscribes.
Whatever was published meanwhile is gone from pub/sub, so whenever Redis confirms a
subscription (the first one, and again after every reconnect) the channel's local listeners
get `RESYNC`: the moment from which they hear everything, and so the moment to read what
they may have missed from storage. After an outage the message says so (`outage`): then
anything announced meanwhile may be lost, not only what was about to be stored.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
import uuid
from collections import Counter
from collections.abc import Callable
from typing import Any

import orjson

from storage.redis_pool import client

log = logging.getLogger("hub.bus")

Listener = Callable[[dict[str, Any]], None]

# Delivered locally, never published: "from now on you hear everything; check storage".
RESYNC_KIND = "resync"
RESYNC: dict[str, Any] = {"kind": RESYNC_KIND}
RESYNC_AFTER_OUTAGE: dict[str, Any] = {"kind": RESYNC_KIND, "outage": True}
# How often the reader compares what the listeners need with what the connection is
# subscribed to, and redoes a (un)subscribe that failed on the way.
RECONCILE_SECONDS = 2.0


class LocalBus:
    """In-process delivery; also the local half of `RedisBus`."""

    def __init__(self) -> None:
        self._listeners: dict[str, list[Listener]] = {}
        # Told how many listeners each delivery reaches (the hub counts them in its metrics):
        # one hook on the bus rather than a counting wrapper kept for every subscription.
        self.on_delivered: Callable[[int], None] | None = None

    async def start(self) -> None:
        """Nothing to connect to."""

    async def close(self) -> None:
        self._listeners.clear()

    async def ping(self) -> bool | None:
        """None: there is no external bus whose reachability could be reported."""
        return None

    @property
    def channels(self) -> list[str]:
        return list(self._listeners)

    def subscribe(self, channel: str, listener: Listener) -> None:
        listeners = self._listeners.get(channel)
        if listeners is None:
            self._listeners[channel] = [listener]  # sized for the one inbox a channel mostly has
        else:
            listeners.append(listener)

    def unsubscribe(self, channel: str, listener: Listener) -> None:
        listeners = self._listeners.get(channel)
        if not listeners:
            return
        with contextlib.suppress(ValueError):
            listeners.remove(listener)
        if not listeners:
            del self._listeners[channel]

    async def publish(self, channel: str, message: dict[str, Any]) -> None:
        self._deliver(channel, message)

    async def publish_many(self, messages: list[tuple[str, dict[str, Any]]]) -> None:
        """`publish` each `(channel, message)` in order, in one go where the bus can."""
        for channel, message in messages:
            self._deliver(channel, message)

    def _deliver(self, channel: str, message: dict[str, Any]) -> None:
        listeners = self._listeners.get(channel)
        if not listeners:
            return
        if self.on_delivered is not None:
            self.on_delivered(len(listeners))
        for listener in list(listeners):
            try:
                listener(message)
            except Exception:
                log.exception("bus listener on %s failed", channel)


class RedisBus(LocalBus):
    """Redis pub/sub between hubs, with local delivery first.

    Messages carry the publishing hub's id so a hub ignores its own echo (it has already
    delivered locally): one still comes back while its own subscription is changing.

    To subtract itself from a channel's subscriber count, a hub must know Redis counts it.
    It knows for a channel whose last confirmation was a subscribe with no (un)subscribe of
    it still unanswered (`_settled`), on a connection still alive: the batch's count also
    asks for this hub's own channel, which only its live connection subscribes. Anything
    less certain is published, as before.
    """

    def __init__(self, pool: Any, prefix: str = "storefront-hub:") -> None:
        super().__init__()
        self._pool = pool
        self._prefix = prefix
        self.hub_id = uuid.uuid4().hex
        # How this hub's own messages begin (see `_envelope`): its echo is dropped unparsed.
        self._own_head = _envelope(self.hub_id, {})[: -len(',"body":{}}')].encode()
        self._redis: Any = None
        self._pubsub: Any = None
        self._reader: asyncio.Task[None] | None = None
        self._connected = asyncio.Event()
        self._lost = False
        self._regained: set[str] = set()  # channels to resubscribe after an outage
        self._closing = False
        self._own_channel = f"{prefix}hub:{self.hub_id}"
        self._keepalive = f"{prefix}hub:keepalive"
        self._unanswered: Counter[str] = Counter()  # (un)subscribes Redis has not confirmed
        self._settled: set[str] = set()  # channels Redis surely counts this hub on
        # Subscription changes under way: held here, since the loop keeps only weak references
        # to tasks and one collected mid-way would leave its channel unsubscribed for good.
        self._changes: set[asyncio.Future[Any]] = set()
        self._next_reconcile = 0.0

    async def start(self) -> None:
        self._redis = client(self._pool)
        self._reader = asyncio.create_task(self._read_forever())

    async def close(self) -> None:
        self._closing = True
        if self._reader is not None:
            self._reader.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._reader
        if self._pubsub is not None:
            with contextlib.suppress(Exception):
                await self._pubsub.aclose()
        if self._redis is not None:
            with contextlib.suppress(Exception):
                await self._redis.aclose()
        await super().close()

    async def ping(self) -> bool | None:
        try:
            return bool(await asyncio.wait_for(self._redis.ping(), 1.0))
        except Exception:
            return False

    @property
    def connected(self) -> bool:
        return self._connected.is_set()

    def subscribe(self, channel: str, listener: Listener) -> None:
        first = channel not in self._listeners
        super().subscribe(channel, listener)
        if first and self._connected.is_set():
            self._spawn(self._change(self._pubsub.subscribe, channel))

    def unsubscribe(self, channel: str, listener: Listener) -> None:
        super().unsubscribe(channel, listener)
        if channel not in self._listeners and self._connected.is_set():
            self._spawn(self._change(self._pubsub.unsubscribe, channel))

    async def _change(self, command: Any, channel: str) -> None:
        """Send a SUBSCRIBE or UNSUBSCRIBE, the channel unsettled until Redis answers it."""
        self._unanswered[channel] += 1
        self._settled.discard(channel)
        await command(self._prefix + channel)

    async def publish(self, channel: str, message: dict[str, Any]) -> None:
        await self.publish_many([(channel, message)])

    async def publish_many(self, messages: list[tuple[str, dict[str, Any]]]) -> None:
        """Deliver locally, then PUBLISH in one pipeline, in order, what other hubs hear."""
        if not messages:
            return
        for channel, message in messages:
            self._deliver(channel, message)
        try:
            heard = await self._heard_elsewhere({channel for channel, _ in messages})
            wanted = [(c, m) for c, m in messages if c in heard]
            if not wanted:
                return
            async with self._redis.pipeline(transaction=False) as pipe:
                for channel, message in wanted:
                    pipe.publish(self._prefix + channel, _envelope(self.hub_id, message))
                await pipe.execute()
        except Exception as exc:
            self._note_loss(exc)

    async def _heard_elsewhere(self, channels: set[str]) -> set[str]:
        """The channels some other hub subscribes to (or may: when in doubt, all of them)."""
        if await self._alone():
            return set()
        names = [self._prefix + channel for channel in channels]
        reply = await self._redis.pubsub_numsub(self._own_channel, *names)
        counts = {_text(name): int(count) for name, count in reply}
        alive = counts.get(self._own_channel, 0) > 0
        heard = set()
        for channel, name in zip(channels, names, strict=True):
            mine = 1 if alive and channel in self._settled else 0
            if counts.get(name, 0) > mine:
                heard.add(channel)
        return heard

    async def _alone(self) -> bool:
        """No other hub listens to anything: the keep-alive channel, which every hub
        subscribes to before any channel of its own, counts this hub alone, and this hub's
        own channel says that count includes it."""
        reply = await self._redis.pubsub_numsub(self._keepalive, self._own_channel)
        counts = {_text(name): int(count) for name, count in reply}
        return counts.get(self._own_channel, 0) > 0 and counts.get(self._keepalive, 0) <= 1

    def _spawn(self, coro: Any) -> None:
        task = asyncio.ensure_future(coro)
        self._changes.add(task)
        task.add_done_callback(self._change_done)

    def _change_done(self, task: asyncio.Future[Any]) -> None:
        self._changes.discard(task)
        if task.cancelled():
            return
        error = task.exception()
        if error is not None and not self._closing:
            log.warning(
                "redis bus %s: a subscription change failed (%s); redone within %.0f s",
                self.hub_id[:8],
                error,
                RECONCILE_SECONDS,
            )

    def _reconcile(self) -> None:
        """(Un)subscribe what a failed change left out of step with the listeners: a
        customer's stream must never wait for a reconnect to be heard across hubs."""
        self._next_reconcile = time.monotonic() + RECONCILE_SECONDS
        if self._changes:
            return  # changes still on their way; look again next time
        own = {self._keepalive, self._own_channel}
        leaving = {_text(c) for c in self._pubsub.pending_unsubscribe_channels}
        subscribed = {_text(c) for c in self._pubsub.channels} - own - leaving
        wanted = {self._prefix + channel for channel in self._listeners}
        for channel in sorted(wanted - subscribed):
            self._spawn(self._change(self._pubsub.subscribe, channel.removeprefix(self._prefix)))
        for channel in sorted(subscribed - wanted):
            self._spawn(self._change(self._pubsub.unsubscribe, channel.removeprefix(self._prefix)))

    def _note_loss(self, exc: BaseException) -> None:
        if not self._lost:
            log.warning(
                "redis bus %s lost (%s); delivering in-process until it returns",
                self.hub_id[:8],
                exc,
            )
            self._lost = True

    async def _read_forever(self) -> None:
        backoff = 0.1
        while not self._closing:
            try:
                await self._connect_and_listen()
            except asyncio.CancelledError:
                raise
            except Exception as exc:
                self._connected.clear()
                self._note_loss(exc)
                await asyncio.sleep(backoff)
                backoff = min(backoff * 2, 2.0)
            else:
                backoff = 0.1

    async def _connect_and_listen(self) -> None:
        if self._pubsub is not None:
            with contextlib.suppress(Exception):
                await self._pubsub.aclose()
        self._pubsub = self._redis.pubsub()
        self._unanswered.clear()
        self._settled.clear()
        if self._lost:
            self._regained = set(self._listeners)
        await self._pubsub.subscribe(self._keepalive, self._own_channel)
        for channel in list(self._listeners):
            await self._change(self._pubsub.subscribe, channel)
        self._connected.set()
        if self._lost:
            log.warning("redis bus %s reconnected", self.hub_id[:8])
            self._lost = False
        while not self._closing:
            if time.monotonic() >= self._next_reconcile:
                self._reconcile()
            message = await self._pubsub.get_message(timeout=RECONCILE_SECONDS)
            if message is None:
                continue
            kind = message.get("type")
            if kind == "message":
                self._receive(message)
            elif kind == "subscribe":
                self._subscribed(message)
            elif kind == "unsubscribe":
                self._answered(_text(message["channel"]).removeprefix(self._prefix), False)

    def _answered(self, channel: str, subscribed: bool) -> None:
        left = max(0, self._unanswered[channel] - 1)
        if left:
            self._unanswered[channel] = left
            return
        self._unanswered.pop(channel, None)
        if subscribed:
            self._settled.add(channel)
        else:
            self._settled.discard(channel)

    def _subscribed(self, raw: dict[str, Any]) -> None:
        """Redis now sends us this channel: let its listeners read what they may have missed."""
        channel = _text(raw["channel"]).removeprefix(self._prefix)
        self._answered(channel, True)
        after_outage = channel in self._regained
        self._regained.discard(channel)
        if channel in self._listeners:
            self._deliver(channel, RESYNC_AFTER_OUTAGE if after_outage else RESYNC)

    def _receive(self, raw: dict[str, Any]) -> None:
        data = raw["data"]
        if isinstance(data, bytes) and data.startswith(self._own_head):
            return  # this hub's echo: delivered locally when published
        channel = _text(raw["channel"])
        try:
            envelope = orjson.loads(raw["data"])
        except (ValueError, TypeError):
            log.warning("ignoring a malformed bus message on %s", channel)
            return
        if envelope.get("origin") == self.hub_id:
            return
        self._deliver(channel.removeprefix(self._prefix), envelope.get("body") or {})


def _envelope(hub_id: str, message: dict[str, Any]) -> str:
    return orjson.dumps(
        {"origin": hub_id, "body": message}, option=orjson.OPT_NON_STR_KEYS
    ).decode()


def _text(value: str | bytes) -> str:
    return value.decode() if isinstance(value, bytes) else value


def open_bus(pool: Any) -> LocalBus:
    """Across hubs through Redis when the hub has a Redis pool, else in-process."""
    return RedisBus(pool) if pool is not None else LocalBus()
