"""Rate limits: rolling windows, shared between hubs through a real redis-server."""

from __future__ import annotations

import pytest

from hub.errors import RateLimited
from hub.ratelimit import Limit, MemoryRateLimiter, RedisRateLimiter
from storage.redis_pool import open_redis_pool
from tests.conftest import customer_token, hub_settings
from tests.handlers.test_base import PROBE_LIMIT, PROBE_ROUTES, assert_failure


async def test_memory_window_rolls(monkeypatch):
    clock = [1000.0]
    monkeypatch.setattr("hub.ratelimit.time.monotonic", lambda: clock[0])
    limiter = MemoryRateLimiter()
    limit = Limit("roll", 2)
    await limiter.hit(limit, "a")
    clock[0] += 30
    await limiter.hit(limit, "a")
    with pytest.raises(RateLimited) as refused:
        await limiter.hit(limit, "a")
    assert refused.value.retry_after == 30
    clock[0] += 30.5  # the first hit has left the rolling window, the second has not
    await limiter.hit(limit, "a")
    with pytest.raises(RateLimited):
        await limiter.hit(limit, "a")


async def test_redis_limiter_counts_across_instances(redis_server):
    pools = [open_redis_pool(hub_settings(redis_url=redis_server.url)) for _ in range(2)]
    first, second = RedisRateLimiter(pools[0]), RedisRateLimiter(pools[1])
    limit = Limit("shared-direct", 4)
    try:
        for limiter in (first, second, first, second):
            await limiter.hit(limit, "caller-x")
        with pytest.raises(RateLimited) as refused:
            await first.hit(limit, "caller-x")
        assert 1 <= refused.value.retry_after <= 60
        await second.hit(limit, "caller-y")
    finally:
        await first.close()
        await second.close()
        for pool in pools:
            await pool.aclose()


async def test_two_hubs_share_a_limit_through_redis(redis_server, hub_factory, client_for):
    hub_a = await hub_factory(routes=PROBE_ROUTES, redis_url=redis_server.url)
    hub_b = await hub_factory(routes=PROBE_ROUTES, redis_url=redis_server.url)
    a, b = client_for(hub_a), client_for(hub_b)
    token = customer_token("shared-between-hubs")
    for i in range(PROBE_LIMIT.per_minute):
        reply = await (a if i % 2 else b).get("/v1/probe/me", token=token)
        assert reply.status == 200
    assert_failure(await a.get("/v1/probe/me", token=token), 429, "RATE_LIMITED")
    refused = await b.get("/v1/probe/me", token=token)
    assert_failure(refused, 429, "RATE_LIMITED")
    assert "Retry-After" in refused.headers


async def test_without_redis_each_hub_counts_alone(hub_factory, client_for):
    a = client_for(await hub_factory(routes=PROBE_ROUTES))
    b = client_for(await hub_factory(routes=PROBE_ROUTES))
    token = customer_token("not-shared")
    for _ in range(PROBE_LIMIT.per_minute):
        assert (await a.get("/v1/probe/me", token=token)).status == 200
    assert (await b.get("/v1/probe/me", token=token)).status == 200


async def test_redis_outage_falls_back_to_counting_in_process():
    pool = open_redis_pool(hub_settings(redis_url="redis://127.0.0.1:1/0"))
    limiter = RedisRateLimiter(pool)
    limit = Limit("fallback", 2)
    try:
        await limiter.hit(limit, "c")
        await limiter.hit(limit, "c")
        with pytest.raises(RateLimited):
            await limiter.hit(limit, "c")
    finally:
        await limiter.close()
        await pool.aclose()
