"""Per-caller rate limits over rolling windows.

Limits are counted per caller (customer id or guest key) and route group, in a rolling
window rather than per calendar minute, so a burst at 12:00:59 cannot double up at 12:01:00.
Behind one load balancer a caller is sticky to one hub, but a failover moves them: with Redis
the count is shared by all hubs; without it, each hub counts alone. If Redis stops answering
the hub falls back to counting in-process rather than refusing or waving everyone through.
"""

from __future__ import annotations

import bisect
import logging
import math
import time
import uuid
from dataclasses import dataclass
from typing import Any

from hub.errors import RateLimited
from storage.redis_pool import client

log = logging.getLogger("hub.ratelimit")


@dataclass(frozen=True, slots=True)
class Limit:
    bucket: str
    per_minute: int
    window_seconds: float = 60.0


# Spec and design.md figures, per caller and per rolling minute.
ASSISTANT_SEND = Limit("assistant.send", 20)
ASSISTANT_LIST = Limit("assistant.list", 60)
ASSISTANT_ACTION = Limit("assistant.action", 30)
NOTIFICATION_LIST = Limit("notifications.list", 120)
PUSH_REGISTER = Limit("push.register", 10)
# Opening a notification stream: a reconnecting app needs a few a minute, never hundreds.
NOTIFICATION_STREAM = Limit("notifications.stream", 30)
# Every other customer write, and the stream ticket (one per stream opened from a browser).
NOTIFICATION_READ = Limit("notifications.read", 120)
NOTIFICATION_READ_ALL = Limit("notifications.read_all", 30)
STREAM_TICKET = Limit("notifications.ticket", 30)
DEMO_ORDER = Limit("dev.demo_order", 10)


class MemoryRateLimiter:
    """A sliding log of hit times per key: exact, and small at these limits.

    A log is a list, not a deque: there is one for every caller who opened a stream in the
    last minute, mostly holding one hit, and an empty deque alone costs 600 bytes. Dropping
    the expired hits from a list's front is cheap at a few dozen entries."""

    def __init__(self) -> None:
        # bucket -> caller -> hits, oldest first: a dict per bucket, so that no key is a
        # tuple made for every caller
        self._hits: dict[str, dict[str, list[float]]] = {}
        self._last_sweep = time.monotonic()

    async def hit(self, limit: Limit, caller: str) -> None:
        now = time.monotonic()
        callers = self._hits.setdefault(limit.bucket, {})
        hits = callers.get(caller)
        if hits is None:
            callers[caller] = [now]  # sized for one hit, as most callers make
        else:
            expired = bisect.bisect_right(hits, now - limit.window_seconds)
            if expired:
                del hits[:expired]
            if len(hits) >= limit.per_minute:
                retry = hits[0] + limit.window_seconds - now
                raise RateLimited(retry_after=max(1, math.ceil(retry)))
            hits.append(now)
        self._sweep(now, limit.window_seconds)

    def _sweep(self, now: float, window: float) -> None:
        """Forget callers that went quiet, so the table does not grow with every guest ever seen."""
        if now - self._last_sweep < window:
            return
        self._last_sweep = now
        for callers in self._hits.values():
            for key in [k for k, v in callers.items() if not v or v[-1] <= now - window]:
                del callers[key]


# Atomically: drop hits older than the window, count, and record this hit if under the limit.
# Returns 0 when allowed, else the milliseconds until the oldest hit leaves the window.
_SLIDING_WINDOW = """
local key, now, window, limit, member = KEYS[1], tonumber(ARGV[1]), tonumber(ARGV[2]),
    tonumber(ARGV[3]), ARGV[4]
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
if redis.call('ZCARD', key) >= limit then
  local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
  return math.max(1, math.ceil(tonumber(oldest[2]) + window - now))
end
redis.call('ZADD', key, now, member)
redis.call('PEXPIRE', key, window)
return 0
"""


class RedisRateLimiter:
    def __init__(self, pool: Any, prefix: str = "storefront-hub:rate:") -> None:
        self._redis: Any = client(pool)
        self._script = self._redis.register_script(_SLIDING_WINDOW)
        self._prefix = prefix
        self._fallback = MemoryRateLimiter()
        self._degraded = False

    async def hit(self, limit: Limit, caller: str) -> None:
        window_ms = int(limit.window_seconds * 1000)
        try:
            wait_ms = await self._script(
                keys=[f"{self._prefix}{limit.bucket}:{caller}"],
                args=[int(time.time() * 1000), window_ms, limit.per_minute, uuid.uuid4().hex],
            )
        except Exception as exc:
            if not self._degraded:
                log.warning("redis rate limits unavailable (%s); counting in-process", exc)
                self._degraded = True
            await self._fallback.hit(limit, caller)
            return
        if self._degraded:
            log.warning("redis rate limits available again")
            self._degraded = False
        if wait_ms:
            raise RateLimited(retry_after=max(1, math.ceil(int(wait_ms) / 1000)))

    async def close(self) -> None:
        await self._redis.aclose()


RateLimiter = MemoryRateLimiter | RedisRateLimiter


def open_rate_limiter(pool: Any) -> RateLimiter:
    """Shared by every hub through Redis when the hub has a Redis pool, else in-process."""
    return RedisRateLimiter(pool) if pool is not None else MemoryRateLimiter()
