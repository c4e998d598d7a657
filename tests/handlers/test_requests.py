"""Requests the way clients get them wrong: huge bodies, slow headers, odd paths, languages."""

from __future__ import annotations

import asyncio

import pytest

from tests.conftest import INTERNAL_TOKEN, customer_token
from tests.handlers.test_base import assert_failure


async def raw_exchange(port: int, request: bytes, *, read_timeout: float = 10) -> bytes:
    """Send `request` as is and read the whole answer until the server closes."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    try:
        writer.write(request)
        await writer.drain()
        return await asyncio.wait_for(reader.read(), read_timeout)
    finally:
        writer.close()


@pytest.mark.parametrize("size", [64 * 1024 + 1, 5 * 1024 * 1024, 20 * 1024 * 1024])
async def test_an_oversized_body_gets_the_envelope_not_a_reset(client, size):
    reply = await client.post(
        "/v1/push/register",
        body=b'{"token": "' + b"x" * size + b'"}',
        token=customer_token("big"),
        headers={"Content-Type": "application/json"},
    )
    (problem,) = assert_failure(reply, 400, "VALIDATION_ERROR")["error"]["data"]
    assert problem["field"] == "body" and "65536" in problem["message"]


async def test_an_oversized_chunked_body_gets_the_envelope_too(hub):
    token = customer_token("chunky")
    chunk = b"x" * 100_000
    body = b"".join(b"%x\r\n%s\r\n" % (len(chunk), chunk) for _ in range(3)) + b"0\r\n\r\n"
    answer = await raw_exchange(
        hub.port,
        b"POST /v1/push/register HTTP/1.1\r\nHost: hub\r\nConnection: close\r\n"
        b"Authorization: Bearer " + token.encode() + b"\r\n"
        b"Transfer-Encoding: chunked\r\n\r\n" + body,
    )
    assert answer.startswith(b"HTTP/1.1 400")
    assert b'"statusMessage":"VALIDATION_ERROR"' in answer and b'"field":"body"' in answer


async def test_producers_may_send_larger_batches_than_customers(client):
    headers = {"Authorization": f"Bearer {INTERNAL_TOKEN}"}
    entries = [{"customerId": "batch", "type": "order.placed"} for _ in range(500)]
    text = {"en": "x" * 120, "ar": "y" * 120}
    for entry in entries:
        entry["title"] = text
    reply = await client.post(
        "/internal/v1/notifications", json={"notifications": entries}, headers=headers
    )
    assert reply.status == 200 and len(reply.body) > 64 * 1024
    huge = await client.post(
        "/internal/v1/notifications", body=b"{" + b" " * (3 * 1024 * 1024) + b"}", headers=headers
    )
    (problem,) = assert_failure(huge, 400, "VALIDATION_ERROR")["error"]["data"]
    assert problem["field"] == "body"


async def test_a_client_slow_to_send_its_headers_is_disconnected(hub_factory):
    hub = await hub_factory(header_timeout_seconds=0.3)
    reader, writer = await asyncio.open_connection("127.0.0.1", hub.port)
    writer.write(b"GET /healthz HTTP/1.1\r\nHost: hub\r\n")  # ...and never the blank line
    await writer.drain()
    assert await asyncio.wait_for(reader.read(), 5) == b""
    writer.close()


async def test_a_client_slow_to_send_its_body_is_disconnected(hub_factory):
    hub = await hub_factory(body_timeout_seconds=0.3)
    reader, writer = await asyncio.open_connection("127.0.0.1", hub.port)
    writer.write(b"POST /v1/push/register HTTP/1.1\r\nHost: hub\r\nContent-Length: 100\r\n\r\n{")
    await writer.drain()
    assert await asyncio.wait_for(reader.read(), 5) == b""
    writer.close()


async def read_answer(reader: asyncio.StreamReader) -> tuple[bytes, bytes]:
    """One answer on a kept-alive connection: its status line and its body."""
    head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), 5)
    length = next(
        int(line.split(b":", 1)[1])
        for line in head.split(b"\r\n")
        if line.lower().startswith(b"content-length:")
    )
    return head.split(b"\r\n", 1)[0], await asyncio.wait_for(reader.readexactly(length), 5)


async def test_a_body_in_pieces_is_answered_and_its_deadline_ends_with_it(hub_factory):
    """The body deadline runs from the headers to the body's end, and no further: a body
    whose pieces come within it is answered, and the connection then stays open, idle,
    past it."""
    hub = await hub_factory(body_timeout_seconds=0.3)
    body = b'{"token": "' + b"t" * 40 + b'", "platform": "ios"}'
    reader, writer = await asyncio.open_connection("127.0.0.1", hub.port)
    try:
        writer.write(
            b"POST /v1/push/register HTTP/1.1\r\nHost: hub\r\nContent-Type: application/json\r\n"
            + f"Authorization: Bearer {customer_token('slowish')}\r\n".encode()
            + f"Content-Length: {len(body)}\r\n\r\n".encode()
            + body[:10]
        )
        await writer.drain()
        await asyncio.sleep(0.15)
        writer.write(body[10:])
        await writer.drain()
        status, answer = await read_answer(reader)
        assert status == b"HTTP/1.1 200 OK" and b'"CREATED"' in answer
        await asyncio.sleep(0.5)
        writer.write(b"GET /healthz HTTP/1.1\r\nHost: hub\r\n\r\n")
        await writer.drain()
        status, _ = await read_answer(reader)
        assert status == b"HTTP/1.1 200 OK"
    finally:
        writer.close()


async def test_a_stream_outlives_the_request_timeouts(hub_factory, client_for):
    hub = await hub_factory(header_timeout_seconds=0.2, body_timeout_seconds=0.2)
    stream = await client_for(hub).stream(
        "GET", "/v1/notifications/sse", token=customer_token("patient")
    )
    await asyncio.sleep(0.6)
    reply = await client_for(hub).post(
        "/internal/v1/notifications",
        json={"customerId": "patient", "type": "order.placed"},
        headers={"Authorization": f"Bearer {INTERNAL_TOKEN}"},
    )
    assert reply.status == 200
    assert (await stream.next_event()).event == "notification"
    stream.close()


@pytest.mark.parametrize(
    "path",
    [
        "/static/%00",
        "/static/app/%00",
        "/static/app/a%00b.js",
        "/static/app/%0A",
        "/static/app/%FF",
        "/static/app/..%2f..%2fetc/passwd",
        "/static/app//etc/passwd",
    ],
)
async def test_a_malformed_static_path_is_not_found(client, path):
    assert_failure(await client.get(path), 404, "RESOURCE_NOT_FOUND")


@pytest.mark.parametrize(
    ("header", "language"),
    [
        ("en;q=0.5, ar;q=0.9", "ar"),
        ("ar;q=0.9, en", "en"),
        ("fr-FR, ar;q=0.2", "ar"),
        ("*", "en"),
        ("fr, *;q=0.5, ar;q=0.4", "en"),
        ("ar;q=0, en;q=0.1", "en"),
        ("de", "en"),
        ("ar-KW", "ar"),
        (";;;q=,", "en"),
    ],
)
async def test_accept_language_honours_q_values(client, header, language):
    reply = await client.get("/v1/nowhere", headers={"Accept-Language": header})
    message = reply.json["error"]["message"]
    assert any("\u0600" <= ch <= "\u06ff" for ch in message) == (language == "ar")
