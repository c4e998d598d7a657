"""Store settings in storage, the settings bus, and what a storage outage looks like."""

from __future__ import annotations

import asyncio

from pymongo.errors import AutoReconnect

from storage.mongo import mongo_storage
from tests.conftest import INTERNAL_TOKEN
from tests.handlers.test_base import assert_failure
from tests.storage.backends import both, mongo_database, storage_on

INITIAL = {"assistant": {"enabled": True, "allowGuests": True}, "maintenance": False}


@both
async def test_first_load_writes_the_initial_document_once(backend):
    repo = (await storage_on(backend)).settings
    assert await repo.load_or_create(INITIAL) == INITIAL
    changed = await repo.update({"maintenance": True, "assistant.allowGuests": False})
    assert changed == {"assistant": {"enabled": True, "allowGuests": False}, "maintenance": True}
    # A second hub starting later must not reset what an operator changed.
    assert await repo.load_or_create(INITIAL) == changed


async def test_settings_change_reaches_every_hub(redis_server, hub_factory, client_for):
    hub_a = await hub_factory(redis_url=redis_server.url)
    hub_b = await hub_factory(
        redis_url=redis_server.url, mongo_db=hub_a.settings.mongo_db, shared_storage=hub_a.storage
    )
    a, b = client_for(hub_a), client_for(hub_b)
    await asyncio.sleep(0.2)  # both hubs' bus readers subscribed
    reply = await a.patch(
        "/internal/v1/settings",
        json={"assistant": {"enabled": False}},
        headers={"Authorization": f"Bearer {INTERNAL_TOKEN}"},
    )
    assert reply.status == 200
    for _ in range(50):
        if (await b.get("/v1/init")).results["store"]["assistant"]["enabled"] is False:
            break
        await asyncio.sleep(0.05)
    assert (await b.get("/v1/init")).results["store"]["assistant"]["enabled"] is False


async def test_storage_outage_is_503_and_the_hub_recovers(hub_factory, client_for, monkeypatch):
    hub = await hub_factory(shared_storage=mongo_storage(mongo_database()))
    client = client_for(hub)
    collection = hub.storage.settings._settings
    original = collection.update_one

    async def unreachable(*args, **kwargs):
        raise AutoReconnect("connection refused")

    monkeypatch.setattr(collection, "update_one", unreachable)
    auth = {"Authorization": f"Bearer {INTERNAL_TOKEN}"}
    reply = await client.patch("/internal/v1/settings", json={"maintenance": True}, headers=auth)
    assert_failure(reply, 503, "SERVICE_UNAVAILABLE")
    assert b"AutoReconnect" not in reply.body

    monkeypatch.setattr(collection, "update_one", original)
    reply = await client.patch("/internal/v1/settings", json={"maintenance": True}, headers=auth)
    assert reply.status == 200 and reply.results["maintenance"] is True


async def test_unreachable_mongodb_is_reported_by_readiness(hub_factory, client_for):
    hub = await hub_factory(mongo_url="mongodb://127.0.0.1:1/?serverSelectionTimeoutMS=300")
    client = client_for(hub)
    ready = await client.get("/readyz")
    body = assert_failure(ready, 503, "SERVICE_UNAVAILABLE")
    assert [entry["field"] for entry in body["error"]["data"]] == ["mongodb"]
    assert (await client.get("/healthz")).status == 200
    reply = await client.patch(
        "/internal/v1/settings",
        json={"maintenance": True},
        headers={"Authorization": f"Bearer {INTERNAL_TOKEN}"},
    )
    assert_failure(reply, 503, "SERVICE_UNAVAILABLE")


async def test_a_change_made_while_redis_was_away_reaches_the_other_hub(
    redis_server, hub_factory, client_for, monkeypatch
):
    hub_a = await hub_factory(redis_url=redis_server.url)
    hub_b = await hub_factory(redis_url=redis_server.url, shared_storage=hub_a.storage)  # one store
    a, b = client_for(hub_a), client_for(hub_b)
    redis_server.stop()
    try:
        reply = await a.patch(
            "/internal/v1/settings",
            json={"maintenance": True},
            headers={"Authorization": f"Bearer {INTERNAL_TOKEN}"},
        )
        assert reply.status == 200  # stored; the announcement is lost with Redis
        assert (await b.get("/v1/init")).results["store"]["maintenance"] is False
    finally:
        redis_server.start()
    for _ in range(200):  # hub B rereads the stored settings once its bus is back
        if (await b.get("/v1/init")).results["store"]["maintenance"] is True:
            break
        await asyncio.sleep(0.05)
    assert (await b.get("/v1/init")).results["store"]["maintenance"] is True
