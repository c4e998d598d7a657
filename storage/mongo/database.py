"""Opening the hub's MongoDB database (motor), and what an outage looks like to callers."""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable, Coroutine
from typing import Any, ParamSpec, TypeVar

from pymongo.errors import ConnectionFailure, ExecutionTimeout, NetworkTimeout

from hub.errors import StorageUnavailable
from hub.settings import HubSettings

log = logging.getLogger("hub.storage")

# Errors that mean "MongoDB is not reachable right now", as opposed to a bad query.
STORAGE_OUTAGES: tuple[type[Exception], ...] = (ConnectionFailure, NetworkTimeout, ExecutionTimeout)

P = ParamSpec("P")
T = TypeVar("T")


def open_database(settings: HubSettings) -> Any:
    """The configured MongoDB database, through motor; connecting happens on first use."""
    from motor.motor_asyncio import AsyncIOMotorClient

    client: Any = AsyncIOMotorClient(
        settings.mongo_url,
        serverSelectionTimeoutMS=2000,
        connectTimeoutMS=2000,
        tz_aware=True,
    )
    return client[settings.mongo_db]


def storage_call(fn: Callable[P, Coroutine[Any, Any, T]]) -> Callable[P, Coroutine[Any, Any, T]]:
    """Turn a MongoDB outage inside a repository method into `StorageUnavailable`
    (SERVICE_UNAVAILABLE): the driver's errors never leave `storage/`.

    motor reconnects by itself, so the next call after MongoDB returns simply works: the hub
    needs no recovery step of its own.
    """

    @functools.wraps(fn)
    async def guarded(*args: P.args, **kwargs: P.kwargs) -> T:
        try:
            return await fn(*args, **kwargs)
        except STORAGE_OUTAGES as exc:
            log.warning("storage unavailable in %s: %s", fn.__qualname__, exc)
            raise StorageUnavailable() from exc

    return guarded


async def ping(db: Any) -> bool:
    try:
        await db.command("ping")
    except Exception:
        return False
    return True
