"""SIGTERM as an orchestrator sends it to a real hub process: drain, then exit 0."""

from __future__ import annotations

import asyncio
import signal
import sys
import time
from pathlib import Path

import pytest
import tornado.netutil

from bench.harness.sse_load import read_status
from handlers.base import HubHandler
from handlers.context import Route
from handlers.routes import ROUTES
from hub.app import Hub
from hub.auth import issue_customer_token
from hub.notifications.drafts import Draft
from hub.settings import DEV_JWT_SECRET
from tests.client import HubClient
from tests.conftest import GUEST_A, GUEST_B, INTERNAL_TOKEN, hub_settings
from tests.services import HubProcess

pytestmark = pytest.mark.alone

ROOT = Path(__file__).resolve().parent.parent
DRAIN_SECONDS = 3.0
TURN_SECONDS = 1.5
INTERNAL = {"Authorization": f"Bearer {INTERNAL_TOKEN}"}


async def test_sigterm_drains_turns_and_streams_then_exits_cleanly() -> None:
    hub = HubProcess(
        [sys.executable, "-m", "tests.held_turn_hub"],
        env={
            "PYTHONPATH": str(ROOT),
            "HUB_DRAIN_SECONDS": str(DRAIN_SECONDS),
            "HUB_INTERNAL_TOKEN": INTERNAL_TOKEN,
            "HELD_TURN_SECONDS": str(TURN_SECONDS),
        },
        cwd=ROOT,
    ).start()
    client = HubClient(hub.url)
    token = issue_customer_token(DEV_JWT_SECRET, "drain-1", 600)
    try:
        inbox = await client.stream("GET", "/v1/notifications/sse", token=token)
        assert inbox.status == 200
        turn = await client.stream(
            "POST", "/v1/assistant/messages", json={"message": "milk"}, guest=GUEST_A
        )
        started = await turn.events_until("text_delta")
        assert started[-1].event == "text_delta"  # in flight
        conversation_id = started[0].data["conversationId"]
        assert (await client.get("/readyz")).status == 200

        hub.signal(signal.SIGTERM)
        signalled = time.monotonic()
        while (ready := await client.get("/readyz")).status == 200:
            assert time.monotonic() - signalled < 1, "readyz still answers 200"
            await asyncio.sleep(0.02)
        assert ready.status == 503 and ready.status_message == "SERVICE_UNAVAILABLE"

        # A new turn or a new stream is refused as "not here, not now", never as a 4xx.
        refused = await client.post(
            "/v1/assistant/messages", json={"message": "eggs"}, guest=GUEST_B
        )
        assert refused.status == 503 and refused.status_message == "SERVICE_UNAVAILABLE"
        assert refused.headers.get("Retry-After") == str(int(DRAIN_SECONDS))
        assert "restarting" in refused.json["error"]["message"]
        late = await client.stream("GET", "/v1/notifications/sse", token=token)
        assert late.status == 503 and late.headers.get("retry-after") == str(int(DRAIN_SECONDS))
        late.close()
        ticket = await client.post("/v1/notifications/sse-ticket", token=token)
        assert ticket.status == 200
        by_ticket = await client.get(f"/v1/notifications/sse?ticket={ticket.results['ticket']}")
        assert by_ticket.status == 503 and by_ticket.status_message == "SERVICE_UNAVAILABLE"
        reattach = await client.get(
            f"/v1/assistant/conversations/{conversation_id}/stream", guest=GUEST_A
        )
        assert reattach.status == 503 and reattach.headers.get("Retry-After")

        # The turn in flight finishes and is answered in full.
        ends = await turn.rest(timeout=DRAIN_SECONDS + 5)
        assert ends[-1].event == "message_end"
        assert ends[-1].data["message"]["content"] == "Let me look. Here it is."

        # Open streams are still served during the drain window.
        published = await client.post(
            "/internal/v1/notifications",
            json={"customerId": "drain-1", "type": "order.placed"},
            headers=INTERNAL,
        )
        assert published.status == 200
        live = await inbox.next_event(timeout=DRAIN_SECONDS)
        assert live is not None and live.event == "notification"

        # Then the stream ends with a reconnect hint, no sooner than the window.
        assert await inbox.next_event(timeout=DRAIN_SECONDS + 5) is None
        assert time.monotonic() - signalled >= DRAIN_SECONDS - 0.2
        assert inbox.retries and inbox.retries[-1] > 0
        exit_code = await asyncio.get_running_loop().run_in_executor(None, hub.wait, 15)
        assert exit_code == 0, hub.output()
        assert "draining for" in hub.output()
    finally:
        client.close()
        hub.stop()


class SlowPublishHandler(HubHandler):
    """A request that uses the store a while after it began, as a publish under load does."""

    async def get(self) -> None:
        await asyncio.sleep(0.5)
        drafts = [Draft("closing-1", "order.placed")]
        (row,) = await self.hub.notifications.publish(drafts, source="hub")
        self.reply(row)


SLOW_ROUTES = (*ROUTES, Route("/v1/probe/slow-publish", SlowPublishHandler))


async def status_on(reader: asyncio.StreamReader, writer: asyncio.StreamWriter, path: str) -> int:
    """One request on a kept-alive connection, as a load balancer sends them."""
    writer.write(f"GET {path} HTTP/1.1\r\nHost: hub\r\n\r\n".encode())
    return await read_status(reader)


async def test_a_stopping_hub_finishes_what_it_began_and_refuses_new_requests() -> None:
    hub = Hub(hub_settings(), routes=SLOW_ROUTES)
    await hub.start(tornado.netutil.bind_sockets(0, "127.0.0.1"))
    client = HubClient(hub.url)
    stopped = False
    try:
        reader, writer = await asyncio.open_connection("127.0.0.1", hub.port)
        assert await status_on(reader, writer, "/healthz") == 200
        began = asyncio.ensure_future(client.get("/v1/probe/slow-publish"))
        await asyncio.sleep(0.2)  # it is being answered
        stopping = asyncio.ensure_future(hub.stop())
        await asyncio.sleep(0.05)
        assert await status_on(reader, writer, "/v1/init") == 503
        reply = await began
        assert reply.status == 200, reply.body
        assert reply.results["type"] == "order.placed"
        await stopping
        stopped = True
        writer.close()
    finally:
        client.close()
        if not stopped:
            await hub.stop()
