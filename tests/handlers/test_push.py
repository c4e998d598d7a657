"""Push token registration over real HTTP."""

from __future__ import annotations

from tests.conftest import customer_token
from tests.handlers.test_base import assert_failure

TOKEN = "fcm-device-token-0001"


async def register(client, customer: str, **body):
    return await client.post("/v1/push/register", json=body, token=customer_token(customer))


async def test_first_registration_then_updates(hub, client):
    first = await register(client, "pusher", token=TOKEN, platform="android")
    assert first.status == 200 and first.status_message == "CREATED"
    view = first.results
    assert set(view) == {"token", "platform", "createdAt", "updatedAt"}
    assert view["token"] == TOKEN and view["platform"] == "android"
    assert view["createdAt"] == view["updatedAt"]
    second = await register(client, "pusher", token=TOKEN, platform="ios")
    assert second.status_message == "UPDATED"
    assert second.results["createdAt"] == view["createdAt"]
    assert second.results["platform"] == "ios"
    assert second.results["updatedAt"] >= view["updatedAt"]
    tokens = await hub.notifications.push_tokens.tokens_of("pusher")
    assert [(t.token, t.platform) for t in tokens] == [(TOKEN, "ios")]


async def test_a_token_registered_by_another_customer_moves_to_them(hub, client):
    await register(client, "first-owner", token=TOKEN, platform="ios")
    moved = await register(client, "second-owner", token=TOKEN, platform="ios")
    assert moved.status_message == "CREATED"
    repository = hub.notifications.push_tokens
    assert await repository.tokens_of("first-owner") == []
    [device] = await repository.tokens_of("second-owner")
    assert (device.token, device.platform) == (TOKEN, "ios")
    other = await register(client, "second-owner", token="apns-second-device", platform="ios")
    assert other.status_message == "CREATED"
    assert len(await repository.tokens_of("second-owner")) == 2


async def test_bad_registrations(client):
    cases = [
        ({"token": "short", "platform": "ios"}, "token"),
        ({"token": "x" * 257, "platform": "ios"}, "token"),
        ({"token": TOKEN, "platform": "windows"}, "platform"),
        ({"token": TOKEN}, "platform"),
        ({"platform": "ios"}, "token"),
        ({"token": 1234567890, "platform": "ios"}, "token"),
        ({"token": TOKEN, "platform": "ios", "extra": 1}, "extra"),
    ]
    for body, field in cases:
        reply = await register(client, "careless", **body)
        assert_failure(reply, 400, "VALIDATION_ERROR")
        assert [p["field"] for p in reply.json["error"]["data"]] == [field], body
    ok = await register(client, "careless", token="x" * 256, platform="ios")
    assert ok.status_message == "CREATED"
    exact = await register(client, "careless", token="y" * 10, platform="android")
    assert exact.status_message == "CREATED"


async def test_tokens_that_no_device_has(client):
    """Blank, padded or multi-line tokens are client bugs, refused like any bad field."""
    for n, token in enumerate([" " * 12, " padded-token ", "two\nline-token", "nul\x00-in-token"]):
        reply = await register(client, f"sloppy-{n}", token=token, platform="ios")
        problems = assert_failure(reply, 400, "VALIDATION_ERROR")["error"]["data"]
        assert [p["field"] for p in problems] == ["token"], repr(token)
    fcm = "cXk1:APA91bH-r_8.token/with=symbols+"
    assert (await register(client, "tidy", token=fcm, platform="android")).status == 200


async def test_registration_needs_a_customer_and_is_rate_limited(client):
    assert_failure(
        await client.post("/v1/push/register", json={"token": TOKEN, "platform": "ios"}),
        401,
        "AUTHENTICATION_REQUIRED",
    )
    for n in range(10):
        reply = await register(client, "hasty", token=f"device-token-{n:04d}", platform="ios")
        assert reply.status == 200
    limited = await register(client, "hasty", token="device-token-9999", platform="ios")
    assert_failure(limited, 429, "RATE_LIMITED")
