"""The two backends every repository's contract test runs on.

`mongo`: the motor implementation, on the MongoDB server `HUB_MONGO_URL` names when it is
set, else on mongomock-motor (MongoDB's behaviour as far as these tests look). `memory`:
the embedded default's in-memory implementation. Each call gets a database of its own.
"""

from __future__ import annotations

import os
import uuid
from typing import Any

import pytest

from storage.mongo import mongo_storage
from storage.stores import Storage, memory_storage

BACKENDS = ("mongo", "memory")
both = pytest.mark.parametrize("backend", BACKENDS)


def mongo_database() -> Any:
    name = f"hub_test_{uuid.uuid4().hex[:12]}"
    url = os.environ.get("HUB_MONGO_URL")
    if url:
        from motor.motor_asyncio import AsyncIOMotorClient

        client: Any = AsyncIOMotorClient(url, tz_aware=True, serverSelectionTimeoutMS=2000)
    else:
        from mongomock_motor import AsyncMongoMockClient

        client = AsyncMongoMockClient(tz_aware=True)
    return client[name]


async def storage_on(backend: str) -> Storage:
    """Every repository on `backend`, indexes made."""
    storage = mongo_storage(mongo_database()) if backend == "mongo" else memory_storage()
    for repository in (
        storage.settings,
        storage.conversations,
        storage.notifications,
        storage.push_tokens,
        storage.catalogue,
        storage.carts,
        storage.customers,
        storage.tickets,
    ):
        await repository.ensure_indexes()
    return storage
