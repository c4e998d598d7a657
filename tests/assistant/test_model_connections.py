"""The hub's connections to a model server, against a server that writes exactly the bytes a
test gives it: the ways an HTTP/1.1 reply may end, a reply cut anywhere, a kept connection
the server closed meanwhile, and answers that are not HTTP."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable

import orjson
import pytest

from bench.harness.processes import free_port
from hub.assistant.llm.upstream import ModelServer, UpstreamFailed
from tests.conftest import hub_settings

Reply = Callable[[int], list[bytes]]  # the request's number on its connection -> writes


def sse(*texts: str) -> bytes:
    lines = [
        b"data: " + orjson.dumps({"choices": [{"delta": {"content": text}}]}) + b"\n\n"
        for text in texts
    ]
    return b"".join(lines) + b"data: [DONE]\n\n"


def chunked(body: bytes, size: int = 7) -> bytes:
    pieces = [body[at : at + size] for at in range(0, len(body), size)]
    return b"".join(b"%x\r\n%s\r\n" % (len(piece), piece) for piece in pieces) + b"0\r\n\r\n"


OK_CHUNKED = b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n"


class RawModel:
    """Accepts connections and answers each request with the writes `reply` gives; an empty
    write closes the connection."""

    def __init__(self, reply: Reply, port: int = 0) -> None:
        self.reply = reply
        self.connections = 0  # accepted, a spare one included
        self.asked_on = 0  # of those, the ones a request came on
        self.port = port or free_port()

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.connections += 1
        try:
            for number in range(100):
                head = await reader.readuntil(b"\r\n\r\n")
                self.asked_on += number == 0
                length = next(
                    int(line.split(b":")[1])
                    for line in head.split(b"\r\n")
                    if line.lower().startswith(b"content-length:")
                )
                await reader.readexactly(length)
                for write in self.reply(number):
                    if not write:
                        writer.close()
                        return
                    writer.write(write)
                    await writer.drain()
                    await asyncio.sleep(0.01)
        except (asyncio.IncompleteReadError, ConnectionError):
            pass
        writer.close()

    async def __aenter__(self) -> RawModel:
        self.server = await asyncio.start_server(self._serve, "127.0.0.1", self.port)
        return self

    async def __aexit__(self, *_: object) -> None:
        self.server.close()


def model_server(port: int, timeout: float = 5.0) -> ModelServer:
    return ModelServer(
        hub_settings(
            llm_url=f"http://127.0.0.1:{port}/v1", llm_model="m", llm_timeout_seconds=timeout
        )
    )


async def said(server: ModelServer, pause: float = 0.0) -> str:
    """The reply's text, read with `pause` seconds spent on each piece (a busy turn)."""
    chunks: AsyncIterator = server.stream([{"role": "user", "content": "hi"}], b"")
    texts = []
    async for chunk in chunks:
        texts.append(chunk.text)
        await asyncio.sleep(pause)
    return "".join(texts)


async def test_a_chunked_reply_cut_anywhere_reads_whole_and_its_connection_serves_the_next():
    body = chunked(sse("Hello", " there"), size=5)
    # Every byte a write of its own, then the whole reply in one write.
    whole = OK_CHUNKED + body
    async with RawModel(
        lambda n: [whole] if n else [whole[at : at + 1] for at in range(len(whole))]
    ) as raw:
        server = model_server(raw.port)
        assert await said(server) == "Hello there"
        assert await said(server) == "Hello there"
        await server.close()
    assert raw.asked_on == 1


async def test_a_reply_of_a_stated_length_keeps_its_connection():
    body = sse("one", " two")
    head = b"HTTP/1.1 200 OK\r\nContent-Length: %d\r\n\r\n" % len(body)
    async with RawModel(lambda n: [head + body[:10], body[10:]]) as raw:
        server = model_server(raw.port)
        assert [await said(server) for _ in range(3)] == ["one two"] * 3
        await server.close()
    assert raw.asked_on == 1


async def test_a_reply_that_ends_with_its_connection_is_read_whole_on_a_connection_of_its_own():
    async with RawModel(lambda n: [b"HTTP/1.0 200 OK\r\n\r\n" + sse("bye"), b""]) as raw:
        server = model_server(raw.port)
        assert await said(server) == "bye"
        assert await said(server) == "bye"
        await server.close()
    assert raw.asked_on == 2


async def test_an_interim_answer_before_the_reply_is_skipped():
    interim = b"HTTP/1.1 100 Continue\r\n\r\n"
    async with RawModel(lambda n: [interim, OK_CHUNKED + chunked(sse("ok"))]) as raw:
        server = model_server(raw.port)
        assert await said(server) == "ok"
        await server.close()


async def test_a_kept_connection_the_server_closed_is_replaced_for_the_next_request():
    # The server answers once per connection and closes it a moment later.
    async with RawModel(lambda n: [OK_CHUNKED + chunked(sse("hi")), b""]) as raw:
        server = model_server(raw.port)
        assert await said(server) == "hi"
        await asyncio.sleep(0.1)
        assert await said(server) == "hi"
        await server.close()
    assert raw.asked_on == 2


async def test_a_reply_that_ended_while_its_turn_was_busy_leaves_its_connection_reading():
    # The error and the body's end come while the first piece is being relayed, so the
    # connection ends its reply paused between two relays.
    error = b'data: {"error": "overloaded"}\n\n'
    piece = sse("a").removesuffix(b"data: [DONE]\n\n")
    first = [OK_CHUNKED + chunked(piece)[: -len(b"0\r\n\r\n")], chunked(error)]
    async with RawModel(lambda n: first if n == 0 else [OK_CHUNKED + chunked(sse("b"))]) as raw:
        server = model_server(raw.port, timeout=2.0)
        with pytest.raises(UpstreamFailed) as failed:
            await said(server, pause=0.1)
        assert failed.value.cause == "upstream_error"
        assert await said(server) == "b"
        await server.close()
    assert raw.asked_on == 1


async def test_a_request_while_another_is_answered_goes_out_on_a_connection_opened_ahead():
    whole = OK_CHUNKED + chunked(sse("x"))
    # A byte a write, 10 ms apart: the first reply is still coming when the second goes out.
    async with RawModel(lambda n: [whole[at : at + 1] for at in range(len(whole))]) as raw:
        server = model_server(raw.port)
        first = asyncio.ensure_future(said(server))
        # (under load the spare may connect before the first request's bytes are read)
        for _ in range(100):
            if raw.connections == 2 and raw.asked_on == 1:
                break
            await asyncio.sleep(0.01)
        assert raw.connections == 2 and raw.asked_on == 1  # the spare, before it is needed
        assert await said(server) == "x"
        assert raw.connections == 3 and raw.asked_on == 2  # the second went out on it
        assert await first == "x"
        await server.close()


async def test_a_model_server_back_after_being_down_serves_the_next_request():
    port = free_port()
    server = model_server(port)
    for _ in range(2):
        with pytest.raises(UpstreamFailed):
            await said(server)
    async with RawModel(lambda n: [OK_CHUNKED + chunked(sse("back"))], port) as raw:
        assert await said(server) == "back"
        await server.close()
    assert raw.asked_on == 1


@pytest.mark.parametrize(
    ("writes", "cause"),
    [
        ([b"SSH-2.0-OpenSSH\r\n\r\n"], "malformed"),
        ([OK_CHUNKED + b"zz\r\nhello\r\n"], "malformed"),
        ([OK_CHUNKED + b"5\r\nhelloXX"], "malformed"),
        ([b"HTTP/1.1 200 OK\r\nContent-Length: ten\r\n\r\n"], "malformed"),
        ([b"HTTP/1.1 200 OK\r\nContent-Length: \xb2\r\n\r\n"], "malformed"),
        ([b"HTTP/1.1 \xb200 OK\r\n\r\n"], "malformed"),
        ([OK_CHUNKED + b"-1\r\nxxxx\r\n"], "malformed"),
        ([OK_CHUNKED + b"0x10\r\nxxxx\r\n"], "malformed"),
        ([b"HTTP/1.1 200 OK\r\nX-" + b"a" * 70000], "malformed"),
        ([b""], "dropped"),
        ([OK_CHUNKED + chunked(b'data: {"choices": []}\n\n')[:-5], b""], "dropped"),
        ([b"HTTP/1.1 429 Too Many Requests\r\nContent-Length: 9\r\n\r\nslow down"], "http_429"),
    ],
)
async def test_what_is_not_a_whole_reply_fails_the_request_with_its_cause(writes, cause):
    async with RawModel(lambda n: writes) as raw:
        server = model_server(raw.port)
        with pytest.raises(UpstreamFailed) as failed:
            await said(server)
        await server.close()
    assert failed.value.cause == cause
    if cause == "http_429":
        assert "slow down" in str(failed.value)


async def test_a_model_server_that_is_not_there_is_unreachable():
    server = model_server(free_port())
    with pytest.raises(UpstreamFailed) as failed:
        await said(server)
    assert failed.value.cause == "unreachable"


async def test_a_reply_that_stops_coming_times_out():
    async with RawModel(lambda n: [OK_CHUNKED + chunked(b"data: ")[:-5]]) as raw:
        server = model_server(raw.port, timeout=0.3)
        with pytest.raises(UpstreamFailed) as failed:
            await said(server)
        await server.close()
    assert failed.value.cause == "timeout"
