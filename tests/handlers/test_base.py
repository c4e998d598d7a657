"""The shared handler contract, exercised through a probe feature over real sockets."""

from __future__ import annotations

from typing import Literal

import pytest
from pydantic import BaseModel, ConfigDict, Field

from handlers.base import HubHandler
from handlers.context import Route
from hub.ratelimit import Limit
from tests.client import HubClient
from tests.conftest import GUEST_A, JWT_SECRET, customer_token

PROBE_LIMIT = Limit("probe", 3)


class Order(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)

    note: str = Field(min_length=1, max_length=10)
    quantity: int = Field(ge=1, le=5)
    size: Literal["small", "large"] = "small"


class EchoHandler(HubHandler):
    async def post(self) -> None:
        self.reply(self.body_as(Order).model_dump(), "CREATED")


class WhoAmIHandler(HubHandler):
    async def get(self) -> None:
        caller = self.customer_or_guest()
        self.reply({"owner": caller.owner})


class CustomerOnlyHandler(HubHandler):
    async def get(self) -> None:
        caller = self.customer()
        await self.limit(PROBE_LIMIT, caller)
        self.reply({"customerId": caller.customer_id})


class CrashHandler(HubHandler):
    async def get(self) -> None:
        raise RuntimeError("secret internals /etc/passwd")


# Mounted beside the hub's own routes; undescribed, so left out of its OpenAPI document.
PROBE_ROUTES = (
    Route("/v1/probe/echo", EchoHandler),
    Route("/v1/probe/whoami", WhoAmIHandler),
    Route("/v1/probe/me", CustomerOnlyHandler),
    Route("/v1/probe/crash", CrashHandler),
)


@pytest.fixture
def probe(hub_factory, client_for) -> HubClient:
    return client_for(hub_factory(routes=PROBE_ROUTES))


def assert_failure(reply, status: int, status_message: str) -> dict:
    body = reply.json
    assert reply.status == status, reply.body
    assert body["success"] is False
    assert body["statusCode"] == status
    assert body["statusMessage"] == status_message
    assert body["results"] is None
    assert isinstance(body["error"]["message"], str) and body["error"]["message"]
    assert isinstance(body["error"]["data"], list)
    return body


async def test_success_is_the_envelope(probe):
    reply = await probe.post("/v1/probe/echo", json={"note": "hi", "quantity": 2})
    assert reply.status == 200
    assert reply.json == {
        "success": True,
        "statusCode": 200,
        "statusMessage": "CREATED",
        "results": {"note": "hi", "quantity": 2, "size": "small"},
        "error": None,
    }


async def test_unknown_route_and_method_are_not_found_envelopes(probe):
    assert_failure(await probe.get("/v1/nowhere"), 404, "RESOURCE_NOT_FOUND")
    assert_failure(await probe.request("DELETE", "/v1/probe/echo"), 404, "RESOURCE_NOT_FOUND")
    assert_failure(await probe.get("/v1/probe/echo"), 404, "RESOURCE_NOT_FOUND")


@pytest.mark.parametrize(
    "body",
    [b"{not json", b"[1, 2]", b"", b"\xff\xfe", b"null", b'"text"'],
)
async def test_malformed_json_is_a_validation_error(probe, body):
    reply = await probe.post(
        "/v1/probe/echo", body=body, headers={"Content-Type": "application/json"}
    )
    data = assert_failure(reply, 400, "VALIDATION_ERROR")["error"]["data"]
    assert data[0]["field"] == "body"


async def test_wrong_types_list_each_field(probe):
    reply = await probe.post(
        "/v1/probe/echo", json={"note": 5, "quantity": "2", "size": "huge", "extra": True}
    )
    data = assert_failure(reply, 400, "VALIDATION_ERROR")["error"]["data"]
    fields = {entry["field"] for entry in data}
    assert fields == {"note", "quantity", "size", "extra"}
    assert all(entry["message"] for entry in data)


async def test_limits_are_reported_per_field(probe):
    reply = await probe.post("/v1/probe/echo", json={"note": "x" * 11, "quantity": 9})
    data = assert_failure(reply, 400, "VALIDATION_ERROR")["error"]["data"]
    messages = {entry["field"]: entry["message"] for entry in data}
    assert "10" in messages["note"]
    assert "5" in messages["quantity"]
    missing = await probe.post("/v1/probe/echo", json={})
    fields = {e["field"] for e in assert_failure(missing, 400, "VALIDATION_ERROR")["error"]["data"]}
    assert fields == {"note", "quantity"}


async def test_body_over_64_kib_is_refused(probe):
    body = b'{"note": "' + b"x" * (64 * 1024) + b'", "quantity": 1}'
    reply = await probe.post(
        "/v1/probe/echo", body=body, headers={"Content-Type": "application/json"}
    )
    assert_failure(reply, 400, "VALIDATION_ERROR")


async def test_unhandled_exception_is_internal_error_without_internals(probe):
    reply = await probe.get("/v1/probe/crash")
    assert_failure(reply, 500, "INTERNAL_ERROR")
    assert b"passwd" not in reply.body
    assert b"Traceback" not in reply.body
    assert b"RuntimeError" not in reply.body


async def test_messages_follow_accept_language(probe):
    english = await probe.get("/v1/nowhere")
    arabic = await probe.get("/v1/nowhere", language="ar-KW,ar;q=0.9,en;q=0.5")
    assert english.json["error"]["message"] != arabic.json["error"]["message"]
    assert any("\u0600" <= ch <= "\u06ff" for ch in arabic.json["error"]["message"])
    assert arabic.json["statusMessage"] == english.json["statusMessage"] == "RESOURCE_NOT_FOUND"
    field_ar = await probe.post("/v1/probe/echo", json={}, language="ar")
    assert any("\u0600" <= ch <= "\u06ff" for ch in field_ar.json["error"]["data"][0]["message"])


async def test_customer_tokens(probe):
    assert_failure(await probe.get("/v1/probe/me"), 401, "AUTHENTICATION_REQUIRED")
    good = await probe.get("/v1/probe/me", token=customer_token("cust-1"))
    assert good.status == 200 and good.results == {"customerId": "cust-1"}
    expired = customer_token("cust-1", ttl=-120)  # past the 60 s leeway
    assert_failure(await probe.get("/v1/probe/me", token=expired), 401, "TOKEN_EXPIRED")
    forged = customer_token("cust-1", secret="another-secret-of-enough-length-123")
    assert_failure(await probe.get("/v1/probe/me", token=forged), 401, "INVALID_TOKEN")
    assert_failure(await probe.get("/v1/probe/me", token="garbage"), 401, "INVALID_TOKEN")
    for no_bearer in ("Basic abc", "Bearer", "Bearer   ", "   "):
        reply = await probe.get("/v1/probe/me", headers={"Authorization": no_bearer})
        assert_failure(reply, 401, "AUTHENTICATION_REQUIRED")


async def test_token_claims(probe):
    import time

    import jwt

    now = int(time.time())
    staff = jwt.encode({"sub": "s1", "exp": now + 60, "type": "staff"}, JWT_SECRET, "HS256")
    assert_failure(await probe.get("/v1/probe/me", token=staff), 401, "UNAUTHENTICATED")
    no_exp = jwt.encode({"sub": "s1"}, JWT_SECRET, "HS256")
    assert_failure(await probe.get("/v1/probe/me", token=no_exp), 401, "INVALID_TOKEN")
    no_sub = jwt.encode({"exp": now + 60}, JWT_SECRET, "HS256")
    assert_failure(await probe.get("/v1/probe/me", token=no_sub), 401, "INVALID_TOKEN")
    long_sub = jwt.encode({"sub": "x" * 65, "exp": now + 60}, JWT_SECRET, "HS256")
    assert_failure(await probe.get("/v1/probe/me", token=long_sub), 401, "INVALID_TOKEN")


async def test_guest_keys(probe):
    guest = await probe.get("/v1/probe/whoami", guest=GUEST_A.upper())
    assert guest.results == {"owner": f"guest:{GUEST_A}"}
    for bad in ("short", "g" * 32, GUEST_A + "0"):
        reply = await probe.get("/v1/probe/whoami", guest=bad)
        body = assert_failure(reply, 400, "VALIDATION_ERROR")
        assert body["error"]["data"][0]["field"] == "X-Assistant-Guest"
    assert_failure(await probe.get("/v1/probe/whoami"), 401, "AUTHENTICATION_REQUIRED")
    both = await probe.get("/v1/probe/whoami", guest=GUEST_A, token=customer_token("c9"))
    assert both.results == {"owner": "customer:c9"}


async def test_rate_limit_answers_429_with_retry_after(probe):
    token = customer_token("limited")
    for _ in range(PROBE_LIMIT.per_minute):
        assert (await probe.get("/v1/probe/me", token=token)).status == 200
    reply = await probe.get("/v1/probe/me", token=token)
    assert_failure(reply, 429, "RATE_LIMITED")
    assert 1 <= int(reply.headers["Retry-After"]) <= 60
    other = await probe.get("/v1/probe/me", token=customer_token("someone-else"))
    assert other.status == 200
