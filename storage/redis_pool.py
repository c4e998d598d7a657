"""One bounded pool of Redis connections per hub, shared by everything that talks to Redis.

The bus, the rate limiter, stream tickets and the ingest reader each used to make a client
of their own, each with a pool that grows without bound: in a burst every concurrent request
opened another connection, and a few hubs could exhaust the `maxclients` of the Redis they
share. Now one pool of `HUB_REDIS_MAX_CONNECTIONS` serves them all. A command that finds every
connection busy waits up to `HUB_REDIS_POOL_TIMEOUT_SECONDS` for one to come back instead of
opening more, and only then fails as any Redis error does (every user already survives
those: the bus logs and resyncs, rate limits count in-process, a ticket answers 503).

Two connections are held for good: the bus's subscription and the ingest reader's blocking
read; the rest serve commands one at a time and go back at once. Connections are named
after the hub (`CLIENT LIST` tells an operator whose they are).
"""

from __future__ import annotations

import os
import secrets
import socket
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from hub.settings import HubSettings

# Long enough for the ingest reader's one-second blocking read; a command on a Redis that
# stopped answering fails after this.
SOCKET_TIMEOUT_SECONDS = 5.0
CONNECT_TIMEOUT_SECONDS = 1.0
HEALTH_CHECK_SECONDS = 10


def client_name() -> str:
    """This hub's connections' name: host, process and a random part, with no spaces."""
    return f"storefront-hub:{socket.gethostname()}:{os.getpid()}:{secrets.token_hex(3)}"


def open_redis_pool(settings: HubSettings) -> Any:
    """The hub's pool, or None without `HUB_REDIS_URL`. Nothing connects until first use."""
    if not settings.redis_url:
        return None
    from redis.asyncio import BlockingConnectionPool

    return BlockingConnectionPool.from_url(
        settings.redis_url,
        max_connections=settings.redis_max_connections,
        timeout=settings.redis_pool_timeout_seconds,
        socket_connect_timeout=CONNECT_TIMEOUT_SECONDS,
        socket_timeout=SOCKET_TIMEOUT_SECONDS,
        health_check_interval=HEALTH_CHECK_SECONDS,
        client_name=client_name(),
    )


def client(pool: Any, **options: Any) -> Any:
    """A Redis client on the shared pool; closing it leaves the pool to its owner, the hub."""
    import redis.asyncio as redis

    return redis.Redis(connection_pool=pool, **options)
