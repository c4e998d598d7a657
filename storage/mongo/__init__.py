"""Every repository on MongoDB (motor), for a hub given `HUB_MONGO_URL`.

Only `storage.configured.open_storage` imports this package, and only when MongoDB is the
backend: the driver costs a tenth of the hub's import time, and several megabytes, that the
embedded default never uses.
"""

from __future__ import annotations

from typing import Any

from storage.mongo.carts import MongoCartRepository
from storage.mongo.catalogue import MongoCatalogueRepository
from storage.mongo.conversations import MongoConversationRepository
from storage.mongo.customers import MongoCustomerRepository
from storage.mongo.database import open_database, ping
from storage.mongo.notifications import MongoNotificationRepository
from storage.mongo.push import MongoPushRepository
from storage.mongo.settings import MongoSettingsRepository
from storage.mongo.tickets import MongoTicketRepository
from storage.stores import Storage

__all__ = ["mongo_storage", "open_database"]


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
