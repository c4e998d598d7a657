"""Assistant turns as the benches send and read them.

`SHOPPING` is a shopper's conversation with the embedded brain (a search, a follow-up, the
offers, the cart). `TurnStream` reads one streamed turn as raw bytes, timing its deltas by
the kernel's receive stamps; `first_event_split` turns those stamps and the model server's
into the shopper's wait beyond the model.
"""

from __future__ import annotations

import asyncio
import socket
import time

import orjson

from bench.harness.model_server import SO_TIMESTAMPNS, STAMP_SPACE, kernel_arrival
from bench.harness.processes import SECRET
from hub.auth import issue_customer_token

SHOPPING = (
    "do you have milk",
    "add 2 of the first one",
    "show me the offers",
    "what's in my cart",
    "do you have bananas",
    "deliver to Jabriya",
)


def turn_settings(model_port: int, turns: int) -> dict[str, str]:
    """A server's settings for relaying the model at `model_port`, with room for `turns`
    model requests at once (and a customer's several turns open together)."""
    return {
        "HUB_LLM_URL": f"http://127.0.0.1:{model_port}/v1",
        "HUB_LLM_MODEL": "scripted",
        "HUB_LLM_MAX_CONCURRENCY": str(turns + 16),
        "HUB_LLM_TIMEOUT_SECONDS": "120",
        "HUB_SSE_MAX_STREAMS_PER_CUSTOMER": "10",
    }


# (POST sent, first text_delta at the client's socket, that read by the client, text_delta
# events, ended with message_end, the longest wait between two reads that brought text)
TurnFigures = tuple[float, float, float, int, bool, float]


class TurnStream:
    """One `POST /v1/assistant/messages`, read as bytes: when the first delta came, how many
    deltas, whether it ended with `message_end`, and the longest the reply stood still.

    Times of arrival are the kernel's receive stamps on the socket (`SO_TIMESTAMPNS`, as the
    model server stamps requests): a client process serving hundreds of streams on a
    machine it shares with the hub reads late now and then, and that wait is not the hub's.
    A read that brings several segments carries the last one's stamp, never an earlier time.
    """

    def __init__(self, request: bytes) -> None:
        self.request = request
        self.sent = 0.0
        self.first_delta = 0.0
        self.first_delta_read = 0.0
        self.last_delta = 0.0
        self.longest_gap = 0.0
        self.tokens = 0
        self.ended = False
        self._tail = b""

    async def run(self, port: int) -> None:
        loop = asyncio.get_running_loop()
        self.done: asyncio.Future[None] = loop.create_future()  # set when the hub closes
        with socket.socket() as sock:
            sock.setblocking(False)
            sock.setsockopt(socket.SOL_SOCKET, SO_TIMESTAMPNS, 1)
            await loop.sock_connect(sock, ("127.0.0.1", port))
            self.sent = time.monotonic()
            sock.send(self.request)  # a few hundred bytes: the socket's buffer takes them
            loop.add_reader(sock.fileno(), self._readable, sock)
            try:
                await asyncio.wait_for(self.done, 300)
            finally:
                loop.remove_reader(sock.fileno())

    def _readable(self, sock: socket.socket) -> None:
        try:
            data, ancillary, _, _ = sock.recvmsg(65536, STAMP_SPACE)
        except BlockingIOError:
            return
        except OSError:
            data, ancillary = b"", []
        if not data:
            if not self.done.done():
                self.done.set_result(None)
            return
        self._received(data, kernel_arrival(ancillary) or time.monotonic())

    def _received(self, data: bytes, arrived: float) -> None:
        window = self._tail + data
        deltas = window.count(b"event: text_delta") - self._tail.count(b"event: text_delta")
        if deltas:
            if not self.first_delta:
                self.first_delta = arrived
                self.first_delta_read = time.monotonic()
            else:
                self.longest_gap = max(self.longest_gap, arrived - self.last_delta)
            self.last_delta = arrived
        self.tokens += deltas
        if b"event: message_end" in window:
            self.ended = True
        self._tail = window[-32:]

    def figures(self) -> TurnFigures:
        return (
            self.sent,
            self.first_delta,
            self.first_delta_read,
            self.tokens,
            self.ended,
            self.longest_gap,
        )


def first_event_split(
    sent: float, first_delta: float, arrived: float, first_token: float
) -> tuple[float, float, float]:
    """A turn's added time to first event and its two parts, in ms: (POST -> model, model
    token -> client, added TTFE). Both benches of turns read the shopper's wait this way."""
    to_model, from_model = (arrived - sent) * 1000, (first_delta - first_token) * 1000
    return to_model, from_model, to_model + from_model


def turn_request(port: int, customer: str, message: str) -> bytes:
    """`POST /v1/assistant/messages` of `message` by `customer`, asking for the SSE reply."""
    token = issue_customer_token(SECRET, customer, 3600)
    body = orjson.dumps({"message": message})
    return (
        f"POST /v1/assistant/messages HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n"
        f"Authorization: Bearer {token}\r\nAccept: text/event-stream\r\n"
        f"Content-Type: application/json\r\nConnection: close\r\n"
        f"Content-Length: {len(body)}\r\n\r\n"
    ).encode() + body


async def run_turns(
    port: int, customers: list[str], tag: str, ramp: float = 0.0
) -> list[TurnStream]:
    """One turn per customer, started evenly over `ramp` seconds; each read to its end."""
    streams: list[TurnStream] = []
    began = time.monotonic()

    async def one(index: int, customer: str) -> None:
        await asyncio.sleep(max(0.0, began + ramp * index / len(customers) - time.monotonic()))
        stream = streams[index] = TurnStream(turn_request(port, customer, f"{tag} {index}"))
        await stream.run(port)

    streams.extend(TurnStream(b"") for _ in customers)
    await asyncio.gather(*(one(n, c) for n, c in enumerate(customers)), return_exceptions=True)
    return streams
