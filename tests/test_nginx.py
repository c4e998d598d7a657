"""deploy/nginx.conf run by Debian's nginx in front of two hub processes sharing a redis-server.

Which hub served a request is read from the hubs' own JSON logs, by the request id the test
sent with it.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import signal
import sys
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from hub.auth import issue_customer_token
from hub.settings import DEV_JWT_SECRET
from tests.client import HubClient, SSEStream
from tests.conftest import INTERNAL_TOKEN
from tests.services import HubProcess, NginxServer, RedisServer

pytestmark = pytest.mark.alone

ROOT = Path(__file__).resolve().parent.parent
DEPLOY = ROOT / "deploy"
INTERNAL = {"Authorization": f"Bearer {INTERNAL_TOKEN}"}
HELD_TURN_SECONDS = 1.5
DRAIN_SECONDS = 4


def nginx_config(hubs: list[HubProcess]) -> str:
    """The deploy configuration, pointed at these hubs and a free port."""
    config = (DEPLOY / "nginx.conf").read_text()
    swaps = {
        "/etc/nginx/affinity.js": str(DEPLOY / "affinity.js"),
        "server hub-1:8080": f"server 127.0.0.1:{hubs[0].port}",
        "server hub-2:8080": f"server 127.0.0.1:{hubs[1].port}",
        "listen 8080;": "listen 127.0.0.1:{port};",
    }
    for old, new in swaps.items():
        assert config.count(old) == 1, f"deploy/nginx.conf no longer has {old!r}"
        config = config.replace(old, new)
    return config


@pytest.fixture
def cluster(redis_server: RedisServer) -> Iterator[tuple[NginxServer, list[HubProcess]]]:
    env = {
        "PYTHONPATH": str(ROOT),
        "HUB_REDIS_URL": redis_server.url,
        "HUB_INTERNAL_TOKEN": INTERNAL_TOKEN,
        "HUB_LOG_FORMAT": "json",
        "HELD_TURN_SECONDS": str(HELD_TURN_SECONDS),
        "HUB_DRAIN_SECONDS": str(DRAIN_SECONDS),
    }
    hubs = [
        HubProcess([sys.executable, "-m", "tests.held_turn_hub"], env=env, cwd=ROOT)
        for _ in range(2)
    ]
    nginx: NginxServer | None = None
    try:
        for hub in hubs:
            hub.start()
        nginx = NginxServer(nginx_config(hubs))
        nginx.start()
        yield nginx, hubs
    finally:
        if nginx is not None:
            nginx.stop()
        for hub in hubs:
            hub.stop()


def logged(hub: HubProcess, request_id: str) -> bool:
    """Whether a line of the hub's JSON log carries this request id, read as a log pipeline
    reads it (by field, whatever the spacing); a line still being written is skipped."""
    for line in hub.output().splitlines():
        with contextlib.suppress(ValueError):
            entry = json.loads(line)
            if isinstance(entry, dict) and entry.get("request_id") == request_id:
                return True
    return False


async def served_by(hubs: list[HubProcess], request_id: str) -> int:
    """Index of the hub whose access log has this (finished) request's id."""
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline:
        found = [i for i, hub in enumerate(hubs) if logged(hub, request_id)]
        if found:
            assert len(found) == 1, f"{request_id} reached both hubs"
            return found[0]
        await asyncio.sleep(0.05)
    raise AssertionError(f"no hub logged request {request_id}")


async def streams_on(hub: HubProcess, customer: str) -> int:
    """Open notification streams of `customer` on `hub`, from its actor inspector."""
    direct = HubClient(hub.url)
    try:
        reply = await direct.get(f"/debug/actors/inbox:{customer}")
    finally:
        direct.close()
    return 0 if reply.status == 404 else reply.results["actor"]["subscribers"]


async def attached(hub: HubProcess, customer: str) -> None:
    deadline = time.monotonic() + 5
    while not await streams_on(hub, customer):
        assert time.monotonic() < deadline, f"{customer} has no stream on {hub.url}"
        await asyncio.sleep(0.05)


def token(customer: str) -> str:
    # A fresh token each call (its expiry differs), as a client refreshing its session has.
    return issue_customer_token(DEV_JWT_SECRET, customer, 3600 + int(uuid.uuid4().int % 600))


async def open_inbox(api: HubClient, customer: str) -> SSEStream:
    stream = await api.stream("GET", "/v1/notifications/sse", token=token(customer))
    assert stream.status == 200
    return stream


async def publish(hub: HubProcess, customer: str, title: str) -> None:
    direct = HubClient(hub.url)
    try:
        reply = await direct.post(
            "/internal/v1/notifications",
            json={
                "customerId": customer,
                "type": "campaign.message",
                "title": {"en": title, "ar": title},
            },
            headers=INTERNAL,
        )
        assert reply.status == 200, reply.body
    finally:
        direct.close()


async def next_notification(stream: SSEStream) -> str:
    while True:
        event = await stream.next_event(timeout=10)
        assert event is not None, "the stream ended"
        if event.event == "notification":
            return event.data["title"]["en"]


async def test_nginx_keeps_callers_on_one_hub_streams_live_and_fails_over(cluster) -> None:
    nginx, hubs = cluster
    api = HubClient(nginx.url)
    try:
        # 1. The same caller always reaches the same hub; callers spread over both.
        homes: dict[str, int] = {}
        for n in range(12):
            for caller in (f"customer-{n}", f"{uuid.uuid4().hex}"):
                seen = set()
                for _ in range(3):
                    request_id = uuid.uuid4().hex
                    credentials = (
                        {"token": token(caller)}
                        if caller.startswith("customer-")
                        else {"guest": caller}
                    )
                    reply = await api.get(
                        "/v1/assistant/conversations",
                        headers={"X-Request-Id": request_id},
                        **credentials,  # type: ignore[arg-type]
                    )
                    assert reply.status == 200, reply.body
                    assert reply.headers["X-Request-Id"] == request_id
                    seen.add(await served_by(hubs, request_id))
                assert len(seen) == 1, f"{caller} reached both hubs"
                homes[caller] = seen.pop()
        assert set(homes.values()) == {0, 1}

        # 2. A notification published through either hub arrives live on the stream. Each
        # customer's notifications go through one hub here: without a shared MongoDB every
        # hub numbers the notifications it stores on its own (docs/operations.md).
        home = max((0, 1), key=lambda i: sum(h == i for c, h in homes.items() if "-" in c))
        customer, neighbour = [c for c, h in homes.items() if h == home and "-" in c][:2]
        stream = await open_inbox(api, customer)
        await attached(hubs[home], customer)
        assert await streams_on(hubs[1 - home], customer) == 0
        await publish(hubs[1 - home], customer, "through the other hub")
        assert await next_notification(stream) == "through the other hub"
        neighbour_stream = await open_inbox(api, neighbour)
        await attached(hubs[home], neighbour)
        await publish(hubs[home], neighbour, "through its own hub")
        assert await next_notification(neighbour_stream) == "through its own hub"
        neighbour_stream.close()

        # 3. The proxy does not hold back the first events of a turn until it ends.
        turn = await api.stream(
            "POST", "/v1/assistant/messages", json={"message": "milk"}, guest=uuid.uuid4().hex
        )
        first = await turn.events_until("text_delta")
        first_at = time.monotonic()
        assert [e.event for e in first] == ["message_start", "user_message", "text_delta"]
        assert (await turn.rest())[-1].event == "message_end"
        assert time.monotonic() - first_at >= HELD_TURN_SECONDS - 0.5

        # 4. With its hub gone, the caller reconnects through nginx to the other and is served.
        guests = [c for c, h in homes.items() if h == home and "-" not in c]
        assert guests, "no guest hashed to the hub that is about to go"
        guest = guests[0]
        hubs[home].stop()
        with contextlib.suppress(ConnectionError, asyncio.IncompleteReadError):
            assert await stream.next_event(timeout=10) is None  # ended, or cut
        stream.close()
        stream = await open_inbox(api, customer)
        await attached(hubs[1 - home], customer)
        await publish(hubs[1 - home], customer, "after the failover")
        assert await next_notification(stream) == "after the failover"
        stream.close()
        reply = await api.get("/v1/assistant/conversations", guest=guest)
        assert reply.status == 200
    finally:
        api.close()
    lines = hubs[1 - home].output().splitlines()
    log = [json.loads(line) for line in lines if line.strip()]
    assert all(line["level"] != "ERROR" for line in log), log


async def open_by_ticket(api: HubClient, customer: str) -> SSEStream:
    """A stream as a browser's EventSource opens it: no header, a ticket in the URL."""
    ticket = await api.post("/v1/notifications/sse-ticket", token=token(customer))
    assert ticket.status == 200, ticket.body
    stream = await api.stream("GET", f"/v1/notifications/sse?ticket={ticket.results['ticket']}")
    assert stream.status == 200, stream.headers
    return stream


async def home_of(hubs: list[HubProcess], api: HubClient, **credentials: str) -> int:
    request_id = uuid.uuid4().hex
    reply = await api.get(
        "/v1/assistant/conversations",
        headers={"X-Request-Id": request_id},
        **credentials,  # type: ignore[arg-type]
    )
    assert reply.status == 200, reply.body
    return await served_by(hubs, request_id)


async def test_ticket_streams_follow_the_customer_and_a_drain_hands_callers_over(
    cluster,
) -> None:
    nginx, hubs = cluster
    api = HubClient(nginx.url)
    streams: list[SSEStream] = []
    try:
        # 1. A stream opened with a ticket reaches the hub the customer's token reaches.
        homes = {}
        for n in range(8):
            customer = f"ticketed-{n}"
            homes[customer] = await home_of(hubs, api, token=token(customer))
            streams.append(await open_by_ticket(api, customer))
            await attached(hubs[homes[customer]], customer)
            assert await streams_on(hubs[1 - homes[customer]], customer) == 0
        assert set(homes.values()) == {0, 1}

        # 2. One hub drains: its callers' new streams and turns are served by the other,
        # and nobody sees its 503.
        leaving = homes["ticketed-0"]
        staying = hubs[1 - leaving]
        guest = uuid.uuid4().hex
        while await home_of(hubs, api, guest=guest) != leaving:
            guest = uuid.uuid4().hex
        hubs[leaving].signal(signal.SIGTERM)
        direct = HubClient(hubs[leaving].url)
        try:
            while (await direct.get("/readyz")).status == 200:
                await asyncio.sleep(0.02)
        finally:
            direct.close()
        moved = [c for c, home in homes.items() if home == leaving]
        for customer in moved:
            streams.append(await open_by_ticket(api, customer))
            await attached(staying, customer)
        streams.append(await open_inbox(api, moved[0]))
        turn = await api.stream(
            "POST", "/v1/assistant/messages", json={"message": "milk"}, guest=guest
        )
        assert turn.status == 200, turn.headers
        assert (await turn.rest())[-1].event == "message_end"
        await publish(staying, moved[0], "on the hub that stays")
        assert await next_notification(streams[-1]) == "on the hub that stays"
    finally:
        for stream in streams:
            stream.close()
        api.close()
