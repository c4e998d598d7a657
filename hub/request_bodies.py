"""How the hub reads a request's body: as soon as its headers are in, under a deadline of its own.

Left to itself, Tornado spends five turns of the loop between a request's headers and its
handler when the handler streams its body, as every hub handler does (`HubHandler`): the
handler's `prepare` runs in a task of its own before the body is read, the body's end
reaches the handler through a future, and the server's `body_timeout` runs the read in one
more task whose end comes back through two chained futures. Each turn is a wait behind
everything else that is ready to run, so on a busy hub those turns are most of what a model
turn's start loses on its way to the model; Tornado alone, with neither, hands a small body
to its handler one turn after the headers.

`BodyFirst` gives a hub handler its body in that one turn as well:

- it reads the body at once, without waiting for `prepare`: a handler's `data_received` may
  come first (a hub handler only keeps the bytes, up to its limit, which is a class
  attribute), and `prepare` then finds the whole body there when it is small;
- it enforces `HUB_BODY_TIMEOUT_SECONDS` with one timer, armed when the headers announce a
  body and disarmed when the body has ended or the connection has gone; a body that has not
  ended in time closes the connection, as Tornado's own timeout did. The server is therefore
  started without one (`Hub.start`).

A request lives as long as its response, and a notification stream's lasts for hours: so a
request keeps no future it no longer needs. Nothing waits for `prepare` (the body is read
meanwhile), so the handler drops Tornado's future of it; a request whose headers announce
no body awaits one future resolved for all such requests instead of a future of its own.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

import tornado.httputil
import tornado.web
from tornado.http1connection import HTTP1Connection

log = logging.getLogger("hub.http")


def announces_body(headers: tornado.httputil.HTTPHeaders) -> bool:
    """Whether a request's headers say a body follows (as Tornado reads them)."""
    length = headers.get("Content-Length")
    if length is not None:
        return length.strip() != "0"
    return "chunked" in headers.get("Transfer-Encoding", "").lower()


_no_body: asyncio.Future[None] | None = None


def no_body() -> asyncio.Future[None]:
    """The resolved future every request without a body awaits: awaiting a done future
    neither waits nor touches its loop."""
    global _no_body
    if _no_body is None:
        _no_body = asyncio.Future()
        _no_body.set_result(None)
    return _no_body


class BodyFirst(tornado.web._HandlerDelegate):  # Tornado names its delegate privately
    """One request's delegate: the handler is made with the headers, the body read at once."""

    _deadline: asyncio.TimerHandle | None = None

    def __init__(self, *args: Any, body_timeout: float) -> None:
        super().__init__(*args)
        self._body_timeout = body_timeout

    def headers_received(
        self,
        start_line: tornado.httputil.RequestStartLine | tornado.httputil.ResponseStartLine,
        headers: tornado.httputil.HTTPHeaders,
    ) -> None:
        announced = announces_body(headers)
        if announced:
            loop = asyncio.get_running_loop()
            self._deadline = loop.call_later(self._body_timeout, self._too_slow)
        if self.stream_request_body:
            # What Tornado's delegate does, without handing back the future of `prepare`:
            # the connection goes on to read the body instead of waiting a loop turn for it.
            self.request._body_future = asyncio.Future() if announced else no_body()
            self.execute()
            self.handler._prepared_future = None  # its `_execute` has not started yet

    def finish(self) -> None:
        self._disarm()
        if self.stream_request_body and self.request._body_future is _no_body:
            return  # resolved already: what Tornado's delegate would do here is done
        super().finish()

    def on_connection_close(self) -> None:
        self._disarm()
        super().on_connection_close()

    def _disarm(self) -> None:
        if self._deadline is not None:
            self._deadline.cancel()
            self._deadline = None

    def _too_slow(self) -> None:
        self._deadline = None
        log.info(
            "no whole body from %s in %g s: closing", self.request.remote_ip, self._body_timeout
        )
        connection = self.request.connection
        if isinstance(connection, HTTP1Connection):
            connection.close()
