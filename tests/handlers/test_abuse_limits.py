"""Limits that keep one client from flooding a hub: new guest keys per address, stream opens."""

from __future__ import annotations

import secrets

import pytest

from hub.networks import client_address, parse_networks
from tests.conftest import GUEST_A, customer_token
from tests.handlers.test_base import assert_failure

GUEST_ROUTE = "/v1/assistant/conversations"


def new_guest() -> str:
    return secrets.token_hex(16)


async def test_rotating_guest_keys_are_limited_per_address(hub_factory, client_for):
    client = client_for(await hub_factory(new_guests_per_minute=3))
    admitted = [new_guest() for _ in range(3)]
    for guest in admitted:
        assert (await client.get(GUEST_ROUTE, guest=guest)).status == 200
    refused = await client.get(GUEST_ROUTE, guest=GUEST_A)
    assert_failure(refused, 429, "RATE_LIMITED")
    assert int(refused.headers["Retry-After"]) >= 1
    # Keys already admitted, and signed-in customers, carry on.
    assert (await client.get(GUEST_ROUTE, guest=admitted[0])).status == 200
    assert (await client.get(GUEST_ROUTE, token=customer_token("c"))).status == 200


async def test_an_admitted_guest_is_not_counted_again(hub_factory, client_for):
    hub = await hub_factory(new_guests_per_minute=1)
    client = client_for(hub)
    for _ in range(5):
        assert (await client.get(GUEST_ROUTE, guest=GUEST_A)).status == 200
    assert_failure(await client.get(GUEST_ROUTE, guest=new_guest()), 429, "RATE_LIMITED")
    refused = hub.metrics.registry.get_sample_value(
        "hub_rate_limited_total", {"bucket": "guests.new"}
    )
    assert refused == 1


async def test_behind_a_trusted_proxy_each_forwarded_client_has_its_own_count(
    hub_factory, client_for
):
    client = client_for(
        await hub_factory(new_guests_per_minute=1, trusted_proxies="127.0.0.0/8, 10.0.0.0/8")
    )
    for address in ("203.0.113.1", "203.0.113.2"):
        headers = {"X-Forwarded-For": f"{address}, 10.0.0.7"}
        assert (await client.get(GUEST_ROUTE, guest=new_guest(), headers=headers)).status == 200
    again = {"X-Forwarded-For": "203.0.113.1"}
    assert_failure(
        await client.get(GUEST_ROUTE, guest=new_guest(), headers=again), 429, "RATE_LIMITED"
    )
    real = {"X-Real-IP": "198.51.100.9"}
    assert (await client.get(GUEST_ROUTE, guest=new_guest(), headers=real)).status == 200


async def test_forwarding_headers_from_anybody_else_are_ignored(hub_factory, client_for):
    client = client_for(await hub_factory(new_guests_per_minute=1))
    for n in range(2):
        headers = {"X-Forwarded-For": f"203.0.113.{n}"}
        reply = await client.get(GUEST_ROUTE, guest=new_guest(), headers=headers)
    assert_failure(reply, 429, "RATE_LIMITED")


@pytest.mark.parametrize(
    ("peer", "forwarded", "real", "expected"),
    [
        ("10.0.0.1", "1.2.3.4", None, "1.2.3.4"),
        ("10.0.0.1", "9.9.9.9, 1.2.3.4, 10.0.0.2", None, "1.2.3.4"),
        ("10.0.0.1", "garbage, 1.2.3.4", None, "1.2.3.4"),
        ("10.0.0.1", "1.2.3.4, garbage", "5.6.7.8", "5.6.7.8"),
        ("10.0.0.1", None, "2001:db8::1", "2001:db8::1"),
        ("10.0.0.1", "10.0.0.3", None, "10.0.0.1"),
        ("8.8.8.8", "1.2.3.4", "5.6.7.8", "8.8.8.8"),
    ],
)
def test_the_client_address(peer, forwarded, real, expected):
    assert client_address(peer, forwarded, real, parse_networks("10.0.0.0/8")) == expected


def test_a_trusted_proxy_list_that_does_not_parse_is_refused():
    from hub.settings import HubSettings

    with pytest.raises(ValueError):
        HubSettings(trusted_proxies="10.0.0.0/33")


async def test_opening_streams_is_rate_limited_per_customer(client):
    token = customer_token("reconnecting")
    streams = []
    for _ in range(30):
        stream = await client.stream("GET", "/v1/notifications/sse", token=token)
        assert stream.status == 200
        streams.append(stream)
        stream.close()
    refused = await client.get("/v1/notifications/sse", token=token)
    assert_failure(refused, 429, "RATE_LIMITED")
    other = await client.stream("GET", "/v1/notifications/sse", token=customer_token("calm"))
    assert other.status == 200
    other.close()


# Customer writes and the ticket route, each with its limit per rolling minute.
CUSTOMER_WRITES = [
    ("PATCH", "/v1/notifications/read-all", 30),
    ("PATCH", "/v1/notifications/0123456789abcdef01234567/read", 120),
    ("POST", "/v1/notifications/sse-ticket", 30),
    ("POST", "/v1/dev/demo-order", 10),
]


@pytest.mark.parametrize(("method", "path", "per_minute"), CUSTOMER_WRITES)
async def test_every_customer_write_and_the_ticket_route_are_rate_limited(
    client, method, path, per_minute
):
    token = customer_token(f"flood-{per_minute}-{method}")
    body = {"intervalSeconds": 60} if path.endswith("demo-order") else None
    for _ in range(per_minute):
        reply = await client.request(method, path, token=token, json=body)
        assert reply.status != 429, reply.body
    refused = await client.request(method, path, token=token, json=body)
    assert_failure(refused, 429, "RATE_LIMITED")
    assert 1 <= int(refused.headers["Retry-After"]) <= 60
    # Counted per customer: another one is not held back.
    other = await client.request(method, path, token=customer_token("someone-else"), json=body)
    assert other.status != 429


def test_every_customer_write_route_is_declared_rate_limited():
    """A new write route for shoppers must come with a limit (the document says which)."""
    from handlers.routes import ROUTES
    from hub.openapi.operation import CUSTOMER, GUEST

    unlimited = [
        f"{method.upper()} {route.pattern}"
        for route in ROUTES
        for method, operation in route.operations.items()
        if method in ("post", "patch", "put", "delete")
        and {CUSTOMER, GUEST} & set(operation.auth)
        and not operation.rate_limited
    ]
    assert unlimited == []
