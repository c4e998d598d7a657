"""A rolling restart under load: two hub processes behind deploy/nginx.conf, one store, one
redis-server, while notifications are published and 200 customers hold a stream each.

Half the customers open their stream with a bearer token, half as a browser's EventSource
does, with a stream ticket. Notifications are published through nginx at 50 a second. One
hub is retired with SIGTERM (it drains, then exits) and started again; once it is ready and
nginx has had `fail_timeout` to take it back, the other is. Every client reconnects as the
API guide says (after the stream's `retry:`, with its last id), and at the end:

- every producer request and every stream (re)open was answered 200: no 502 or 503 while
  one hub was ready;
- every customer received each of their notifications exactly once and in order, through
  streams alone: every `Last-Event-ID` was placed, so nobody had to refetch the list.

The store is MongoDB when `HUB_MONGO_URL` is set, else `tests.mongo_wire` (mongomock behind
the MongoDB wire protocol), which both hub processes share. `ROLLING_RESTART_SECONDS` sets
how long notifications are published at least (default 30 s); publishing goes on until a
few seconds after both restarts however long they take, so both fall inside it (the whole
test about 40 s on a quiet machine).
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from tornado.httpclient import HTTPClientError

from hub.auth import issue_customer_token
from tests.client import HubClient
from tests.services import HubProcess, NginxServer, RedisServer, free_port
from tests.test_nginx import nginx_config

pytestmark = pytest.mark.alone

ROOT = Path(__file__).resolve().parent.parent
SECONDS = float(os.environ.get("ROLLING_RESTART_SECONDS", "30"))
CUSTOMERS = 200
RATE = 50  # notifications a second, over all customers
DRAIN_SECONDS = 3
AFTER_RESTARTS = 3.0  # seconds of publishing through both hubs once both are back
SECRET = "rolling-restart-jwt-secret-of-enough-bytes"
INTERNAL = "rolling-restart-internal-token-of-enough-bytes"
DEBUG = "rolling-restart-debug-token-of-enough-bytes"


@dataclass
class Customer:
    id: str
    by_ticket: bool
    last_id: str | None = None
    received: list[int] = field(default_factory=list)
    opened: int = 0
    refused: list[int] = field(default_factory=list)  # statuses of failed (re)opens
    refetched: int = 0


class WireStore:
    """`python -m tests.mongo_wire` on a free port, for as long as the test runs."""

    def __init__(self) -> None:
        self.port = free_port()
        self.process = subprocess.Popen(
            [sys.executable, "-m", "tests.mongo_wire", str(self.port)],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
        )
        assert self.process.stdout is not None
        assert "listening" in self.process.stdout.readline()

    @property
    def url(self) -> str:
        return f"mongodb://127.0.0.1:{self.port}/"

    def stop(self) -> str:
        self.process.kill()
        output, _ = self.process.communicate(timeout=10)
        return output


@pytest.fixture
def store_url() -> Iterator[str]:
    if os.environ.get("HUB_MONGO_URL"):
        yield os.environ["HUB_MONGO_URL"]
        return
    store = WireStore()
    try:
        yield store.url
    finally:
        output = store.stop()
        assert "unknown command" not in output and "failed" not in output, output


def hub_process(env: dict[str, str], port: int | None = None) -> HubProcess:
    hub = HubProcess([sys.executable, "-m", "hub", "serve"], env=env, cwd=ROOT)
    if port is not None:  # the same address again, as a restarted container keeps its name
        hub.port = port
        hub.env["HUB_PORT"] = str(port)
    return hub


async def ready(hub: HubProcess) -> bool:
    probe = HubClient(hub.url)
    try:
        return (await probe.get("/readyz")).status == 200
    except OSError:
        return False
    finally:
        probe.close()


def refusals(processes: list[HubProcess]) -> str:
    """What the hubs logged of answers that were not 2xx, for a failure's message."""
    lines = [
        line
        for process in processes
        for line in process.output().splitlines()
        if " 50" in line or "WARNING" in line or "ERROR" in line
    ]
    return "\n".join(lines[-40:])


async def restart(hubs: list[HubProcess], index: int, env: dict[str, str]) -> None:
    """SIGTERM, wait for the drain and the exit, start it again, wait until it is ready."""
    old = hubs[index]
    old.signal(signal.SIGTERM)
    code = await asyncio.to_thread(old.wait, DRAIN_SECONDS + 20)
    assert code == 0, old.output()
    new = hub_process(env, old.port)
    await asyncio.to_thread(new.start)
    hubs[index] = new
    deadline = time.monotonic() + 20
    while not await ready(new):
        assert time.monotonic() < deadline, new.output()
        await asyncio.sleep(0.1)


def token(customer: str) -> str:
    return issue_customer_token(SECRET, customer, 3600)


async def follow(api: HubClient, customer: Customer, stop: asyncio.Event) -> None:
    """One device: its stream, reconnected as the API guide says until `stop`."""
    while not stop.is_set():
        path = "/v1/notifications/sse"
        headers = {}
        if customer.by_ticket:
            ticket = await api.post("/v1/notifications/sse-ticket", token=token(customer.id))
            if ticket.status != 200:
                customer.refused.append(ticket.status)
                await asyncio.sleep(0.5)
                continue
            path += f"?ticket={ticket.results['ticket']}"
            if customer.last_id:
                path += f"&lastEventId={customer.last_id}"
        else:
            headers["Authorization"] = f"Bearer {token(customer.id)}"
            if customer.last_id:
                headers["Last-Event-ID"] = customer.last_id
        try:
            stream = await api.stream("GET", path, headers=headers)
        except OSError:
            customer.refused.append(0)
            await asyncio.sleep(0.5)
            continue
        if stream.status != 200:
            customer.refused.append(stream.status)
            stream.close()
            await asyncio.sleep(0.5)
            continue
        customer.opened += 1
        with contextlib.suppress(ConnectionError, asyncio.IncompleteReadError):
            while not stop.is_set():
                try:
                    event = await stream.next_event(timeout=1)
                except TimeoutError:
                    continue
                if event is None:
                    break
                if event.event == "notification":
                    customer.received.append(int(event.data["data"]["n"]))
                    customer.last_id = event.id
                elif event.event == "inbox" and event.data.get("refetch"):
                    customer.refetched += 1
        stream.close()
        await asyncio.sleep((stream.retry or 1000) / 1000)


async def publish_all(
    api: HubClient,
    customers: list[Customer],
    sent: dict[str, list[int]],
    statuses: list[int],
    restarted: asyncio.Event,
) -> None:
    """`RATE` a second, round robin over the customers, for `SECONDS` and on until
    `AFTER_RESTARTS` seconds after both restarts, however long a busy machine makes them."""
    started = time.monotonic()
    tasks = []
    n = 0
    until = started + SECONDS
    extended = False
    while time.monotonic() < until or not restarted.is_set():
        if restarted.is_set() and not extended:
            until, extended = max(until, time.monotonic() + AFTER_RESTARTS), True
        customer = customers[n % len(customers)]
        sent[customer.id].append(n)
        tasks.append(asyncio.create_task(publish_one(api, customer.id, n, statuses)))
        n += 1
        await asyncio.sleep(max(0.0, started + n / RATE - time.monotonic()))
    await asyncio.gather(*tasks)


async def publish_one(api: HubClient, customer: str, n: int, statuses: list[int]) -> None:
    try:
        reply = await api.post(
            "/internal/v1/notifications",
            json={
                "customerId": customer,
                "type": "campaign.message",
                "title": {"en": f"n-{n}", "ar": f"n-{n}"},
                "data": {"n": n},
                "dedupeKey": f"rolling-{n}",
            },
            headers={"Authorization": f"Bearer {INTERNAL}"},
        )
    except (OSError, HTTPClientError) as exc:  # refused, reset, or no answer in time
        statuses.append(getattr(exc, "code", 0))
        return
    statuses.append(reply.status)


# Publishing for SECONDS at least and until both restarts are done, then the settling: about
# 40 s idle.
@pytest.mark.timeout(SECONDS + 240)
async def test_a_rolling_restart_loses_and_repeats_nothing(
    redis_server: RedisServer, store_url: str
) -> None:
    env = {
        "PYTHONPATH": str(ROOT),
        "HUB_DEV": "0",
        "HUB_MONGO_URL": store_url,
        "HUB_MONGO_DB": f"rolling_{uuid.uuid4().hex[:8]}",
        "HUB_REDIS_URL": redis_server.url,
        "HUB_JWT_SECRET": SECRET,
        "HUB_INTERNAL_TOKEN": INTERNAL,
        "HUB_DEBUG_TOKEN": DEBUG,
        "HUB_DRAIN_SECONDS": str(DRAIN_SECONDS),
        "HUB_SSE_RETRY_MS": "300",
    }
    hubs = [hub_process(env) for _ in range(2)]
    every = list(hubs)  # with the restarted ones: their logs explain a failure
    nginx: NginxServer | None = None
    api: HubClient | None = None
    stop = asyncio.Event()
    try:
        for hub in hubs:
            await asyncio.to_thread(hub.start)
        nginx = NginxServer(nginx_config(hubs))
        nginx.start()
        api = HubClient(nginx.url, max_clients=CUSTOMERS + RATE * 5)
        # Statuses are what this test judges; a 502 must be counted, not raised by the
        # per-reply check against the API description.
        api.checks = []  # type: ignore[misc]
        customers = [Customer(f"roller-{i}", by_ticket=i % 2 == 1) for i in range(CUSTOMERS)]
        followers = [asyncio.create_task(follow(api, c, stop)) for c in customers]
        deadline = time.monotonic() + 30
        while sum(c.opened > 0 for c in customers) < CUSTOMERS:
            assert time.monotonic() < deadline, "not every stream opened"
            await asyncio.sleep(0.1)

        sent: dict[str, list[int]] = {c.id: [] for c in customers}
        statuses: list[int] = []
        restarted = asyncio.Event()
        publishing = asyncio.create_task(publish_all(api, customers, sent, statuses, restarted))
        await asyncio.sleep(SECONDS * 0.1)
        await restart(hubs, 0, env)
        every.append(hubs[0])
        await restart(hubs, 1, env)
        every.append(hubs[1])
        restarted.set()
        await publishing

        def missing() -> int:
            return sum(len(sent[c.id]) - len(set(c.received)) for c in customers)

        settle = time.monotonic() + 20
        while missing() and time.monotonic() < settle:
            await asyncio.sleep(0.2)
        stop.set()
        await asyncio.gather(*followers)

        assert set(statuses) == {200}, (sorted(set(statuses)), refusals(every))
        assert len(statuses) >= SECONDS * RATE * 0.9
        refused = {c.id: c.refused for c in customers if c.refused}
        assert not refused, (refused, nginx.errors()[-3000:], refusals(every))
        assert all(c.opened >= 2 for c in customers)  # every stream lived through a restart
        assert not [c.id for c in customers if c.refetched]
        wrong = {c.id: (sent[c.id], c.received) for c in customers if c.received != sent[c.id]}
        assert not wrong, list(wrong.items())[:5]
    finally:
        stop.set()
        if api is not None:
            api.close()
        if nginx is not None:
            nginx.stop()
        for hub in hubs:
            hub.stop()
