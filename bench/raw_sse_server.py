"""The ceiling for `bench/notifications.py`: plain Tornado SSE, no actors, no storage, no auth.

It speaks just enough of the hub's protocol for the same load generator to drive it:

- `GET /v1/notifications/sse` with `Authorization: Bearer <customer id>` holds an event
  stream for that customer (the bearer value *is* the id: no JWT work);
- `POST /internal/v1/notifications` with `{notifications: [{customerId, type, data}, ...]}`
  writes one `event: notification` frame to each named customer's streams.

Whatever the hub costs beyond this, per connection and per message, is the price of its
actors, storage, validation and routing.

    HUB_PORT=8091 python bench/raw_sse_server.py
"""

from __future__ import annotations

import asyncio
import itertools
import os
import resource
import sys
from pathlib import Path
from typing import Any

import tornado.httpserver
import tornado.netutil
import tornado.web
import ujson
from tornado.iostream import StreamClosedError

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # not this folder's `actors.py`
from hub.cli import event_loop_runner

STREAMS: dict[str, list[RawStreamHandler]] = {}
NUMBERS = itertools.count(1)


class RawStreamHandler(tornado.web.RequestHandler):
    customer = ""
    _done: asyncio.Future[None] | None = None

    async def get(self) -> None:
        self.customer = self.request.headers.get("Authorization", "").removeprefix("Bearer ")
        self.set_header("Content-Type", "text/event-stream; charset=UTF-8")
        self.set_header("Cache-Control", "no-cache")
        self.set_header("X-Accel-Buffering", "no")
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
            streams.remove(self)
            if not streams:
                del STREAMS[self.customer]
        if self._done is not None and not self._done.done():
            self._done.set_result(None)


class RawPublishHandler(tornado.web.RequestHandler):
    def post(self) -> None:
        body: dict[str, Any] = ujson.loads(self.request.body)
        entries = body.get("notifications") or [body]
        rows = []
        for entry in entries:
            row = {
                "_id": f"{next(NUMBERS):024x}",
                "type": entry["type"],
                "status": "unread",
                "data": entry.get("data") or {},
            }
            frame = f"event: notification\nid: {row['_id']}\ndata: {ujson.dumps(row)}\n\n"
            for stream in list(STREAMS.get(entry["customerId"], ())):
                stream.send(frame)
            rows.append(row)
        self.write({"success": True, "results": {"notifications": rows}})


def main() -> None:
    _soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    app = tornado.web.Application(
        [
            (r"/v1/notifications/sse", RawStreamHandler),
            (r"/internal/v1/notifications", RawPublishHandler),
        ]
    )

    async def serve() -> None:
        server = tornado.httpserver.HTTPServer(app, idle_connection_timeout=3600)
        port = int(os.environ.get("HUB_PORT", "8091"))
        server.add_sockets(tornado.netutil.bind_sockets(port, "127.0.0.1"))
        print(f"raw SSE server on http://127.0.0.1:{port}", flush=True)
        await asyncio.Event().wait()

    event_loop_runner()(serve())  # as the hub: the bench hides uvloop to measure without


if __name__ == "__main__":
    main()
