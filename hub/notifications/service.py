"""What the notification routes and producers ask of the hub: one object, `hub.notifications`.

It owns the inbox actors' keys, the messages sent to them and how long a caller waits, so
handlers name a customer and an intent, never an actor. Producers (the internal route, the
ingest stream, the assistant's handoff, the dev demo) all come through `publish`, with
`Draft`s: notifications are stored first, in one ordered write per batch, and only then
announced on the bus channel of each customer.
The bus delivers in this process to the customer's inbox actor if it has streams here, and
through Redis to the hubs that have streams for that customer; hubs with none hear nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Literal

from hub.notifications.demo import DemoOrders
from hub.notifications.drafts import Draft
from hub.notifications.inbox import (
    Attach,
    ListInbox,
    MarkAllRead,
    MarkRead,
    created_message,
    inbox_channel,
)
from hub.notifications.inbox import inbox_key as _inbox_key
from hub.record import Record
from storage.notification_repository import NotificationRepository, NotificationRow
from storage.push_repository import PushRepository

if TYPE_CHECKING:
    from actors.directory import ActorDirectory
    from hub.metrics import HubMetrics
    from hub.notifications.tickets import StreamTickets
    from hub.sse import EventStream
    from storage.bus import LocalBus

# How long a route waits for the customer's inbox actor (storage included) before failing.
ASK_TIMEOUT = 15.0


class Notifications:
    def __init__(
        self,
        repository: NotificationRepository,
        push_tokens: PushRepository,
        tickets: StreamTickets,
        directory: ActorDirectory,
        bus: LocalBus,
        metrics: HubMetrics,
    ) -> None:
        self.repository = repository
        self.push_tokens = push_tokens
        self.tickets = tickets  # browsers open their streams with these
        self._directory = directory
        self._bus = bus
        self._metrics = metrics
        self.demo = DemoOrders(self.publish)

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

    async def publish(self, drafts: Sequence[Draft], *, source: str) -> list[NotificationRow]:
        """Store and deliver: the one way any producer publishes. Returns the inbox rows in
        the order of `drafts`.

        A draft whose dedupe key the customer already has answers that first notification,
        and nothing is stored or sent for it. `source` labels the count of what was stored
        (`http`, `stream`, `hub`).
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
