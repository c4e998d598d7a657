"""Fixtures that build real hubs on free ports.

Every hub gets its own database name, so the suite runs the same against a real MongoDB
(`HUB_MONGO_URL` set) as against the embedded default.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Callable, Iterator
from typing import Any

import pytest
import tornado.ioloop
import tornado.netutil

from bench.harness.model_server import ScriptedModel
from handlers.context import Route
from handlers.routes import ROUTES
from hub.app import Hub
from hub.auth import issue_customer_token
from hub.settings import HubSettings
from storage.stores import Storage
from tests.client import HubClient
from tests.contract import ApiContract
from tests.services import RedisServer

JWT_SECRET = "test-secret-with-enough-length-for-hs256"
INTERNAL_TOKEN = "internal-test-token-long-enough-for-production"
DEBUG_TOKEN = "debug-test-token-long-enough-for-production"
GUEST_A = "0123456789abcdef0123456789abcdef"
GUEST_B = "fedcba9876543210fedcba9876543210"


def hub_settings(**overrides: Any) -> HubSettings:
    values: dict[str, Any] = {
        "host": "127.0.0.1",
        "port": 0,
        "mongo_db": f"hub_test_{uuid.uuid4().hex[:12]}",
        "jwt_secret": JWT_SECRET,
        "internal_token": INTERNAL_TOKEN,
        "dev": True,
    }
    if not overrides.get("mongo_url") and not os.environ.get("HUB_MONGO_URL"):
        values["storage"] = "memory"  # chosen, so production-mode hubs may run on it too
    values.update(overrides)
    return HubSettings(**values)


def customer_token(customer_id: str, ttl: int = 3600, secret: str = JWT_SECRET) -> str:
    return issue_customer_token(secret, customer_id, ttl)


@pytest.fixture(scope="session", autouse=True)
def api_contract() -> Iterator[ApiContract]:
    """Every reply any test receives must be one the OpenAPI document describes."""
    contract = ApiContract(Hub(hub_settings()))
    HubClient.checks.append(contract.check)
    yield contract
    HubClient.checks.remove(contract.check)


@pytest.fixture(scope="session")
def redis_server() -> Iterator[RedisServer]:
    server = RedisServer()
    server.start()
    yield server
    server.stop()


HubFactory = Callable[..., Hub]


@pytest.fixture
def hub_factory(io_loop: tornado.ioloop.IOLoop) -> Iterator[HubFactory]:
    """Start hubs, each on its own free port; all are stopped after the test.

    Inside an async test: `hub = await hub_factory(routes=(...), **settings)` (routes a
    test mounts beside the hub's own); pass
    `shared_storage=other.storage` for a second hub on the first one's store.
    In a sync fixture (the loop is not running yet): `hub = hub_factory(...)`.
    """
    started: list[Hub] = []

    async def start_async(
        routes: tuple[Route, ...] = (), shared_storage: Storage | None = None, **overrides: Any
    ) -> Hub:
        hub = Hub(hub_settings(**overrides), shared_storage, routes=(*ROUTES, *routes))
        await hub.start(tornado.netutil.bind_sockets(0, "127.0.0.1"))
        started.append(hub)
        return hub

    def start(
        routes: tuple[Route, ...] = (), shared_storage: Storage | None = None, **overrides: Any
    ) -> Any:
        if io_loop.asyncio_loop.is_running():  # type: ignore[attr-defined]
            return start_async(routes, shared_storage, **overrides)
        return io_loop.run_sync(
            lambda: start_async(routes, shared_storage, **overrides), timeout=30
        )

    yield start
    for hub in reversed(started):
        io_loop.run_sync(hub.stop, timeout=30)


@pytest.fixture
def hub(hub_factory: HubFactory) -> Hub:
    return hub_factory()


@pytest.fixture
def client(hub: Hub) -> Iterator[HubClient]:
    api = HubClient(hub.url)
    yield api
    api.close()


@pytest.fixture
def client_for() -> Iterator[Callable[[Hub], HubClient]]:
    clients: list[HubClient] = []

    def make(hub: Hub) -> HubClient:
        api = HubClient(hub.url)
        clients.append(api)
        return api

    yield make
    for api in clients:
        api.close()


@pytest.fixture
def model(io_loop: tornado.ioloop.IOLoop) -> Iterator[ScriptedModel]:
    """A Chat Completions server on a free port; queue its answers with `model.play(...)`."""
    server = ScriptedModel()
    io_loop.run_sync(lambda: _start(server))
    yield server
    io_loop.run_sync(server.stop, timeout=10)


@pytest.fixture
def llm_hub(hub_factory: HubFactory, model: ScriptedModel) -> Any:
    """A hub whose brain is the scripted model (`model`)."""
    return hub_factory(llm_url=model.url, llm_model="test-model")


async def _start(server: ScriptedModel) -> None:
    server.start()
