"""Stream tickets over real sockets: a browser's EventSource opens the notification stream."""

from __future__ import annotations

import logging
import time
from urllib.parse import quote

import pytest

from hub.notifications.tickets import MemoryUsedTickets, StreamTickets
from tests.conftest import customer_token
from tests.handlers.test_base import assert_failure
from tests.handlers.test_notifications import eventually, note, publish, subscriber_count
from tests.handlers.test_notifications_across_hubs import two_hubs


async def ticket_for(client, customer: str) -> str:
    reply = await client.post("/v1/notifications/sse-ticket", token=customer_token(customer))
    assert reply.status == 200, reply.body
    assert reply.status_message == "CREATED"
    assert set(reply.results) == {"ticket", "expiresAt"}
    return reply.results["ticket"]


async def open_with(client, ticket: str, last_event_id: str | None = None):
    path = f"/v1/notifications/sse?ticket={quote(ticket)}"
    if last_event_id:
        path += f"&lastEventId={quote(last_event_id)}"
    return await client.stream("GET", path)


async def test_a_ticket_opens_the_customers_stream_once(client, caplog):
    ticket = await ticket_for(client, "ticketed")
    with caplog.at_level(logging.DEBUG):
        stream = await open_with(client, ticket)
        try:
            assert stream.status == 200
            await eventually(lambda: _streaming(client, "ticketed"))
            (row,) = await publish(client, note("ticketed"))
            event = await stream.next_event()
            assert (event.event, event.id, event.data) == ("notification", row["_id"], row)
            again = await client.get(f"/v1/notifications/sse?ticket={quote(ticket)}")
            assert_failure(again, 401, "INVALID_TOKEN")
        finally:
            stream.close()
    logged = " ".join(f"{record.getMessage()} {record.__dict__}" for record in caplog.records)
    assert "GET /v1/notifications/sse 401" in logged  # the replay, its ticket in the URL
    assert ticket.split(".")[-1] not in logged  # no part of the ticket, however quoted


async def _streaming(client, customer: str) -> bool:
    return await subscriber_count(client, customer) > 0


async def test_a_ticket_resumes_after_the_last_event_id(client):
    first, second = await publish(client, note("resumer"), note("resumer", "order.confirmed"))
    stream = await open_with(client, await ticket_for(client, "resumer"), first["_id"])
    try:
        assert (await stream.next_event()).id == second["_id"]
    finally:
        stream.close()


async def test_refused_tickets(client):
    assert_failure(
        await client.post("/v1/notifications/sse-ticket"), 401, "AUTHENTICATION_REQUIRED"
    )
    ticket = await ticket_for(client, "forger")
    expires, nonce, _customer, signature = ticket.split(".")
    forged = f"{expires}.{nonce}.b3RoZXI.{signature}"  # another customer, same signature
    for bad in (forged, "garbage", ticket + "x", ""):
        reply = await client.get(f"/v1/notifications/sse?ticket={quote(bad)}")
        assert_failure(reply, 401, "INVALID_TOKEN")


async def test_a_ticket_expires_after_its_lifetime():
    tickets = StreamTickets("secret", MemoryUsedTickets(), ttl_seconds=60)
    ticket = tickets.issue("late")
    assert ticket.expires_at == pytest.approx(time.time() + 60, abs=2)
    stale = StreamTickets("secret", MemoryUsedTickets(), ttl_seconds=-1).issue("late")
    with pytest.raises(Exception, match="TOKEN_EXPIRED"):
        await tickets.redeem(stale.value)
    assert await tickets.redeem(ticket.value) == "late"


async def test_a_ticket_from_one_hub_opens_a_stream_on_another_once(
    hub_factory, redis_server, monkeypatch, client_for
):
    hub_a, hub_b = await two_hubs(hub_factory, redis_server, monkeypatch)
    a, b = client_for(hub_a), client_for(hub_b)
    ticket = await ticket_for(a, "balanced")
    stream = await open_with(b, ticket)
    try:
        assert stream.status == 200
        replay = await a.get(f"/v1/notifications/sse?ticket={quote(ticket)}")
        assert_failure(replay, 401, "INVALID_TOKEN")
    finally:
        stream.close()
