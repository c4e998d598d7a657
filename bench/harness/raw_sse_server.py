"""The ceiling for `bench.notifications` and `bench.long_turns`: plain Tornado SSE, no
actors, no storage, no validation.

It speaks just enough of the hub's protocol for the same load generators to drive it:

- `GET /v1/notifications/sse` with `Authorization: Bearer <customer id>` holds an event
  stream for that customer (the bearer value *is* the id: no JWT work), or with a customer
  token when `HUB_JWT_SECRET` is set;
- `POST /internal/v1/notifications` with `{notifications: [{customerId, type, data}, ...]}`
  writes one `event: notification` frame to each named customer's streams;
- `POST /v1/assistant/messages` relays a model server's reply (`raw_turns`);
- `GET /healthz` and `GET /metrics` (the process's own figures), for the benches' checks.

Whatever the hub costs beyond this, per connection and per message, is the price of its
actors, storage, validation and routing. Its full collections are kept short as the hub's
are (`hub.heap`): a collection walking 10,000 streams stops the loop for most of a second.

    HUB_PORT=8091 python -m bench.harness.raw_sse_server
"""

from __future__ import annotations

import asyncio
import itertools
import logging
import os
from typing import Any

import orjson
import prometheus_client
import tornado.httpserver
import tornado.httputil
import tornado.netutil
import tornado.web
from tornado.iostream import StreamClosedError

from bench.harness.processes import raise_fd_limit
from bench.harness.raw_turns import RawTurnHandler
from hub.auth import bearer_token, verify_customer_token
from hub.event_loop import event_loop_runner
from hub.heap import HeapKeeper
from hub.sse import set_event_stream_headers

STREAMS: dict[str, list[RawStreamHandler]] = {}
NUMBERS = itertools.count(1)


def customer_of(request: tornado.httputil.HTTPServerRequest) -> str:
    bearer = bearer_token(request.headers.get("Authorization")) or ""
    secret = os.environ.get("HUB_JWT_SECRET")
    return verify_customer_token(secret, bearer) if secret and "." in bearer else bearer


class RawStreamHandler(tornado.web.RequestHandler):
    ended = 0  # streams closed so far, on the class
    customer = ""
    _done: asyncio.Future[None] | None = None

    async def get(self) -> None:
        self.customer = customer_of(self.request)
        set_event_stream_headers(self)
        self.flush()
        self._done = asyncio.get_running_loop().create_future()
        STREAMS.setdefault(self.customer, []).append(self)
        await self._done

    def send(self, frame: str) -> None:
        try:
            self.write(frame)
            self.flush()
        except StreamClosedError:
            self.on_connection_close()

    def on_connection_close(self) -> None:
        streams = STREAMS.get(self.customer, [])
        if self in streams:
            RawStreamHandler.ended += 1
            streams.remove(self)
            if not streams:
                del STREAMS[self.customer]
        if self._done is not None and not self._done.done():
            self._done.set_result(None)


class RawPublishHandler(tornado.web.RequestHandler):
    def post(self) -> None:
        body: dict[str, Any] = orjson.loads(self.request.body)
        entries = body.get("notifications") or [body]
        rows = []
        for entry in entries:
            row = {
                "_id": f"{next(NUMBERS):024x}",
                "type": entry["type"],
                "status": "unread",
                "data": entry.get("data") or {},
            }
            frame = f"event: notification\nid: {row['_id']}\ndata: {orjson.dumps(row).decode()}\n\n"
            for stream in list(STREAMS.get(entry["customerId"], ())):
                stream.send(frame)
            rows.append(row)
        self.write({"success": True, "results": {"notifications": rows}})


def population() -> tuple[int, int]:
    """Streams open and streams closed so far, for `HeapKeeper`: without them it would take
    every doubling of the heap (5,000 streams connecting) for dead objects and sweep."""
    return sum(len(streams) for streams in STREAMS.values()), RawStreamHandler.ended


class RawHealthHandler(tornado.web.RequestHandler):
    def get(self) -> None:
        self.write({"status": "ok"})


class RawMetricsHandler(tornado.web.RequestHandler):
    def get(self) -> None:
        self.set_header("Content-Type", prometheus_client.CONTENT_TYPE_LATEST)
        self.write(prometheus_client.generate_latest())


def main() -> None:
    logging.basicConfig(level=logging.INFO)  # the heap keeper's sweeps, in the bench's log
    raise_fd_limit()
    app = tornado.web.Application(
        [
            (r"/v1/notifications/sse", RawStreamHandler),
            (r"/internal/v1/notifications", RawPublishHandler),
            (r"/v1/assistant/messages", RawTurnHandler),
            (r"/healthz", RawHealthHandler),
            (r"/metrics", RawMetricsHandler),
        ]
    )

    async def serve() -> None:
        server = tornado.httpserver.HTTPServer(app, idle_connection_timeout=3600)
        port = int(os.environ.get("HUB_PORT", "8091"))
        server.add_sockets(tornado.netutil.bind_sockets(port, "127.0.0.1"))
        print(f"raw SSE server on http://127.0.0.1:{port}", flush=True)
        HeapKeeper(population).start()
        await asyncio.Event().wait()

    event_loop_runner()(serve())  # as the hub: the bench hides uvloop to measure without


if __name__ == "__main__":
    main()
