"""Property-based requests over every route, method, header and body shape.

Whatever a client sends, as long as it is HTTP, the hub answers with the envelope (or the
stream, page or file the route serves) and never with a 500. The hub runs in a thread of its
own; each example sends a batch of requests over one keep-alive connection, so the suite
makes tens of thousands of requests in well under a minute.
"""

from __future__ import annotations

import asyncio
import json
import logging
import re
import socket
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any
from urllib.parse import quote

import pytest
import tornado.netutil
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from hub.app import Hub
from hub.errors import STATUS_CODES
from tests.conftest import DEBUG_TOKEN, GUEST_A, INTERNAL_TOKEN, customer_token, hub_settings

REQUESTS_PER_EXAMPLE = 100
EXAMPLES = 205  # x 100 = 20,500 requests
METHODS = ["GET", "POST", "PATCH", "PUT", "DELETE", "HEAD", "OPTIONS", "BREW"]
# Responses that are not the envelope by design: streams, pages, their files, pictures, and
# the Prometheus text of `/metrics`.
NOT_ENVELOPES = (
    "text/event-stream",
    "text/html",
    "text/javascript",
    "text/css",
    "image/svg",
    "text/plain; version=",
)
# JSON, but not an envelope: the API description itself.
NOT_ENVELOPE_PATHS = (b"/openapi.json",)


@dataclass
class Answer:
    status: int
    headers: dict[str, str]
    body: bytes


class HubThread:
    """A hub on its own loop in a thread, so the test can drive it with blocking sockets."""

    def __init__(self, **overrides: Any) -> None:
        self._overrides = overrides
        self._ready = threading.Event()
        self._loop: asyncio.AbstractEventLoop | None = None
        self.hub: Hub | None = None
        self._thread = threading.Thread(target=self._run, daemon=True)

    def __enter__(self) -> HubThread:
        self._thread.start()
        assert self._ready.wait(30), "the hub did not start"
        return self

    def __exit__(self, *exc: Any) -> None:
        assert self._loop is not None and self.hub is not None
        asyncio.run_coroutine_threadsafe(self.hub.stop(), self._loop).result(30)
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(30)

    def _run(self) -> None:
        loop = self._loop = asyncio.new_event_loop()
        asyncio.set_event_loop(loop)
        self.hub = Hub(hub_settings(**self._overrides))
        loop.run_until_complete(self.hub.start(tornado.netutil.bind_sockets(0, "127.0.0.1")))
        self._ready.set()
        loop.run_forever()
        loop.close()

    @property
    def port(self) -> int:
        assert self.hub is not None and self.hub.port is not None
        return self.hub.port


class KeepAliveClient:
    """HTTP/1.1 over one socket, reopened when the server closes it or a stream opens."""

    def __init__(self, port: int) -> None:
        self._port = port
        self._sock: socket.socket | None = None
        self._buffer = b""

    def close(self) -> None:
        if self._sock is not None:
            self._sock.close()
            self._sock = None
        self._buffer = b""

    def exchange(self, request: bytes, method: str) -> Answer:
        for attempt in range(2):
            if self._sock is None:
                self._sock = socket.create_connection(("127.0.0.1", self._port), timeout=15)
            try:
                self._sock.sendall(request)
                return self._read_answer(method)
            except (ConnectionError, EOFError):
                self.close()  # the server ended a kept-alive connection; send it again
                if attempt:
                    raise
        raise AssertionError("unreachable")

    def _read(self, size: int = 65536) -> None:
        assert self._sock is not None
        data = self._sock.recv(size)
        if not data:
            raise EOFError
        self._buffer += data

    def _read_until(self, marker: bytes) -> bytes:
        while marker not in self._buffer:
            self._read()
        head, self._buffer = self._buffer.split(marker, 1)
        return head

    def _read_exactly(self, size: int) -> bytes:
        while len(self._buffer) < size:
            self._read()
        data, self._buffer = self._buffer[:size], self._buffer[size:]
        return data

    def _read_answer(self, method: str) -> Answer:
        head = self._read_until(b"\r\n\r\n").decode("latin-1")
        status_line, *lines = head.split("\r\n")
        status = int(status_line.split()[1])
        headers = {}
        for line in lines:
            name, _, value = line.partition(":")
            headers[name.strip().lower()] = value.strip()
        if method == "HEAD" or status in (204, 304):
            body = b""
        elif headers.get("content-type", "").startswith("text/event-stream"):
            body = self._read_stream_start(headers)
            self.close()  # a stream stays open: leave it and carry on on a new connection
            return Answer(status, headers, body)
        elif headers.get("transfer-encoding", "").lower() == "chunked":
            body = self._read_chunked()
        else:
            body = self._read_exactly(int(headers.get("content-length", "0")))
        if headers.get("connection", "").lower() == "close":
            self.close()
        return Answer(status, headers, body)

    def _read_chunked(self) -> bytes:
        parts = []
        while size := int(self._read_until(b"\r\n").split(b";")[0], 16):
            parts.append(self._read_exactly(size))
            self._read_exactly(2)
        self._read_until(b"\r\n")
        return b"".join(parts)

    def _read_stream_start(self, headers: dict[str, str]) -> bytes:
        """The first chunk of a stream: `retry:` for an open one, or a whole failure event."""
        assert (
            headers.get("transfer-encoding", "").lower() == "chunked" or "content-length" in headers
        )
        if "content-length" in headers:
            return self._read_exactly(int(headers["content-length"]))
        size = int(self._read_until(b"\r\n").split(b";")[0], 16)
        return self._read_exactly(size)


# -- what the requests are made of ------------------------------------------------------

# Route patterns become templates: each group is filled with a generated segment.
_GROUP = re.compile(r"\((?:[^()\\]|\\.)*\)")


def path_templates(hub: Hub) -> list[str]:
    return sorted({_GROUP.sub("{}", r.pattern).replace("\\.", ".") for r in hub.routes})


segments = st.one_of(
    st.sampled_from(
        [
            "0123456789abcdef01234567",
            "0" * 32,
            "inbox:fuzz-1",
            "conversation:0123456789abcdef01234567",
            "%00",
            "%FF%FE",
            "..",
            "%2e%2e%2fetc%2fpasswd",
            "x" * 300,
            "milk",
            "app.js",
        ]
    ),
    st.text(min_size=0, max_size=40).map(lambda text: quote(text, safe="")),
    st.binary(max_size=12).map(lambda raw: quote(raw, safe="")),
)

json_leaves = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**70), max_value=2**70),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=30),
)
json_values = st.recursive(
    json_leaves,
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=12), children, max_size=4)
    ),
    max_leaves=12,
)


def json_text(value: Any) -> bytes:
    return json.dumps(value).encode()


# Bodies shaped like each route's own, so validation goes past "not an object" too.
shaped_bodies = st.one_of(
    st.fixed_dictionaries({"message": st.text(max_size=40)}, optional={"conversationId": segments}),
    st.fixed_dictionaries(
        {"token": st.text(max_size=300), "platform": st.sampled_from(["ios", "android", "web"])}
    ),
    st.fixed_dictionaries(
        {"customerId": st.text(max_size=70), "type": st.sampled_from(["order.placed", "x"])},
        optional={"data": json_values, "dedupeKey": st.text(max_size=10), "title": json_values},
    ),
    st.fixed_dictionaries({"notifications": st.lists(json_values, max_size=3)}),
    st.fixed_dictionaries(
        {},
        optional={
            "assistant": st.fixed_dictionaries({}, optional={"enabled": json_values}),
            "maintenance": json_values,
        },
    ),
    st.fixed_dictionaries({"feedback": st.sampled_from(["up", "down", None, "sideways"])}),
    st.fixed_dictionaries(
        {"guestKey": st.sampled_from([GUEST_A, "nope"]), "customerId": st.text(max_size=5)}
    ),
    st.fixed_dictionaries({"intervalSeconds": json_values}),
    st.fixed_dictionaries({"customerId": st.text(max_size=70)}),
)

bodies = st.one_of(
    st.just(b""),
    shaped_bodies.map(json_text),
    json_values.map(json_text),
    st.binary(max_size=200),
    st.sampled_from(
        [
            b'{"message": "\\ud800"}',
            b'{"message": "\\u200b\\u200b"}',
            b'{"data": {"n": NaN}}',
            b'{"a": 1e999}',
            b"[" * 2000 + b"]" * 2000,
            b'{"message": "' + b"x" * 70_000 + b'"}',
        ]
    ),
)

TOKENS = [
    "Bearer " + customer_token("fuzz-1"),
    "Bearer " + customer_token("fuzz-2"),
    "Bearer " + customer_token("fuzz-late", ttl=-120),
    "Bearer " + INTERNAL_TOKEN,
    "Bearer " + DEBUG_TOKEN,
    "Bearer garbage",
    "Bearer",
    "Basic YWJjOmRlZg==",
    "bearer " + customer_token("x" * 64),
]

header_text = st.text(
    alphabet=st.characters(min_codepoint=0x20, max_codepoint=0xFF, blacklist_characters="\x7f"),
    max_size=40,
)

headers = st.fixed_dictionaries(
    {},
    optional={
        "Authorization": st.sampled_from(TOKENS) | header_text,
        "X-Assistant-Guest": st.sampled_from([GUEST_A, GUEST_A.upper(), "xyz", ""]) | header_text,
        "Accept": st.sampled_from(["text/event-stream", "application/json", "*/*"]),
        "Accept-Language": st.sampled_from(["ar", "en;q=0.1, ar", "*", ";q=x"]) | header_text,
        "Content-Type": st.sampled_from(["application/json", "text/plain", "multipart/form-data"]),
        "Last-Event-ID": header_text,
        "X-Forwarded-For": header_text,
    },
)


@st.composite
def paths(draw: st.DrawFn, templates: list[str]) -> str:
    template = draw(st.sampled_from(templates))
    path = template.format(*(draw(segments) for _ in range(template.count("{}"))))
    if draw(st.booleans()):
        query = draw(
            st.dictionaries(
                st.sampled_from(["page", "limit", "status", "lastEventId", "x"]),
                header_text,
                max_size=3,
            )
        )
        path += "?" + "&".join(f"{quote(k)}={quote(v, safe='')}" for k, v in query.items())
    return path


def render_request(method: str, path: str, head: dict[str, str], body: bytes) -> bytes:
    lines = [f"{method} {path} HTTP/1.1", "Host: hub"]
    lines += [f"{name}: {value}" for name, value in head.items()]
    if body or method in ("POST", "PATCH", "PUT"):
        lines.append(f"Content-Length: {len(body)}")
    return ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1") + body


POOL = 6  # of each part per batch: drawing parts is what costs, combining them is cheap


@st.composite
def batches(draw: st.DrawFn, templates: list[str]) -> list[tuple[str, bytes]]:
    """`REQUESTS_PER_EXAMPLE` requests combined from a few drawn paths, headers and bodies."""
    path_pool = draw(st.lists(paths(templates), min_size=POOL, max_size=POOL))
    header_pool = draw(st.lists(headers, min_size=POOL, max_size=POOL))
    body_pool = draw(st.lists(bodies, min_size=POOL, max_size=POOL))
    picks = draw(
        st.lists(
            st.tuples(
                st.sampled_from(METHODS),
                st.integers(0, POOL - 1),
                st.integers(0, POOL - 1),
                st.integers(0, POOL - 1),
            ),
            min_size=REQUESTS_PER_EXAMPLE,
            max_size=REQUESTS_PER_EXAMPLE,
        )
    )
    return [
        (method, render_request(method, path_pool[p], header_pool[h], body_pool[b]))
        for method, p, h, b in picks
    ]


def assert_well_formed(answer: Answer, method: str, request: bytes) -> None:
    where = request[:200]
    assert answer.status != 500, (answer.body[:500], where)
    assert answer.status in STATUS_CODES.values() or answer.status in (304, 206), where
    content_type = answer.headers.get("content-type", "")
    if method == "HEAD" or answer.status == 304 or content_type.startswith(NOT_ENVELOPES):
        return
    if request.split(b" ", 2)[1].split(b"?", 1)[0] in NOT_ENVELOPE_PATHS:
        return
    assert content_type.startswith("application/json"), (content_type, where)
    envelope = json.loads(answer.body)
    assert set(envelope) == {"success", "statusCode", "statusMessage", "results", "error"}, where
    assert envelope["statusCode"] == answer.status, where
    assert STATUS_CODES[envelope["statusMessage"]] == answer.status, where
    if envelope["success"]:
        assert envelope["error"] is None, where
    else:
        assert envelope["results"] is None and isinstance(envelope["error"]["message"], str)


@pytest.fixture(scope="module")
def fuzzed_hub() -> Iterator[HubThread]:
    # Twenty thousand refusals would be twenty thousand access-log lines; a 500 still logs.
    access = logging.getLogger("hub.access")
    level = access.level
    access.setLevel(logging.ERROR)
    try:
        with HubThread(
            debug_token=DEBUG_TOKEN, new_guests_per_minute=1_000_000, sse_keepalive_seconds=30
        ) as running:
            yield running
    finally:
        access.setLevel(level)


# 20,500 requests: about 50 s on a 2-core machine at load 3, several times that when busier.
@pytest.mark.timeout(600)
def test_no_request_gets_a_500_or_an_answer_outside_the_envelope(fuzzed_hub):
    assert fuzzed_hub.hub is not None
    templates = path_templates(fuzzed_hub.hub)
    sent = 0
    client = KeepAliveClient(fuzzed_hub.port)

    @settings(
        max_examples=EXAMPLES,
        deadline=None,
        database=None,
        phases=[Phase.explicit, Phase.generate],
        suppress_health_check=list(HealthCheck),
    )
    @given(batches(templates))
    def every_answer_is_well_formed(batch: list[tuple[str, bytes]]) -> None:
        nonlocal sent
        for method, request in batch:
            answer = client.exchange(request, method)
            sent += 1
            assert_well_formed(answer, method, request)

    started = time.monotonic()
    try:
        every_answer_is_well_formed()
    finally:
        client.close()
    print(f"{sent} requests in {time.monotonic() - started:.1f} s")
    assert sent >= 20_000
