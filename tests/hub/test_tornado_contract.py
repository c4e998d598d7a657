"""The parts of Tornado the hub relies on that Tornado does not promise to keep.

`hub/sse.py` writes a stream's frames as HTTP/1.1 chunks straight to the connection's stream
when Tornado chose chunking for the response (`HTTP1Connection._chunking_output`) and the
handler has not finished (`RequestHandler._finished`). `hub/request_bodies.py` subclasses
Tornado's request delegate (`tornado.web._HandlerDelegate`) and does what its
`headers_received` does for a handler that streams its body, without waiting for `prepare`;
it drops the handler's future of `prepare`, and gives a request without a body one resolved
future shared by all. Once a stream's headers are sent, its handler's header table is
replaced (`hub.sse.let_go_of_headers`). setup.cfg pins Tornado to the range these tests passed with: when a new release fails here,
adapt the hub before widening the pin.
"""

from __future__ import annotations

import asyncio
import inspect
import socket
from typing import Any

import tornado.httpserver
import tornado.netutil
import tornado.web
from tornado.http1connection import HTTP1Connection
from tornado.iostream import IOStream


class Seen:
    def __init__(self) -> None:
        self.values: dict[str, Any] = {}
        self.done = asyncio.Event()


class Streaming(tornado.web.RequestHandler):
    def initialize(self, seen: Seen) -> None:
        self.seen = seen

    async def get(self) -> None:
        connection = self.request.connection
        assert isinstance(connection, HTTP1Connection)
        self.seen.values["finished before"] = self._finished
        self.set_header("Content-Type", "text/event-stream")
        self.write(b"first\n")
        await self.flush()
        self.seen.values["chunking"] = connection._chunking_output
        self.seen.values["stream"] = connection.stream
        self.finish()
        self.seen.values["finished after"] = self._finished
        self.seen.done.set()


class Untouchable:
    """A header table that fails whoever reads it."""

    def __getattr__(self, name: str) -> Any:
        raise AssertionError(f"the sent headers were read: {name}")

    def __contains__(self, name: object) -> bool:
        raise AssertionError(f"the sent headers were read: {name!r}")

    def __getitem__(self, name: str) -> str:
        raise AssertionError(f"the sent headers were read: {name}")

    def __iter__(self) -> Any:
        raise AssertionError("the sent headers were read")


class StreamingPastItsHeaders(Streaming):
    async def get(self) -> None:
        try:
            self.set_header("Content-Type", "text/event-stream")
            self.write(b"head\n")
            await self.flush()
            self._headers = Untouchable()  # type: ignore[assignment]
            self.write(b"first\n")
            await self.flush()
            self.finish()
        except Exception as exc:
            self.seen.values["error"] = exc
        self.seen.done.set()


async def answer(
    http_version: str, handler: type[Streaming] = Streaming
) -> tuple[dict[str, Any], bytes]:
    seen = Seen()
    app = tornado.web.Application([("/", handler, {"seen": seen})])
    sockets = tornado.netutil.bind_sockets(0, "127.0.0.1")
    server = tornado.httpserver.HTTPServer(app)
    server.add_sockets(sockets)
    port = sockets[0].getsockname()[1]
    loop = asyncio.get_running_loop()
    client = socket.create_connection(("127.0.0.1", port))
    client.setblocking(False)
    try:
        await loop.sock_sendall(client, f"GET / {http_version}\r\nHost: x\r\n\r\n".encode())
        await asyncio.wait_for(seen.done.wait(), 10)
        received = b""
        while b"first" not in received:
            received += await asyncio.wait_for(loop.sock_recv(client, 65536), 10)
    finally:
        client.close()
        server.stop()
    return seen.values, received


async def test_a_streamed_http_1_1_response_is_chunked_and_says_so() -> None:
    values, received = await answer("HTTP/1.1")
    assert values["chunking"] is True
    assert b"transfer-encoding: chunked" in received.lower()
    assert isinstance(values["stream"], IOStream)


async def test_an_http_1_0_response_is_not_chunked_and_says_so() -> None:
    values, received = await answer("HTTP/1.0")
    assert values["chunking"] is False
    assert b"transfer-encoding" not in received.lower()


async def test_a_response_past_its_headers_never_reads_their_table() -> None:
    for version in ("HTTP/1.1", "HTTP/1.0"):
        values, received = await answer(version, StreamingPastItsHeaders)
        assert "error" not in values, values
        assert b"head\n" in received and b"first\n" in received


def test_a_handler_waits_for_a_prepare_future_only_when_it_has_one() -> None:
    steps = [
        line.strip() for line in inspect.getsource(tornado.web.RequestHandler._execute).splitlines()
    ]
    assert "if self._prepared_future is not None:" in steps
    assert "if self._prepared_future is not None and not self._prepared_future.done():" in steps
    assert "await self.request._body_future" in steps
    closing = inspect.getsource(tornado.web.RequestHandler.on_connection_close)
    assert "if not self.request._body_future.done():" in closing


async def test_a_handler_knows_whether_it_has_finished() -> None:
    values, _ = await answer("HTTP/1.1")
    assert values["finished before"] is False and values["finished after"] is True


def test_the_request_delegate_is_built_and_starts_a_streamed_body_as_the_hub_does() -> None:
    delegate = tornado.web._HandlerDelegate
    assert list(inspect.signature(delegate.__init__).parameters) == [
        "self",
        "application",
        "request",
        "handler_class",
        "handler_kwargs",
        "path_args",
        "path_kwargs",
    ]
    assert list(inspect.signature(tornado.web.Application.get_handler_delegate).parameters) == [
        "self",
        "request",
        "target_class",
        "target_kwargs",
        "path_args",
        "path_kwargs",
    ]
    # `BodyFirst.headers_received` repeats these two steps and leaves out the return
    steps = [line.strip() for line in inspect.getsource(delegate.headers_received).splitlines()]
    at = steps.index("if self.stream_request_body:")
    assert steps[at + 1 : at + 3] == [
        "self.request._body_future = Future()",
        "return self.execute()",
    ]
    for name in ("execute", "finish", "on_connection_close", "data_received"):
        assert callable(getattr(delegate, name)), name
