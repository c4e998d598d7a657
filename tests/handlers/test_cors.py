"""CORS over real sockets: listed origins may call every `/v1` route, others get nothing."""

from __future__ import annotations

import pytest

from hub.cors import ALLOWED_HEADERS, normalize_origin
from hub.settings import HubSettings
from tests.conftest import GUEST_A, customer_token
from tests.handlers.test_base import assert_failure

APP = "https://shop.example"
OTHER = "https://evil.example"
ORIGINS = f"{APP}, http://localhost:3000"


def preflight(origin: str, method: str = "GET", headers: str = "authorization") -> dict:
    return {
        "Origin": origin,
        "Access-Control-Request-Method": method,
        "Access-Control-Request-Headers": headers,
    }


@pytest.fixture
def cors_hub(hub_factory):
    return hub_factory(cors_origins=ORIGINS)


@pytest.mark.parametrize(
    ("path", "methods"),
    [
        ("/v1/init", {"GET"}),
        ("/v1/notifications", {"GET"}),
        ("/v1/notifications/sse", {"GET"}),
        ("/v1/notifications/sse-ticket", {"POST"}),
        ("/v1/notifications/abc/read", {"PATCH"}),
        ("/v1/assistant/messages", {"POST"}),
        ("/v1/assistant/conversations/abc", {"GET"}),
        ("/v1/push/register", {"POST"}),
        ("/v1/cart", {"GET"}),
    ],
)
async def test_a_listed_origin_is_allowed_every_v1_route(cors_hub, client_for, path, methods):
    reply = await client_for(cors_hub).request("OPTIONS", path, headers=preflight(APP))
    assert reply.status == 204
    assert reply.headers["Access-Control-Allow-Origin"] == APP
    assert set(reply.headers["Access-Control-Allow-Methods"].split(", ")) == methods
    allowed = {h.lower() for h in reply.headers["Access-Control-Allow-Headers"].split(", ")}
    assert allowed == {h.lower() for h in ALLOWED_HEADERS}
    assert "Access-Control-Allow-Credentials" not in reply.headers
    assert "Origin" in reply.headers["Vary"]


async def test_responses_and_errors_expose_retry_after_and_the_request_id(cors_hub, client_for):
    client = client_for(cors_hub)
    ok = await client.get("/v1/init", headers={"Origin": "http://localhost:3000"})
    assert ok.status == 200
    assert ok.headers["Access-Control-Allow-Origin"] == "http://localhost:3000"
    exposed = ok.headers["Access-Control-Expose-Headers"].split(", ")
    assert set(exposed) == {"Retry-After", "X-Request-Id"}
    refused = await client.get("/v1/notifications", headers={"Origin": APP})
    assert_failure(refused, 401, "AUTHENTICATION_REQUIRED")
    assert refused.headers["Access-Control-Allow-Origin"] == APP
    bad_body = await client.post(
        "/v1/assistant/messages",
        json={"message": ""},
        guest=GUEST_A,
        headers={"Origin": APP, "Accept": "text/event-stream"},
    )
    assert bad_body.status == 400
    assert bad_body.headers["Access-Control-Allow-Origin"] == APP


async def test_streams_carry_cors_headers(cors_hub, client_for):
    client = client_for(cors_hub)
    stream = await client.stream(
        "GET",
        "/v1/notifications/sse",
        token=customer_token("cors-1"),
        headers={"Origin": APP},
    )
    try:
        assert stream.status == 200
        assert stream.headers["access-control-allow-origin"] == APP
    finally:
        stream.close()
    turn = await client.stream(
        "POST",
        "/v1/assistant/messages",
        json={"message": "do you have milk"},
        guest=GUEST_A,
        headers={"Origin": APP},
    )
    assert turn.status == 200
    assert turn.headers["access-control-allow-origin"] == APP
    assert (await turn.events_until("message_end"))[-1].event == "message_end"
    turn.close()


async def test_an_unlisted_origin_gets_no_cors_headers(cors_hub, client_for):
    client = client_for(cors_hub)
    refused = await client.request("OPTIONS", "/v1/init", headers=preflight(OTHER))
    assert_failure(refused, 404, "RESOURCE_NOT_FOUND")  # as any method a route lacks
    not_preflight = await client.request("OPTIONS", "/v1/init", headers={"Origin": APP})
    assert_failure(not_preflight, 404, "RESOURCE_NOT_FOUND")
    for reply in (
        refused,
        await client.get("/v1/init", headers={"Origin": OTHER}),
        await client.get("/v1/init", headers={"Origin": "null"}),
    ):
        assert not [h for h in reply.headers if h.lower().startswith("access-control-")]


async def test_without_the_setting_nothing_changes(client):
    reply = await client.get("/v1/init", headers={"Origin": APP})
    assert reply.status == 200
    assert not [h for h in reply.headers if h.lower().startswith("access-control-")]
    refused = await client.request("OPTIONS", "/v1/init", headers=preflight(APP))
    assert_failure(refused, 404, "RESOURCE_NOT_FOUND")
    assert not [h for h in refused.headers if h.lower().startswith("access-control-")]


async def test_routes_outside_v1_have_no_preflight(cors_hub, client_for):
    reply = await client_for(cors_hub).request("OPTIONS", "/healthz", headers=preflight(APP))
    assert_failure(reply, 404, "RESOURCE_NOT_FOUND")
    assert "Access-Control-Allow-Origin" not in reply.headers


def test_origins_are_compared_as_browsers_send_them():
    assert normalize_origin("HTTPS://Shop.Example:443/") == "https://shop.example"
    assert normalize_origin("http://localhost:3000") == "http://localhost:3000"
    assert normalize_origin("shop.example") is None
    assert normalize_origin("https://shop.example/path") is None
    with pytest.raises(ValueError, match="not an origin"):
        HubSettings(cors_origins="https://ok.example, ftp://files.example")
