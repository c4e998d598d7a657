"""Every repository of one hub, on one backend: MongoDB, or the embedded in-memory default.

Features take their repositories from here (`hub.storage`) and only ever see the Protocols,
so the same hub code runs on both. The in-memory backend keeps nothing across a restart
and is shared only by hubs given the same `Storage` object (tests do that to stand in for
two hubs on one MongoDB).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from storage.catalogue_memory import MemoryCatalogueRepository
from storage.conversation_memory import MemoryConversationRepository
from storage.conversation_repository import ConversationRepository
from storage.notification_memory import MemoryNotificationRepository
from storage.notification_repository import NotificationRepository
from storage.push_repository import MemoryPushRepository, PushRepository
from storage.settings_repository import MemorySettingsRepository, SettingsRepository
from storage.storefront_carts import CartRepository, MemoryCartRepository
from storage.storefront_catalogue import CatalogueRepository
from storage.storefront_customers import CustomerRepository, MemoryCustomerRepository
from storage.storefront_tickets import MemoryTicketRepository, TicketRepository


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
