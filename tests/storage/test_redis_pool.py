"""The hub's one Redis pool, against a real redis-server: bounded, and callers wait for it."""

from __future__ import annotations

import asyncio

import redis.asyncio as redis

from tests.client import SSEStream
from tests.conftest import customer_token

POOL = 4
CALLERS = 40


async def test_a_burst_of_streams_waits_for_the_pool_instead_of_opening_connections(
    redis_server, hub_factory, client_for
):
    hub = await hub_factory(redis_url=redis_server.url, redis_max_connections=POOL)
    client = client_for(hub)
    tickets = await asyncio.gather(
        *(
            client.post("/v1/notifications/sse-ticket", token=customer_token(f"pool-{n}"))
            for n in range(CALLERS)
        )
    )
    assert all(reply.status == 200 for reply in tickets)
    # Each stream spends its ticket (SET NX), counts against a rate limit (a script) and
    # subscribes its customer's channel on the bus: all at once, through four connections.
    streams: list[SSEStream] = await asyncio.gather(
        *(
            client.stream("GET", f"/v1/notifications/sse?ticket={reply.results['ticket']}")
            for reply in tickets
        )
    )
    try:
        assert [stream.status for stream in streams] == [200] * CALLERS
        spent = await client.get(f"/v1/notifications/sse?ticket={tickets[0].results['ticket']}")
        assert spent.status == 401 and spent.status_message == "INVALID_TOKEN"
        observer = redis.from_url(redis_server.url, decode_responses=True)
        try:
            name = hub.redis_pool.connection_kwargs["client_name"]
            held = [c for c in await observer.client_list() if c["name"] == name]
        finally:
            await observer.aclose()
        assert 2 <= len(held) <= POOL  # the bus's subscription and at least one for commands
    finally:
        for stream in streams:
            stream.close()
