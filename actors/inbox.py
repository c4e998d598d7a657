"""One customer's inbox: their notifications' read state and their live streams on this hub.

The actor is the one place, per hub, where a customer's streams are attached, fed and
detached, so a stream's catch-up and the live feed never interleave: a notification that
arrives while a stream is catching up waits in the mailbox and is then skipped or sent by
the stream's own cursor. It subscribes the bus channel `inbox:<customerId>` only while it
has streams, so a hub hears about exactly the customers connected to it.

The unread count is always read from storage, never kept: another hub may have just
changed it, and a cached number would put a wrong badge on the next answer.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Any, Literal, Protocol

from actors.runtime import LoopActor
from hub.envelope import render_pagination, render_sse
from hub.errors import Forbidden, NotFound
from hub.metrics import HubMetrics
from storage.bus import RESYNC_KIND, LocalBus
from storage.notification_repository import NotificationRepository, StoredNotification

log = logging.getLogger("hub.notifications")

KIND = "inbox"


def inbox_key(customer_id: str) -> str:
    return f"{KIND}:{customer_id}"


def inbox_channel(customer_id: str) -> str:
    return f"{KIND}:{customer_id}"


class Stream(Protocol):
    """A live connection of one device; `last` is the number of the last row it was sent."""

    last: int

    def send(self, frame: str) -> None: ...


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

    stream: Stream
    after_id: str | None = None


@dataclass(frozen=True, slots=True)
class Detach:
    stream: Stream


@dataclass(frozen=True, slots=True)
class Heard:
    """A bus message on the customer's channel, from this hub or another."""

    message: dict[str, Any]


# -- bus messages (plain dicts: they cross processes as JSON) ------------------------------


def created_message(notification: StoredNotification) -> dict[str, Any]:
    return {"kind": "created", "seq": notification.seq, "row": notification.row}


def read_message(read_ids: list[str] | None) -> dict[str, Any]:
    """`read_ids` None: every notification was marked read."""
    return {"kind": "read", "ids": read_ids}


def notification_frame(row: dict[str, Any]) -> str:
    return render_sse("notification", row, row["_id"])


class InboxActor(LoopActor):
    kind = KIND

    __slots__ = ("_bus", "_delivered", "_listening", "_repository", "customer_id", "streams")

    def __init__(
        self,
        customer_id: str,
        repository: NotificationRepository,
        bus: LocalBus,
        metrics: HubMetrics | None = None,
    ) -> None:
        super().__init__()
        self.customer_id = customer_id
        self._repository = repository
        self._bus = bus
        self._delivered = metrics.notifications_delivered if metrics is not None else None
        self.streams: list[Stream] = []
        self._listening = False

    # -- lifecycle -----------------------------------------------------------------------

    async def on_load(self) -> None:
        """Nothing to cache: rows and counts are read from storage when asked for.

        The stream list lives in memory only and survives a restart after a crash, so the
        connected devices stay attached.
        """

    def on_stop(self) -> None:
        self._stop_listening()
        self.streams.clear()

    def is_idle(self) -> bool:
        return super().is_idle() and not self.streams

    def subscriber_count(self) -> int:
        return len(self.streams)

    def state_name(self) -> str:
        if self._phase == "running":
            return "streaming" if self.streams else "idle"
        return super().state_name()

    # -- messages ------------------------------------------------------------------------

    async def on_receive(self, message: Any) -> Any:
        match message:
            case Heard(body):
                await self._heard(body)
                return None
            case Attach(stream, after_id):
                await self._attach(stream, after_id)
                return None
            case Detach(stream):
                self._detach(stream)
                return None
            case ListInbox():
                return await self._list(message)
            case MarkRead(notification_id):
                return await self._mark_read(notification_id)
            case MarkAllRead():
                return await self._mark_all_read()
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
            "data": [n.row for n in rows],
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

    async def _attach(self, stream: Stream, after_id: str | None) -> None:
        # Listen first: whatever is stored after the catch-up read then reaches the mailbox.
        self._listen()
        after = None
        if after_id:
            after = await self._repository.seq_of(self.customer_id, after_id)
        if after is None:
            stream.last = await self._repository.highest_seq(self.customer_id)
        else:
            stream.last = after
            while rows := await self._repository.between(self.customer_id, stream.last):
                for notification in rows:
                    stream.send(notification_frame(notification.row))
                self._count_delivered(len(rows))
                stream.last = rows[-1].seq
        self.streams.append(stream)

    def _count_delivered(self, frames: int) -> None:
        if self._delivered is not None:
            self._delivered.inc(frames)

    def _detach(self, stream: Stream) -> None:
        if stream in self.streams:
            self.streams.remove(stream)
        if not self.streams:
            self._stop_listening()

    async def _heard(self, body: dict[str, Any]) -> None:
        if not self.streams:
            return
        kind = body.get("kind")
        if kind == "created":
            await self._deliver(int(body["seq"]), body["row"])
        elif kind == RESYNC_KIND:
            await self._resync(after_outage=bool(body.get("outage")))
        elif kind == "read":
            ids = body.get("ids")
            await self._send_unread_count({"readAll": True} if ids is None else {"readIds": ids})

    async def _deliver(self, seq: int, row: dict[str, Any]) -> None:
        """Send `seq` to every stream not past it, first filling any gap before it.

        A gap means a lower number went out on another hub and its bus message is late or
        was lost (Redis away); storage already holds it (see the repository's ordering note).
        """
        behind = [s.last for s in self.streams if s.last < seq - 1]
        frames = await self._missed(min(behind), seq) if behind else []
        frames.append((seq, notification_frame(row)))
        self._send_in_order(frames)

    async def _resync(self, *, after_outage: bool) -> None:
        """The bus (re)subscribed: send whatever was stored while this hub could not hear it.

        Covers a Redis outage with the streams still open, and the short window between
        attaching and Redis confirming the subscription. After an outage, reads made on
        other hubs meanwhile went unheard too: the streams get the current unread count
        (with no ids, which this hub cannot know) so that badges do not drift.
        """
        low = min(s.last for s in self.streams)
        self._send_in_order(await self._missed(low, None))
        if after_outage:
            await self._send_unread_count({"readIds": []})

    async def _send_unread_count(self, read: dict[str, Any]) -> None:
        """Every stream: an `inbox` event with the stored unread count and what `read` says
        was read (`readAll`, or the `readIds`)."""
        unread = await self._repository.unread_count(self.customer_id)
        frame = render_sse("inbox", {"unreadCount": unread, **read})
        for stream in list(self.streams):
            stream.send(frame)

    async def _missed(self, after: int, before: int | None) -> list[tuple[int, str]]:
        """Frames of the stored rows numbered after `after` and (if given) before `before`."""
        frames: list[tuple[int, str]] = []
        while rows := await self._repository.between(self.customer_id, after, before):
            frames.extend((n.seq, notification_frame(n.row)) for n in rows)
            after = rows[-1].seq
            if before is not None and after >= before - 1:
                break
        return frames

    def _send_in_order(self, frames: list[tuple[int, str]]) -> None:
        for stream in list(self.streams):
            for number, frame in frames:
                if number > stream.last:
                    stream.send(frame)
                    stream.last = number
                    self._count_delivered(1)

    # -- the bus -------------------------------------------------------------------------

    def _listen(self) -> None:
        if not self._listening:
            self._bus.subscribe(inbox_channel(self.customer_id), self._on_bus)
            self._listening = True

    def _stop_listening(self) -> None:
        if self._listening:
            self._bus.unsubscribe(inbox_channel(self.customer_id), self._on_bus)
            self._listening = False

    def _on_bus(self, message: dict[str, Any]) -> None:
        self.actor_ref.tell(Heard(message))
