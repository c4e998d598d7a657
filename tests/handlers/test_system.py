"""Init, health, readiness, operator settings and the debug endpoint."""

from __future__ import annotations

from tests.conftest import DEBUG_TOKEN, INTERNAL_TOKEN
from tests.handlers.test_base import assert_failure


async def test_init_reports_store_settings(client):
    reply = await client.get("/v1/init")
    assert reply.status == 200
    assert reply.status_message == "DATA_LOADED"
    assert reply.results == {
        "store": {"assistant": {"enabled": True, "allowGuests": True}, "maintenance": False}
    }


async def test_initial_settings_come_from_the_environment(hub_factory, client_for):
    hub = await hub_factory(assistant_enabled=False, assistant_allow_guests=False, maintenance=True)
    reply = await client_for(hub).get("/v1/init")
    assert reply.results["store"] == {
        "assistant": {"enabled": False, "allowGuests": False},
        "maintenance": True,
    }


async def test_health_and_readiness(hub, client):
    health = await client.get("/healthz")
    assert health.status == 200 and health.json["success"] is True
    ready = await client.get("/readyz")
    assert ready.status == 200
    if hub.settings.storage == "mongo":
        expected = {
            "ready": True,
            "storage": "mongo",
            "checks": {"mongodb": True, "redis": None, "ingest": None},
        }
    else:
        expected = {
            "ready": True,
            "storage": "memory",
            "checks": {"mongodb": None, "redis": None, "ingest": None},
        }
    assert ready.results == expected


async def test_settings_patch_changes_init_at_run_time(client):
    auth = {"Authorization": f"Bearer {INTERNAL_TOKEN}"}
    reply = await client.patch(
        "/internal/v1/settings", json={"assistant": {"allowGuests": False}}, headers=auth
    )
    assert reply.status == 200 and reply.status_message == "UPDATED"
    assert reply.results == {
        "assistant": {"enabled": True, "allowGuests": False},
        "maintenance": False,
    }
    reply = await client.patch("/internal/v1/settings", json={"maintenance": True}, headers=auth)
    assert reply.results["maintenance"] is True
    assert reply.results["assistant"]["allowGuests"] is False
    init = await client.get("/v1/init")
    assert init.results["store"]["maintenance"] is True
    assert init.results["store"]["assistant"]["allowGuests"] is False
    read = await client.get("/internal/v1/settings", headers=auth)
    assert read.results == reply.results


async def test_settings_patch_rejects_bad_bodies(client):
    auth = {"Authorization": f"Bearer {INTERNAL_TOKEN}"}
    cases = [
        ({"maintenance": "yes"}, "maintenance"),
        ({"assistant": {"enabled": 1}}, "assistant.enabled"),
        ({"colour": "red"}, "colour"),
        ({"maintenance": None}, "maintenance"),
        ({"assistant": None}, "assistant"),
        ({"assistant": {"allowGuests": None}}, "assistant.allowGuests"),
    ]
    for body, field in cases:
        reply = await client.patch("/internal/v1/settings", json=body, headers=auth)
        problems = assert_failure(reply, 400, "VALIDATION_ERROR")["error"]["data"]
        assert [p["field"] for p in problems] == [field], body
    assert (await client.get("/v1/init")).results["store"]["maintenance"] is False


async def test_internal_routes_need_the_internal_token(client, hub_factory, client_for):
    assert_failure(await client.get("/internal/v1/settings"), 401, "AUTHENTICATION_REQUIRED")
    wrong = await client.get("/internal/v1/settings", headers={"Authorization": "Bearer nope"})
    assert_failure(wrong, 401, "INVALID_TOKEN")
    closed = client_for(await hub_factory(internal_token=None))
    reply = await closed.get("/internal/v1/settings", headers={"Authorization": "Bearer x"})
    assert_failure(reply, 404, "RESOURCE_NOT_FOUND")


async def test_debug_routes_open_only_in_dev_without_a_token(client, hub_factory, client_for):
    reply = await client.get("/debug/actors")
    assert reply.status == 200 and reply.results["actors"] == []

    guarded = client_for(await hub_factory(debug_token=DEBUG_TOKEN))
    assert_failure(await guarded.get("/debug/actors"), 401, "AUTHENTICATION_REQUIRED")
    wrong = await guarded.get("/debug/actors", headers={"Authorization": "Bearer wrong"})
    assert_failure(wrong, 401, "INVALID_TOKEN")
    right = await guarded.get("/debug/actors", headers={"Authorization": f"Bearer {DEBUG_TOKEN}"})
    assert right.status == 200

    production = client_for(await hub_factory(dev=False, storage="memory"))
    assert_failure(await production.get("/debug/actors"), 404, "RESOURCE_NOT_FOUND")


async def test_debug_unknown_actor_is_not_found(client):
    assert_failure(await client.get("/debug/actors/inbox:nobody"), 404, "RESOURCE_NOT_FOUND")
    assert_failure(await client.get("/debug/actors/inbox:%FF"), 404, "RESOURCE_NOT_FOUND")
