"""The floor for `bench.long_turns`: a model turn relayed by Tornado and a socket, nothing else.

`POST /v1/assistant/messages` with `{message}` and a customer token streams the reply of the
model server at `HUB_LLM_URL`: `message_start`; a `text_delta` with the model's first text
as soon as it comes; then one every `RAW_RELAY_INTERVAL` seconds (by default 0.1, the hub's
`RELAY_INTERVAL`) with whatever came in between; `message_end`.

It is the least a relay can cost on Tornado. The model's reply is read straight from its
socket (HTTP/1.1 over plain TCP; a body that is not chunked ends with its connection) by
one timer for every turn: no task is woken, no stream reader buffers it, no transport is
paused and resumed; there is no actor, storage, turn log, money filter or relay schedule.
What the hub spends on a turn beyond this is the price of those.
"""

from __future__ import annotations

import asyncio
import itertools
import os
import socket
import urllib.parse
from collections import deque
from collections.abc import Callable

import orjson
import tornado.web
from tornado.http1connection import HTTP1Connection

from bench.harness.model_server import retrieved
from hub.auth import bearer_token, verify_customer_token
from hub.envelope import render_sse
from hub.sse import set_event_stream_headers

RELAY_INTERVAL = float(os.environ.get("RAW_RELAY_INTERVAL", "0.1"))
NUMBERS = itertools.count(1)


class ModelReply:
    """One model response: read as soon as it is readable until its first text has been
    relayed, then only when `POLLS` comes round to it, and promptly again after `[DONE]`
    until the body ends. `done` says whether the body ended (the socket may be used again)."""

    def __init__(self, sock: socket.socket, relay: Callable[[str], None]) -> None:
        self.sock = sock
        self.relay = relay
        self.done: asyncio.Future[bool] = asyncio.get_running_loop().create_future()
        self._raw = b""  # read, not yet decoded
        self._body = b""  # decoded, not yet split into lines
        self._head = True
        self._chunked = True
        self._watched = False  # the loop reads it when readable (else `POLLS` does)

    def start(self) -> None:
        self._watch(True)

    def _watch(self, watched: bool) -> None:
        if watched != self._watched:
            loop = asyncio.get_running_loop()
            if watched:
                loop.add_reader(self.sock.fileno(), self.read)
            else:
                loop.remove_reader(self.sock.fileno())
            self._watched = watched

    def read(self) -> None:
        try:
            data = self.sock.recv(65536)
        except BlockingIOError:
            data = None
        except OSError:
            data = b""
        if data == b"":
            self._end(False)
        elif data:
            self._take(data)
        if not self.done.done() and not self._watched:
            POLLS.add(self)

    def _take(self, data: bytes) -> None:
        self._raw += data
        if self._head:
            head, found, rest = self._raw.partition(b"\r\n\r\n")
            if not found:
                return
            self._head, self._raw = False, rest
            self._chunked = b"chunked" in head.lower()
        body_ended = self._decode()
        end = self._body.rfind(b"\n") + 1
        texts, finished = [], False
        for line in self._body[:end].split(b"\n"):
            if line.startswith(b"data:"):
                payload = line[5:].strip()
                if payload == b"[DONE]":
                    finished = True
                    break
                for choice in orjson.loads(payload).get("choices") or []:
                    texts.append((choice.get("delta") or {}).get("content") or "")
        self._body = self._body[end:]
        if text := "".join(texts):
            self.relay(text)
            self._watch(False)
        if body_ended:
            self._end(True)
        elif finished:
            self._watch(True)

    def _decode(self) -> bool:
        """Move whole chunks from `_raw` to `_body`; whether the last chunk came."""
        if not self._chunked:
            self._body, self._raw = self._body + self._raw, b""
            return False
        raw, position = self._raw, 0
        while (line_end := raw.find(b"\r\n", position)) >= 0:
            size = int(raw[position:line_end].split(b";")[0], 16)
            if size == 0:
                self._raw = b""
                return True
            if len(raw) < line_end + 2 + size + 2:
                break
            self._body += raw[line_end + 2 : line_end + 2 + size]
            position = line_end + 2 + size + 2
        self._raw = raw[position:]
        return False

    def _end(self, complete: bool) -> None:
        self._watch(False)
        if not self.done.done():
            self.done.set_result(complete)


class Polls:
    """The replies to read again, each `RELAY_INTERVAL` after its last read, by one timer."""

    def __init__(self) -> None:
        self._due: deque[tuple[float, ModelReply]] = deque()
        self._timer: asyncio.TimerHandle | None = None

    def add(self, reply: ModelReply) -> None:
        loop = asyncio.get_running_loop()
        self._due.append((loop.time() + RELAY_INTERVAL, reply))
        if self._timer is None:
            self._timer = loop.call_at(self._due[0][0], self._poll)

    def _poll(self) -> None:
        loop = asyncio.get_running_loop()
        self._timer = None
        now, due = loop.time(), self._due
        while due and due[0][0] <= now:
            due.popleft()[1].read()
        if due and self._timer is None:
            self._timer = loop.call_at(due[0][0], self._poll)


POLLS = Polls()
IDLE_SOCKETS: list[socket.socket] = []  # to the model server, each done with its last reply


class RawTurnHandler(tornado.web.RequestHandler):
    async def post(self) -> None:
        bearer = bearer_token(self.request.headers.get("Authorization")) or ""
        verify_customer_token(os.environ["HUB_JWT_SECRET"], bearer)
        message = orjson.loads(self.request.body)["message"]
        set_event_stream_headers(self)
        reply, sequence, said = f"{next(NUMBERS):024x}", itertools.count(1), []
        self.write(render_sse("message_start", {}, f"{reply}:{next(sequence)}"))
        self.flush()
        connection = self.request.connection
        assert isinstance(connection, HTTP1Connection)

        def relay(text: str) -> None:
            """Straight to the connection, which frames the chunked encoding: the least a
            write costs (the hub's streams go through their handler's write and flush)."""
            said.append(text)
            if not connection.stream.closed():
                frame = render_sse("text_delta", {"delta": text}, f"{reply}:{next(sequence)}")
                connection.write(frame.encode()).add_done_callback(retrieved)

        url = urllib.parse.urlsplit(os.environ["HUB_LLM_URL"])
        body = orjson.dumps(
            {"model": "raw", "stream": True, "messages": [{"role": "user", "content": message}]}
        )
        request = (
            f"POST {url.path.rstrip('/')}/chat/completions HTTP/1.1\r\nHost: {url.netloc}\r\n"
            f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\n\r\n"
        ).encode() + body
        if IDLE_SOCKETS:
            sock = IDLE_SOCKETS.pop()
        else:
            sock = socket.socket()
            sock.setblocking(False)
            await asyncio.get_running_loop().sock_connect(sock, (url.hostname, url.port))
        sock.send(request)  # a few hundred bytes: the socket's buffer takes them
        model = ModelReply(sock, relay)
        model.start()
        if await model.done:
            IDLE_SOCKETS.append(sock)
        else:
            sock.close()
        ending = {"message": {"id": reply, "content": "".join(said)}}
        self.finish(render_sse("message_end", ending, f"{reply}:{next(sequence)}"))
