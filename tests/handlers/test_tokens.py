"""Customer tokens on the real routes: every way a token can be wrong, and its answer."""

from __future__ import annotations

import asyncio
import time

import jwt
import pytest

from tests.conftest import GUEST_A, JWT_SECRET, customer_token
from tests.handlers.test_base import assert_failure

ROUTES = [
    ("GET", "/v1/notifications"),
    ("GET", "/v1/notifications/sse"),
    ("PATCH", "/v1/notifications/read-all"),
    ("POST", "/v1/push/register"),
    ("GET", "/v1/cart"),
    ("GET", "/v1/assistant/conversations"),
]


def bearer(claims: dict, algorithm: str = "HS256", secret: str = JWT_SECRET) -> str:
    return "Bearer " + jwt.encode(claims, secret, algorithm)


def bad_tokens() -> list[tuple[str, str, str]]:
    """(what is wrong, Authorization header, the statusMessage it earns)"""
    later = int(time.time()) + 600
    return [
        ("no bearer scheme", "Basic YWxhZGRpbjpvcGVuc2VzYW1l", "AUTHENTICATION_REQUIRED"),
        ("bearer without a token", "Bearer", "AUTHENTICATION_REQUIRED"),
        ("not a JWT", "Bearer garbage", "INVALID_TOKEN"),
        ("no exp", bearer({"sub": "t"}), "INVALID_TOKEN"),
        ("no sub", bearer({"exp": later}), "INVALID_TOKEN"),
        ("exp as a string", bearer({"sub": "t", "exp": str(later)}), "INVALID_TOKEN"),
        ("sub not a string", bearer({"sub": 7, "exp": later}), "INVALID_TOKEN"),
        ("sub too long", bearer({"sub": "x" * 65, "exp": later}), "INVALID_TOKEN"),
        ("sub with a control character", bearer({"sub": "a\nb", "exp": later}), "INVALID_TOKEN"),
        ("sub with a lone surrogate", bearer({"sub": "a\ud800", "exp": later}), "INVALID_TOKEN"),
        ("another algorithm", bearer({"sub": "t", "exp": later}, "HS512"), "INVALID_TOKEN"),
        ("no algorithm", bearer({"sub": "t", "exp": later}, "none", ""), "INVALID_TOKEN"),
        ("another secret", "Bearer " + customer_token("t", secret="x" * 40), "INVALID_TOKEN"),
        ("staff token", bearer({"sub": "t", "exp": later, "type": "staff"}), "UNAUTHENTICATED"),
        ("exp true", bearer({"sub": "t", "exp": True}), "INVALID_TOKEN"),
        ("exp false", bearer({"sub": "t", "exp": False}), "INVALID_TOKEN"),
        ("exp a list", bearer({"sub": "t", "exp": [later]}), "INVALID_TOKEN"),
        ("nbf a string", bearer({"sub": "t", "exp": later, "nbf": "soon"}), "INVALID_TOKEN"),
        ("iat true", bearer({"sub": "t", "exp": later, "iat": True}), "INVALID_TOKEN"),
        ("iat an object", bearer({"sub": "t", "exp": later, "iat": {}}), "INVALID_TOKEN"),
        (
            "nbf past the leeway",
            bearer({"sub": "t", "exp": later, "nbf": later - 500}),
            "INVALID_TOKEN",
        ),
        (
            "iat past the leeway",
            bearer({"sub": "t", "exp": later, "iat": later - 480}),
            "INVALID_TOKEN",
        ),
        ("expired past the leeway", "Bearer " + customer_token("t", ttl=-61), "TOKEN_EXPIRED"),
    ]


@pytest.mark.filterwarnings("ignore:The HMAC key")  # the HS512 token's key is short on purpose
@pytest.mark.parametrize(("method", "path"), ROUTES)
async def test_every_wrong_token_gets_its_own_answer_on_every_customer_route(client, method, path):
    for what, header, status_message in bad_tokens():
        reply = await client.request(method, path, headers={"Authorization": header})
        assert (reply.status, reply.status_message) == (401, status_message), what
        assert_failure(reply, 401, status_message)
    reply = await client.request(method, path)
    assert_failure(reply, 401, "AUTHENTICATION_REQUIRED")


async def test_a_wrong_token_is_not_rescued_by_a_guest_key(client):
    reply = await client.get(
        "/v1/assistant/conversations", guest=GUEST_A, headers={"Authorization": "Bearer garbage"}
    )
    assert_failure(reply, 401, "INVALID_TOKEN")


async def test_an_issuer_clock_running_ahead_is_within_the_default_leeway(client):
    """Tokens signed by a clock 1 to 59 seconds ahead, and one expired a few seconds ago."""
    now = int(time.time())
    for claims in (
        {"sub": "t", "exp": now + 600, "iat": now + 1},
        {"sub": "t", "exp": now + 600, "nbf": now + 1},
        {"sub": "t", "exp": now + 600, "iat": now + 50, "nbf": now + 50},
        {"sub": "t", "exp": now - 5, "iat": now - 600},
    ):
        reply = await client.get("/v1/notifications", headers={"Authorization": bearer(claims)})
        assert reply.status == 200, (claims, reply.json)


async def test_the_leeway_is_the_setting(hub_factory, client_for):
    hub = await hub_factory(jwt_leeway_seconds=0)
    client = client_for(hub)
    now = int(time.time())
    ahead = bearer({"sub": "t", "exp": now + 600, "iat": now + 5})
    reply = await client.get("/v1/notifications", headers={"Authorization": ahead})
    assert_failure(reply, 401, "INVALID_TOKEN")
    expired = bearer({"sub": "t", "exp": now - 1})
    reply = await client.get("/v1/notifications", headers={"Authorization": expired})
    assert_failure(reply, 401, "TOKEN_EXPIRED")


@pytest.mark.parametrize("size", [70_000, 100_000, 250_000])
async def test_an_oversized_token_answers_431_in_the_envelope(client, size):
    for method, path in [*ROUTES, ("GET", "/v1/init"), ("GET", "/nowhere")]:
        reply = await client.request(
            method, path, headers={"Authorization": "Bearer " + "a" * size}
        )
        assert_failure(reply, 431, "HEADERS_TOO_LARGE")
    reply = await client.get("/v1/init")  # the hub is none the worse
    assert reply.status == 200


async def test_a_token_used_again_is_refused_once_it_expires(hub_factory, client_for):
    """A token's signature is checked once, but its times on every request."""
    hub = await hub_factory(jwt_leeway_seconds=0)
    client = client_for(hub)
    soon = bearer({"sub": "t", "exp": int(time.time()) + 2})
    reply = await client.get("/v1/notifications", headers={"Authorization": soon})
    assert reply.status == 200, reply.json
    early = bearer({"sub": "t", "exp": int(time.time()) + 600, "nbf": int(time.time()) + 2})
    reply = await client.get("/v1/notifications", headers={"Authorization": early})
    assert_failure(reply, 401, "INVALID_TOKEN")
    await asyncio.sleep(3)
    reply = await client.get("/v1/notifications", headers={"Authorization": soon})
    assert_failure(reply, 401, "TOKEN_EXPIRED")
    reply = await client.get("/v1/notifications", headers={"Authorization": early})
    assert reply.status == 200, reply.json
