"""Stream tickets: how a browser's `EventSource`, which cannot send headers, opens the
notification stream.

A signed-in page asks `POST /v1/notifications/sse-ticket` (with its bearer token) and puts
the answer in the stream URL (`?ticket=`). A ticket names its customer, lives 60 seconds
and opens one stream. Behind a sticky load balancer the ticket request and the stream may
reach different hubs, so a ticket carries its own proof: an HMAC over the customer and the
expiry, keyed from the JWT secret every hub shares. Single use is enforced where every hub
sees it, a Redis `SET NX` with the ticket's lifetime, when Redis is configured; a lone hub
remembers used tickets in memory. A ticket is a credential: it never reaches a log (the
access log writes paths without their query).
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import secrets
import time
from collections import deque
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Protocol

from hub.auth import MAX_CUSTOMER_ID
from hub.errors import InvalidToken, ServiceUnavailable, TokenExpired
from storage.redis_pool import client

TICKET_TTL_SECONDS = 60
# Keeps ticket signatures apart from customer tokens signed with the same secret.
KEY_CONTEXT = b"storefront-hub notification stream ticket v1"
NONCE_BYTES = 12


@dataclass(frozen=True, slots=True)
class Ticket:
    value: str
    expires_at: float

    @property
    def view(self) -> dict[str, str]:
        expires = datetime.fromtimestamp(self.expires_at, UTC)
        return {"ticket": self.value, "expiresAt": expires.isoformat().replace("+00:00", "Z")}


class UsedTickets(Protocol):
    async def claim(self, nonce: str, ttl_seconds: int) -> bool:
        """True the first time `nonce` is claimed within `ttl_seconds`, False after."""

    async def close(self) -> None: ...


class MemoryUsedTickets:
    """One hub's memory of used tickets; every entry has the same lifetime, so the oldest
    entries are the first to expire and are dropped from the front."""

    def __init__(self) -> None:
        self._used: set[str] = set()
        self._order: deque[tuple[float, str]] = deque()

    async def claim(self, nonce: str, ttl_seconds: int) -> bool:
        now = time.monotonic()
        while self._order and self._order[0][0] <= now:
            self._used.discard(self._order.popleft()[1])
        if nonce in self._used:
            return False
        self._used.add(nonce)
        self._order.append((now + ttl_seconds, nonce))
        return True

    async def close(self) -> None:
        """Nothing to release."""


class RedisUsedTickets:
    """Used tickets in Redis, so a ticket redeemed on one hub is refused on every other."""

    def __init__(self, pool: Any, prefix: str = "storefront-hub:sse-ticket:") -> None:
        self._redis: Any = client(pool)
        self._prefix = prefix

    async def claim(self, nonce: str, ttl_seconds: int) -> bool:
        from redis.exceptions import RedisError

        try:
            return bool(await self._redis.set(self._prefix + nonce, 1, nx=True, ex=ttl_seconds))
        except (RedisError, OSError) as exc:
            # Refused rather than let a ticket open a second stream on another hub.
            raise ServiceUnavailable() from exc

    async def close(self) -> None:
        await self._redis.aclose()


def _b64(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode("ascii")


def _unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


class StreamTickets:
    def __init__(self, secret: str, used: UsedTickets, ttl_seconds: int = TICKET_TTL_SECONDS):
        self._key = hmac.new(secret.encode(), KEY_CONTEXT, hashlib.sha256).digest()
        self._used = used
        self._ttl = ttl_seconds

    def issue(self, customer_id: str) -> Ticket:
        expires = int(time.time()) + self._ttl
        nonce = _b64(secrets.token_bytes(NONCE_BYTES))
        payload = f"{expires}.{nonce}.{_b64(customer_id.encode())}"
        return Ticket(f"{payload}.{self._sign(payload)}", expires)

    async def redeem(self, value: str) -> str:
        """The customer the ticket was issued to; a ticket opens at most one stream."""
        payload, _, signature = value.rpartition(".")
        if not payload or not hmac.compare_digest(signature, self._sign(payload)):
            raise InvalidToken(message_key="ticket_invalid")
        try:
            expires_text, nonce, customer_text = payload.split(".")
            expires = int(expires_text)
            customer_id = _unb64(customer_text).decode()
        except ValueError as exc:  # signed by this hub, so only a key mix-up gets here
            raise InvalidToken(message_key="ticket_invalid") from exc
        if not 1 <= len(customer_id) <= MAX_CUSTOMER_ID:
            raise InvalidToken(message_key="ticket_invalid")
        remaining = expires - time.time()
        if remaining <= 0:
            raise TokenExpired(message_key="ticket_expired")
        if not await self._used.claim(nonce, max(1, int(remaining) + 1)):
            raise InvalidToken(message_key="ticket_used")
        return customer_id

    async def close(self) -> None:
        await self._used.close()

    def _sign(self, payload: str) -> str:
        return _b64(hmac.new(self._key, payload.encode(), hashlib.sha256).digest())


def open_stream_tickets(secret: str, pool: Any) -> StreamTickets:
    used: UsedTickets = RedisUsedTickets(pool) if pool is not None else MemoryUsedTickets()
    return StreamTickets(secret, used)
