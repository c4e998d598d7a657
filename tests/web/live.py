"""A hub on its own thread and event loop, and headless Chromium to drive pages against it.

Browser tests are synchronous (Playwright's sync API must not run inside an event loop), so
the hub cannot share the test's loop: it gets a thread of its own, and the test reaches into
it only through `LiveHub.run` (a coroutine run on the hub's loop) and plain HTTP.
"""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import threading
import urllib.error
import urllib.request
from collections.abc import Awaitable, Callable, Iterator
from contextlib import contextmanager
from typing import Any, TypeVar

import tornado.netutil

from bench.harness.model_server import Script, ScriptedModel
from hub.app import Hub
from tests.conftest import INTERNAL_TOKEN, hub_settings

T = TypeVar("T")

CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


def chromium_path() -> str:
    """Debian's chromium; the tests never download a browser of their own."""
    for candidate in (os.environ.get("CHROMIUM"), "/usr/bin/chromium", shutil.which("chromium")):
        if candidate and os.path.exists(candidate):
            return candidate
    raise RuntimeError(
        "Browser tests need Debian's chromium: apt-get install chromium "
        "(.ci/run installs it; set CHROMIUM=/path/to/chromium to use another build)"
    )


class LiveHub:
    """`Hub` with test settings, serving on a free loopback port from its own thread."""

    def __init__(self, **overrides: Any) -> None:
        self.settings = hub_settings(**overrides)
        self.hub: Hub = Hub(self.settings)
        self.loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._serve, name="live-hub", daemon=True)
        self._ready = threading.Event()
        self._failure: BaseException | None = None

    def _serve(self) -> None:
        asyncio.set_event_loop(self.loop)
        try:
            sockets = tornado.netutil.bind_sockets(0, "127.0.0.1")
            self.loop.run_until_complete(self.hub.start(sockets))
        except BaseException as exc:
            self._failure = exc
            self._ready.set()
            return
        self._ready.set()
        self.loop.run_forever()

    def start(self) -> LiveHub:
        self._thread.start()
        self._ready.wait(30)
        if self._failure is not None:
            raise RuntimeError("the hub did not start") from self._failure
        return self

    def run(self, make: Callable[[], Awaitable[T]], timeout: float = 30) -> T:
        """Run a coroutine on the hub's loop (where its actors and storage live)."""

        async def call() -> T:
            return await make()

        return asyncio.run_coroutine_threadsafe(call(), self.loop).result(timeout)

    def restart(self) -> None:
        """What a client sees of a hub restarting on the same address and storage (a
        MongoDB): its connections drop and nothing answers; the turns it was running finish
        and are saved, as in a drain; then a new hub, which holds no turn, answers."""
        port = self.hub.port

        async def restart() -> None:
            old = self.hub
            server = old._server
            assert server is not None and port is not None
            server.stop()  # the address refuses connections from now on
            old.streams.end_all()
            await asyncio.wait_for(server.close_all_connections(), 5)
            while old.drain.turns_in_flight:
                await asyncio.sleep(0.02)
            await old.stop()
            self.hub = Hub(self.settings, old.storage)
            await self.hub.start(tornado.netutil.bind_sockets(port, "127.0.0.1"))

        self.run(restart)

    def call_soon(self, callback: Callable[[], Any]) -> None:
        self.loop.call_soon_threadsafe(callback)

    def stop(self) -> None:
        try:
            self.run(self.hub.stop)
        finally:
            self.loop.call_soon_threadsafe(self.loop.stop)
            self._thread.join(10)
            self.loop.close()

    @property
    def url(self) -> str:
        return self.hub.url

    # -- plain HTTP from the test thread ------------------------------------------------

    def http(
        self,
        method: str,
        path: str,
        body: Any = None,
        *,
        token: str | None = None,
        headers: dict[str, str] | None = None,
    ) -> tuple[int, Any]:
        all_headers = {"Accept": "application/json", **(headers or {})}
        if token is not None:
            all_headers["Authorization"] = f"Bearer {token}"
        data = None
        if body is not None:
            data = json.dumps(body).encode()
            all_headers["Content-Type"] = "application/json"
        request = urllib.request.Request(
            self.url + path, data=data, method=method, headers=all_headers
        )
        try:
            with urllib.request.urlopen(request, timeout=15) as response:
                return response.status, json.loads(response.read() or b"null")
        except urllib.error.HTTPError as failure:
            return failure.code, json.loads(failure.read() or b"null")

    def internal(self, method: str, path: str, body: Any = None) -> Any:
        status, envelope = self.http(method, path, body, token=INTERNAL_TOKEN)
        assert status == 200, envelope
        return envelope["results"]


class HeldSearches:
    """Product searches wait on the hub's loop until released: a turn stays in flight for
    exactly as long as the test needs to look at it, with no sleeps or timing guesses."""

    def __init__(self, live: LiveHub) -> None:
        self.live = live
        self.storefront = live.hub.storefront
        self.gate: asyncio.Event | None = None

    def __enter__(self) -> HeldSearches:
        async def make_gate() -> asyncio.Event:
            return asyncio.Event()

        gate = self.gate = self.live.run(make_gate)
        search = self.storefront.search_products

        async def held(*args: Any, **kwargs: Any) -> Any:
            await gate.wait()
            return await search(*args, **kwargs)

        self.storefront.search_products = held  # type: ignore[method-assign]  # shadows the method on this instance only
        return self

    def release(self) -> None:
        assert self.gate is not None
        self.live.call_soon(self.gate.set)

    def __exit__(self, *exc: object) -> None:
        self.release()
        del self.storefront.search_products


class CuttableLink:
    """A loopback TCP relay in front of the hub, whose wire a test can cut and mend: a
    network cut as a browser meets it (open connections break mid-response, new ones fail)
    while the hub runs on, unaware. Pages opened at `url` reach the hub through it."""

    def __init__(self, upstream_port: int) -> None:
        self.upstream_port = upstream_port
        self.down = False
        self.port = 0
        self.loop = asyncio.new_event_loop()
        self._writers: set[asyncio.StreamWriter] = set()
        self._server: asyncio.Server | None = None
        self._thread = threading.Thread(target=self.loop.run_forever, name="link", daemon=True)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def _run(self, make: Callable[[], Awaitable[T]]) -> T:
        async def call() -> T:
            return await make()

        return asyncio.run_coroutine_threadsafe(call(), self.loop).result(10)

    def start(self) -> CuttableLink:
        self._thread.start()

        async def listen() -> None:
            self._server = await asyncio.start_server(self._relay, "127.0.0.1", 0)
            self.port = self._server.sockets[0].getsockname()[1]

        self._run(listen)
        return self

    async def _relay(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        if self.down:
            writer.transport.abort()
            return
        try:
            up_reader, up_writer = await asyncio.open_connection("127.0.0.1", self.upstream_port)
        except OSError:
            writer.transport.abort()
            return
        self._writers |= {writer, up_writer}

        async def pipe(source: asyncio.StreamReader, sink: asyncio.StreamWriter) -> None:
            try:
                while data := await source.read(65536):
                    sink.write(data)
                    await sink.drain()
            except (ConnectionError, OSError):
                pass
            finally:
                sink.transport.abort()
                self._writers.discard(sink)

        await asyncio.gather(pipe(reader, up_writer), pipe(up_reader, writer))

    def cut(self) -> None:
        async def cut() -> None:
            self.down = True
            for writer in list(self._writers):
                writer.transport.abort()
            self._writers.clear()

        self._run(cut)

    def mend(self) -> None:
        self.down = False

    def stop(self) -> None:
        async def close() -> None:
            if self._server is not None:
                self._server.close()
            for writer in list(self._writers):
                writer.transport.abort()

        self._run(close)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self._thread.join(10)


@contextmanager
def model_server(default: Script) -> Iterator[ScriptedModel]:
    """The scripted model server (`bench.harness.model_server`) on a thread and loop of its own,
    answering every request with `default` unless a test queues another script."""
    model = ScriptedModel(default)
    loop = asyncio.new_event_loop()
    started = threading.Event()

    def serve() -> None:
        asyncio.set_event_loop(loop)
        model.start()
        started.set()
        loop.run_forever()

    thread = threading.Thread(target=serve, name="scripted-model", daemon=True)
    thread.start()
    started.wait(10)
    try:
        yield model
    finally:
        asyncio.run_coroutine_threadsafe(model.stop(), loop).result(10)
        loop.call_soon_threadsafe(loop.stop)
        thread.join(10)
        loop.close()


@contextmanager
def live_hub(**overrides: Any) -> Iterator[LiveHub]:
    hub = LiveHub(**overrides).start()
    try:
        yield hub
    finally:
        hub.stop()
