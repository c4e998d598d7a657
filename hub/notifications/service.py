"""What the notification routes and producers ask of the hub: one object, `hub.notifications`.

It owns the inbox actors' keys, the messages sent to them and how long a caller waits, so
handlers name a customer and an intent, never an actor. Producers (the internal route, the
assistant's handoff, the dev demo) all come through `create`: notifications are stored first,
in one ordered write per batch, and only then announced on the bus channel of each customer.
The bus delivers in this process to the customer's inbox actor if it has streams here, and
through Redis to the hubs that have streams for that customer; hubs with none hear nothing.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

from actors.inbox import Attach, ListInbox, MarkAllRead, MarkRead, created_message, inbox_channel
from actors.inbox import inbox_key as _inbox_key
from hub.notifications.demo import DemoOrders
from hub.notifications.templates import render
from hub.notifications.types import NOTIFICATION_TYPES
from hub.record import Record
from storage.notification_repository import NewNotification, NotificationRepository
from storage.push_repository import PushRepository

if TYPE_CHECKING:
    from actors.directory import ActorDirectory
    from hub.metrics import HubMetrics
    from hub.notifications.tickets import StreamTickets
    from hub.sse import EventStream
    from storage.bus import LocalBus

# How long a route waits for the customer's inbox actor (storage included) before failing.
ASK_TIMEOUT = 15.0


@dataclass(frozen=True, slots=True)
class Draft:
    """What a producer asks for; missing texts are rendered from the type's templates."""

    customer_id: str
    type: str
    data: Mapping[str, Any] | None = None
    title: Mapping[str, str] | None = None
    body: Mapping[str, str] | None = None
    dedupe_key: str | None = None

    def complete(self) -> NewNotification:
        if self.type not in NOTIFICATION_TYPES:
            raise ValueError(f"unknown notification type {self.type!r}")
        data = dict(self.data or {})
        if self.title is not None and self.body is not None:  # a campaign's own texts
            title, body = dict(self.title), dict(self.body)
        else:
            rendered_title, rendered_body = render(self.type, data)
            title = dict(self.title) if self.title is not None else rendered_title
            body = dict(self.body) if self.body is not None else rendered_body
        return NewNotification(
            customer_id=self.customer_id,
            type=self.type,
            title=title,
            body=body,
            data=data,
            dedupe_key=self.dedupe_key,
        )


class Notifications:
    tickets: StreamTickets  # set by NotificationsFeature; browsers open streams with them

    def __init__(
        self,
        repository: NotificationRepository,
        push_tokens: PushRepository,
        directory: ActorDirectory,
        bus: LocalBus,
        metrics: HubMetrics,
    ) -> None:
        self.repository = repository
        self.push_tokens = push_tokens
        self._directory = directory
        self._bus = bus
        self._metrics = metrics
        self.demo = DemoOrders(self)

    # -- the inbox -------------------------------------------------------------------

    async def list_inbox(
        self, customer_id: str, page: int, limit: int, status: Literal["unread", "read"] | None
    ) -> Record:
        answer: Record = await self._ask(customer_id, ListInbox(page, limit, status))
        return answer

    async def mark_read(self, customer_id: str, notification_id: str) -> Record:
        answer: Record = await self._ask(customer_id, MarkRead(notification_id))
        return answer

    async def mark_all_read(self, customer_id: str) -> Record:
        answer: Record = await self._ask(customer_id, MarkAllRead())
        return answer

    async def attach(self, customer_id: str, stream: EventStream, after_id: str | None) -> None:
        """Feed `stream` the customer's notifications: first those after `after_id`, then live.

        The stream leaves the inbox by itself when it closes, whatever closes it.
        """
        await self._ask(customer_id, Attach(stream, after_id))

    async def _ask(self, customer_id: str, message: Any) -> Any:
        return await self._directory.ask(_inbox_key(customer_id), message, ASK_TIMEOUT)

    # -- producing -------------------------------------------------------------------

    async def create(self, drafts: list[Draft], *, source: str = "http") -> list[Record]:
        """Store and deliver; returns the inbox rows in the order of `drafts`.

        A draft whose dedupe key the customer already has answers that first notification,
        and nothing is stored or sent for it. `source` labels the count of what was stored.
        """
        stored = await self.repository.create_many([d.complete() for d in drafts])
        created = [entry.notification for entry in stored if entry.created]
        if len(created) < len(stored):
            duplicates = len(stored) - len(created)
            self._metrics.notifications_dropped.labels(reason="duplicate").inc(duplicates)
        if created:
            self._metrics.notifications_published.labels(source=source).inc(len(created))
        await self._bus.publish_many(
            [(inbox_channel(n.customer_id), created_message(n)) for n in created]
        )
        return [entry.notification.row for entry in stored]

    async def publish(
        self,
        customer_id: str,
        type: str,
        data: Mapping[str, Any] | None = None,
        *,
        dedupe_key: str | None = None,
        title: Mapping[str, str] | None = None,
        body: Mapping[str, str] | None = None,
    ) -> Record:
        """One notification for one customer (see `hub.notifications.publish_notification`)."""
        if not 1 <= len(customer_id) <= 64:
            raise ValueError("customer ids are 1 to 64 characters")
        draft = Draft(customer_id, type, data, title, body, dedupe_key)
        (row,) = await self.create([draft], source="hub")
        return row
