"""Every repository of one hub, on one backend: MongoDB, or the embedded in-memory default.

Features take their repositories from here (`hub.storage`) and only ever see the Protocols,
so the same hub code runs on both. The in-memory backend keeps nothing across a restart
and is shared only by hubs given the same `Storage` object (tests do that to stand in for
two hubs on one MongoDB).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from hub.settings import HubSettings
from storage.catalogue_memory import MemoryCatalogueRepository
from storage.conversation_memory import MemoryConversationRepository
from storage.conversation_repository import ConversationRepository, MongoConversationRepository
from storage.database import open_database, ping
from storage.notification_memory import MemoryNotificationRepository
from storage.notification_repository import MongoNotificationRepository, NotificationRepository
from storage.push_repository import MemoryPushRepository, MongoPushRepository, PushRepository
from storage.settings_repository import (
    MemorySettingsRepository,
    MongoSettingsRepository,
    SettingsRepository,
)
from storage.storefront_carts import CartRepository, MemoryCartRepository, MongoCartRepository
from storage.storefront_catalogue import CatalogueRepository, MongoCatalogueRepository
from storage.storefront_customers import (
    CustomerRepository,
    MemoryCustomerRepository,
    MongoCustomerRepository,
)
from storage.storefront_tickets import (
    MemoryTicketRepository,
    MongoTicketRepository,
    TicketRepository,
)


async def _always_up() -> bool:
    return True


def _nothing_to_close() -> None:
    return None


@dataclass
class Storage:
    label: str  # for the start-up log line
    settings: SettingsRepository
    conversations: ConversationRepository
    notifications: NotificationRepository
    push_tokens: PushRepository
    catalogue: CatalogueRepository
    carts: CartRepository
    customers: CustomerRepository
    tickets: TicketRepository
    ping: Callable[[], Awaitable[bool]] = _always_up
    # A MongoDB client's monitor threads and connections outlive a stopped hub otherwise.
    close: Callable[[], None] = _nothing_to_close


def mongo_storage(db: Any) -> Storage:
    """Every repository on one motor database."""
    return Storage(
        label="mongodb",
        settings=MongoSettingsRepository(db),
        conversations=MongoConversationRepository(db),
        notifications=MongoNotificationRepository(db),
        push_tokens=MongoPushRepository(db),
        catalogue=MongoCatalogueRepository(db),
        carts=MongoCartRepository(db),
        customers=MongoCustomerRepository(db),
        tickets=MongoTicketRepository(db),
        ping=lambda: ping(db),
        close=db.client.close,
    )


def memory_storage() -> Storage:
    return Storage(
        label="embedded in-memory (nothing survives a restart)",
        settings=MemorySettingsRepository(),
        conversations=MemoryConversationRepository(),
        notifications=MemoryNotificationRepository(),
        push_tokens=MemoryPushRepository(),
        catalogue=MemoryCatalogueRepository(),
        carts=MemoryCartRepository(),
        customers=MemoryCustomerRepository(),
        tickets=MemoryTicketRepository(),
    )


def open_storage(settings: HubSettings) -> Storage:
    """The backend `HUB_STORAGE` names (`mongo` when `HUB_MONGO_URL` is set, else `memory`)."""
    if settings.storage == "mongo":
        return mongo_storage(open_database(settings))
    return memory_storage()
