"""One customer's inbox: their notifications' read state and their live streams on this hub.

The actor is the one place, per hub, where a customer's streams are attached, fed and
detached, so a stream's catch-up and the live feed never interleave: a notification that
arrives while a stream is catching up waits in the mailbox and is then skipped or sent by
the stream's own cursor (one this hub has just stored, meeting an inbox with nothing in
hand or queued, is sent from the bus at once: `InboxActor.__call__`). It subscribes the bus channel
`inbox:<customerId>` only while it has streams, so a hub hears about exactly the customers
connected to it.

The unread count is always read from storage, never kept: another hub may have just
changed it, and a cached number would put a wrong badge on the next answer.
"""

from __future__ import annotations

import functools
import logging
import sys
import time
from collections.abc import Coroutine
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Any, Literal

import pykka

from actors.runtime import LoopActor
from hub.envelope import render_pagination, render_sse
from hub.errors import FieldProblem, Forbidden, NotFound
from hub.validation import json_problems
from storage.bus import RESYNC_KIND, LocalBus
from storage.notification_repository import (
    NotificationRepository,
    NotificationRow,
    StoredNotification,
)

SURFACE = "notifications"  # the stream surface, as the metrics name it

if TYPE_CHECKING:
    from hub.metrics import HubMetrics
    from hub.sse import EventStream

log = logging.getLogger("hub.notifications")

KIND = "inbox"

# Rows a reconnecting stream is sent one by one; past this it is told to refetch the list.
REPLAY_LIMIT = 500


def inbox_key(customer_id: str) -> str:
    return f"{KIND}:{customer_id}"


def inbox_channel(customer_id: str) -> str:
    return f"{KIND}:{customer_id}"


class Follower:
    """A stream this inbox feeds, and the number of the last row it was sent.

    It is also what the stream calls when it closes, to have the inbox detach it: a bound
    method of the inbox would cost each stream 64 bytes, the inbox's ref here 8."""

    __slots__ = ("inbox", "last", "stream")

    def __init__(self, stream: EventStream, inbox: pykka.ActorRef[Any], last: int = 0) -> None:
        self.stream = stream
        self.inbox = inbox
        self.last = last

    def send(self, frame: str) -> None:
        self.stream.write(frame)

    def __call__(self, stream: EventStream) -> None:
        self.inbox.tell(Detach(stream))


# -- messages ----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ListInbox:
    page: int
    limit: int
    status: Literal["unread", "read"] | None = None


@dataclass(frozen=True, slots=True)
class MarkRead:
    notification_id: str


@dataclass(frozen=True, slots=True)
class MarkAllRead:
    pass


@dataclass(frozen=True, slots=True)
class Attach:
    """Attach a stream, first sending what it missed after `after_id` (its Last-Event-ID)."""

    stream: EventStream
    after_id: str | None = None


@dataclass(frozen=True, slots=True)
class Detach:
    stream: EventStream


@dataclass(frozen=True, slots=True)
class Heard:
    """A bus message on the customer's channel, from this hub or another."""

    message: dict[str, Any]


# -- bus messages (plain dicts: they cross processes as JSON) ------------------------------


class CreatedHere(dict[str, Any]):
    """A `created` message as this hub's `Notifications.create` announces it: its row was
    built here from a validated draft, so an inbox sends it without walking it again (a
    tenth of a campaign's CPU). Through Redis it arrives as a plain dict, and is checked."""


def created_message(notification: StoredNotification) -> dict[str, Any]:
    return CreatedHere(kind="created", seq=notification.seq, row=notification.row)


def read_message(read_ids: list[str] | None) -> dict[str, Any]:
    """`read_ids` None: every notification was marked read."""
    return {"kind": "read", "ids": read_ids}


def notification_frame(row: NotificationRow) -> str:
    return render_sse("notification", row, row["_id"])


@functools.lru_cache(maxsize=64)
def _moment(created_at: str) -> float | None:
    """A row's `createdAt` as a timestamp. Cached: a batch's rows share one, and a campaign
    is delivered to thousands of inboxes within the same few."""
    try:
        return datetime.fromisoformat(created_at).timestamp()
    except ValueError:
        return None


# Row fields that hold `{en, ar}` texts.
TEXT_FIELDS = ("title", "body")

# Unrenderable rows an inbox remembers having reported, so each is logged and counted once.
MAX_REMEMBERED_SKIPS = 1000


class InboxActor(LoopActor):
    kind = KIND

    __slots__ = (
        "_bus",
        "_listening",
        "_metrics",
        "_repository",
        "_skipped",
        "customer_id",
        "streams",
    )

    def __init__(
        self,
        customer_id: str,
        repository: NotificationRepository,
        bus: LocalBus,
        metrics: HubMetrics,
    ) -> None:
        super().__init__()
        self.customer_id = customer_id
        self._repository = repository
        self._bus = bus
        self._metrics = metrics
        # Rows already reported as unrenderable; made on the first one (an empty set is
        # 216 bytes, and nearly every inbox never meets such a row).
        self._skipped: set[int] | None = None
        # A tuple: an inbox mostly feeds one stream (a list of one costs 40 bytes more).
        self.streams: tuple[Follower, ...] = ()
        self._listening = False

    # -- lifecycle -----------------------------------------------------------------------

    async def on_load(self) -> None:
        """Nothing to cache: rows and counts are read from storage when asked for.

        The stream list lives in memory only and survives a restart after a crash, so the
        connected devices stay attached.
        """

    def on_stop(self) -> None:
        self._stop_listening()
        self.streams = ()

    def is_idle(self) -> bool:
        return super().is_idle() and not self.streams

    def subscriber_count(self) -> int:
        return len(self.streams)

    def subscribers(self) -> list[dict[str, Any]]:
        return [follower.stream.describe("notifications") for follower in self.streams]

    def owned_by(self) -> str:
        # as `hub.auth.Caller.owner` writes it, and the same string: both are interned
        return sys.intern(f"customer:{self.customer_id}")

    def state_name(self) -> str:
        if self._phase == "running":
            return "streaming" if self.streams else "idle"
        return super().state_name()

    # -- messages ------------------------------------------------------------------------

    def on_receive(self, message: Any) -> Any:
        """Not a coroutine: a live notification that needs no storage read is sent right here,
        without a task; what needs storage returns its coroutine, which the runtime awaits
        before the next message."""
        match message:
            case Heard(body):
                return self._heard(body)
            case Attach(stream, after_id):
                return self._attach(stream, after_id)
            case Detach(stream):
                self._detach(stream)
                return None
            case ListInbox():
                return self._list(message)
            case MarkRead(notification_id):
                return self._mark_read(notification_id)
            case MarkAllRead():
                return self._mark_all_read()
        raise TypeError(f"{self} does not handle {type(message).__name__}")

    async def _list(self, query: ListInbox) -> dict[str, Any]:
        rows, total = await self._repository.page(
            self.customer_id,
            status=query.status,
            skip=(query.page - 1) * query.limit,
            limit=query.limit,
        )
        unread = await self._repository.unread_count(self.customer_id)
        return {
            "data": [n.row for n in rows if self._renderable(n)],
            "pagination": render_pagination(total, query.page, query.limit),
            "unreadCount": unread,
        }

    async def _mark_read(self, notification_id: str) -> dict[str, Any]:
        outcome = await self._repository.mark_read(self.customer_id, notification_id)
        if outcome is None:
            raise NotFound()
        notification, changed = outcome
        if notification.customer_id != self.customer_id:
            raise Forbidden()
        if not self._renderable(notification):
            raise NotFound()  # the list and the streams do not show it either
        unread = await self._repository.unread_count(self.customer_id)
        if changed:
            await self._bus.publish(
                inbox_channel(self.customer_id), read_message([notification.row["_id"]])
            )
        return {"notification": notification.row, "unreadCount": unread}

    async def _mark_all_read(self) -> dict[str, Any]:
        updated = await self._repository.mark_all_read(self.customer_id)
        unread = await self._repository.unread_count(self.customer_id)
        if updated:
            await self._bus.publish(inbox_channel(self.customer_id), read_message(None))
        return {"updated": updated, "unreadCount": unread}

    # -- streams -------------------------------------------------------------------------

    async def _attach(self, stream: EventStream, after_id: str | None) -> None:
        """Catch the stream up from storage, then feed it live until it closes.

        The catch-up is read a page at a time and written out before the next page is read,
        so a stream holds at most one page here; the stream's own buffer bound covers the
        rest. A client that missed more than `REPLAY_LIMIT` rows is told to fetch the list
        again (`event: inbox` with `refetch`) instead of being sent them one by one, and so
        is a client whose `after_id` this inbox cannot place (not one of its notifications:
        from another store, mangled, or deleted): what it missed is unknown, so starting
        from now in silence could hide notifications from it.
        """
        if stream.is_closed:
            return
        # Listen first: whatever is stored after the catch-up read then reaches the mailbox.
        self._listen()
        follower = Follower(stream, self.actor_ref)
        highest = await self._repository.highest_seq(self.customer_id)
        after = await self._repository.seq_of(self.customer_id, after_id) if after_id else None
        if after_id:
            outcome = "unplaced" if after is None else "replayed"
            outcome = "refetch" if after is not None and highest - after > REPLAY_LIMIT else outcome
            self._metrics.stream_resumes.labels(SURFACE, outcome).inc()
        if after is None:
            follower.last = highest
            if after_id:
                follower.send(await self._refetch_frame())
        elif highest - after > REPLAY_LIMIT:
            follower.last = highest
            follower.send(await self._refetch_frame())
        else:
            follower.last = after
            while not stream.is_closed and (
                rows := await self._repository.between(self.customer_id, follower.last)
            ):
                for notification in rows:
                    if self._renderable(notification):
                        follower.send(notification_frame(notification.row))
                        self._metrics.notifications_delivered.inc()
                follower.last = rows[-1].seq
        if stream.is_closed:
            self._stop_if_unheard()
            return
        self.streams += (follower,)
        stream.on_close(follower)

    def _detach(self, stream: EventStream) -> None:
        self.streams = tuple(f for f in self.streams if f.stream is not stream)
        self._stop_if_unheard()

    def _stop_if_unheard(self) -> None:
        if not self.streams:
            self._stop_listening()

    def _heard(self, body: dict[str, Any]) -> Coroutine[Any, Any, None] | None:
        if not self.streams:
            return None
        kind = body.get("kind")
        if kind == "created":
            seq, row = int(body["seq"]), body["row"]
            for follower in self.streams:
                if follower.last < seq - 1:
                    return self._deliver_after_gap(seq, row)
            self._send_live(seq, row, checked=isinstance(body, CreatedHere))
        elif kind == RESYNC_KIND:
            return self._resync(after_outage=bool(body.get("outage")))
        elif kind == "read":
            ids = body.get("ids")
            return self._send_unread_count({"readAll": True} if ids is None else {"readIds": ids})
        return None

    def _send_live(self, seq: int, row: NotificationRow, *, checked: bool) -> None:
        """Send `seq` to every stream not past it; none is missing anything before it."""
        if checked or self._renderable(StoredNotification(self.customer_id, seq, row)):
            self._send_in_order([(seq, notification_frame(row))])
            self._observe_delivery(row)

    def _observe_delivery(self, row: NotificationRow) -> None:
        """Publish to write: from the notification's `createdAt` to its write just now."""
        created = row.get("createdAt")
        if isinstance(created, str) and (stored := _moment(created)) is not None:
            self._metrics.notification_delivery_seconds.observe(max(0.0, time.time() - stored))

    async def _deliver_after_gap(self, seq: int, row: NotificationRow) -> None:
        """Send `seq` to every stream not past it, first filling the gap before it.

        A gap means a lower number went out on another hub and its bus message is late or
        was lost (Redis away); storage already holds it (see the repository's ordering note).
        """
        await self._refetch_far_behind(seq)
        behind = [s.last for s in self.streams if s.last < seq - 1]
        frames = await self._missed(min(behind), seq) if behind else []
        if self._renderable(StoredNotification(self.customer_id, seq, row)):
            frames.append((seq, notification_frame(row)))
        self._send_in_order(frames)
        self._observe_delivery(row)

    async def _resync(self, *, after_outage: bool) -> None:
        """The bus (re)subscribed: send whatever was stored while this hub could not hear it.

        Covers a Redis outage with the streams still open, and the short window between
        attaching and Redis confirming the subscription. After an outage, reads made on
        other hubs meanwhile went unheard too: the streams get the current unread count
        (with no ids, which this hub cannot know) so that badges do not drift.
        """
        await self._refetch_far_behind(await self._repository.highest_seq(self.customer_id))
        low = min(s.last for s in self.streams)
        self._send_in_order(await self._missed(low, None))
        if after_outage:
            await self._send_unread_count({"readIds": []})

    async def _refetch_far_behind(self, highest: int) -> None:
        """Streams more than `REPLAY_LIMIT` rows short of `highest` (after a long outage) are
        told to refetch the list and moved up to it, so a gap is never read whole."""
        far = [f for f in self.streams if highest - f.last > REPLAY_LIMIT]
        if far:
            frame = await self._refetch_frame()
            for follower in far:
                follower.send(frame)
                follower.last = highest

    async def _refetch_frame(self) -> str:
        """`event: inbox` telling the client to fetch the list again, with the unread count."""
        unread = await self._repository.unread_count(self.customer_id)
        return render_sse("inbox", {"unreadCount": unread, "refetch": True})

    async def _send_unread_count(self, read: dict[str, Any]) -> None:
        """Every stream: an `inbox` event with the stored unread count and what `read` says
        was read (`readAll`, or the `readIds`)."""
        unread = await self._repository.unread_count(self.customer_id)
        frame = render_sse("inbox", {"unreadCount": unread, **read})
        for stream in self.streams:
            stream.send(frame)

    async def _missed(self, after: int, before: int | None) -> list[tuple[int, str]]:
        """Frames of the stored rows numbered after `after` and (if given) before `before`."""
        frames: list[tuple[int, str]] = []
        while rows := await self._repository.between(self.customer_id, after, before):
            frames.extend((n.seq, notification_frame(n.row)) for n in rows if self._renderable(n))
            after = rows[-1].seq
            if before is not None and after >= before - 1:
                break
        return frames

    def _renderable(self, notification: StoredNotification) -> bool:
        """Whether a stored row can be sent to clients (JSON-safe, every field present); one
        that cannot is skipped for good.

        Publishing refuses such rows, but storage is shared with other writers and older
        versions; one bad row must never take the customer's whole inbox down with it.
        """
        problems = json_problems(notification.row)
        problems += [
            FieldProblem(name, "field_required")
            for name, value in notification.row.items()
            if value is None or (name in TEXT_FIELDS and not isinstance(value, dict))
        ]
        if not problems:
            return True
        if self._skipped is None:
            self._skipped = set()
        if notification.seq not in self._skipped:
            if len(self._skipped) >= MAX_REMEMBERED_SKIPS:
                self._skipped.clear()
            self._skipped.add(notification.seq)
            self._metrics.notifications_skipped.inc()
            log.warning(
                "skipped notification %s of %s: %s cannot be rendered",
                notification.seq,
                self.customer_id,
                ", ".join(p.field for p in problems),
            )
        return False

    def _send_in_order(self, frames: list[tuple[int, str]]) -> None:
        sent = 0
        for follower in self.streams:
            for number, frame in frames:
                if number > follower.last:
                    follower.stream.write(frame)
                    follower.last = number
                    sent += 1
        if sent:
            self._metrics.notifications_delivered.inc(sent)

    # -- the bus -------------------------------------------------------------------------

    def _channel(self) -> str:
        """The customer's channel, spelt as the inbox's key: the bus keeps the directory's
        string of the key then, not a copy of its own for every listening inbox."""
        channel = inbox_channel(self.customer_id)
        return self.key if self.key == channel else channel

    def _listen(self) -> None:
        if not self._listening:
            self._bus.subscribe(self._channel(), self)
            self._listening = True

    def _stop_listening(self) -> None:
        if self._listening:
            self._bus.unsubscribe(self._channel(), self)
            self._listening = False

    def __call__(self, message: dict[str, Any]) -> None:
        """The inbox is its own listener on its channel (a bound method would cost each
        listening inbox 64 bytes).

        A row stored by this hub reaches an inbox at rest (nothing in hand, nothing
        queued) at once: the drain would take it next and do just this, but through an
        envelope, the mailbox, a loop callback and the runtime's bookkeeping, which cost a
        campaign as much CPU as validating and storing it. Anything else is queued, as is a
        row behind a gap (it needs storage read first) or one meeting a busy inbox, so it
        waits its turn and the streams see the order the mailbox keeps."""
        if type(message) is CreatedHere and self.at_rest() and self.streams:
            seq, row = int(message["seq"]), message["row"]
            if all(follower.last >= seq - 1 for follower in self.streams):
                self.last_activity = time.time()
                self._send_live(seq, row, checked=True)
                return
        self.actor_ref.tell(Heard(message))
