"""Customer tokens on the real routes: every way a token can be wrong, and its answer."""

from __future__ import annotations

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
        ("expired", "Bearer " + customer_token("t", ttl=-10), "TOKEN_EXPIRED"),
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
