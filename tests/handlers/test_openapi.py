"""`GET /openapi.json`: every route of the table is described, and the description is what
the hub really answers (the suite checks every reply against it: see tests/contract.py)."""

from __future__ import annotations

import pytest
from jsonschema import ValidationError
from openapi_spec_validator import validate

from handlers.base import served_methods
from handlers.openapi import api_document
from handlers.routes import ROUTES
from hub.app import Hub
from hub.openapi.document import path_template, undeclared
from tests.client import Reply
from tests.conftest import DEBUG_TOKEN, hub_settings
from tests.contract import ApiContract
from tests.handlers.test_base import PROBE_ROUTES, EchoHandler


def served(routes):
    return [(route.pattern, served_methods(route.handler)) for route in routes]


def declared(routes):
    return {route.pattern: route.operations for route in routes}


def test_every_route_in_the_table_is_described():
    assert undeclared(served(ROUTES), declared(ROUTES)) == []
    document = api_document(ROUTES)
    validate(document)  # a valid OpenAPI 3.1 document
    for route in ROUTES:
        names = next(iter(route.operations.values())).path
        described = document["paths"][path_template(route.pattern, names)]
        assert {m.lower() for m in served_methods(route.handler)} == set(described), route


def test_the_hub_mounts_the_one_table():
    assert Hub(hub_settings()).routes == ROUTES
    assert len({route.pattern for route in ROUTES}) == len(ROUTES)


def test_a_route_without_a_declaration_is_named():
    routes = (*ROUTES, *PROBE_ROUTES)
    missing = undeclared(served(routes), declared(routes))
    assert "POST /v1/probe/echo" in missing
    assert served_methods(EchoHandler) == ["POST"]


async def test_the_document_is_served_and_describes_failures_per_route(client):
    reply = await client.get("/openapi.json")
    assert reply.status == 200
    document = reply.json
    assert document["openapi"] == "3.1.0"
    assert set(document["components"]["securitySchemes"]) == {
        "customerToken",
        "guestKey",
        "streamTicket",
        "internalToken",
        "debugToken",
    }
    read_one = document["paths"]["/v1/notifications/{notificationId}/read"]["patch"]
    by_status = {
        status: response["content"]["application/json"]["schema"]["properties"]["statusMessage"][
            "enum"
        ]
        for status, response in read_one["responses"].items()
    }
    assert by_status["200"] == ["UPDATED"]
    assert by_status["401"] == [
        "AUTHENTICATION_REQUIRED",
        "INVALID_TOKEN",
        "TOKEN_EXPIRED",
        "UNAUTHENTICATED",
    ]
    assert by_status["403"] == ["FORBIDDEN"]
    assert by_status["404"] == ["RESOURCE_NOT_FOUND"]
    send = document["paths"]["/v1/assistant/messages"]["post"]
    assert send["responses"]["200"]["x-asyncapi-channel"] == "assistant"
    assert "Retry-After" in send["responses"]["429"]["headers"]
    assert send["security"] == [{"customerToken": []}, {"guestKey": []}]
    body = send["requestBody"]["content"]["application/json"]["schema"]["$ref"]
    sent = document["components"]["schemas"][body.rsplit("/", 1)[1]]
    assert sent["properties"]["message"]["maxLength"] == 2000


def test_the_contract_refuses_replies_the_document_does_not_describe(
    api_contract: ApiContract,
):
    url = "http://hub/v1/notifications/sse-ticket"
    good = b'{"success":true,"statusCode":200,"statusMessage":"CREATED","results":{"ticket":"t","expiresAt":"2026-01-01T00:00:00Z"},"error":null}'
    json = {"Content-Type": "application/json; charset=UTF-8"}
    api_contract.check("POST", url, Reply(200, json, good))
    with pytest.raises(ValidationError, match="ticket"):
        api_contract.check("POST", url, Reply(200, json, good.replace(b'"ticket":"t",', b"")))
    with pytest.raises(ValidationError, match="SUCCESS"):
        api_contract.check("POST", url, Reply(200, json, good.replace(b"CREATED", b"SUCCESS")))
    with pytest.raises(AssertionError, match="status not in the API description"):
        api_contract.check("POST", url, Reply(409, json, b"{}"))


OPERATOR_PATHS = {"/internal/v1/notifications", "/debug/actors", "/metrics", "/healthz"}


@pytest.mark.parametrize("dev", [False, True])
async def test_without_the_debug_token_the_document_shows_only_what_clients_call(
    hub_factory, client_for, dev
):
    hub = await hub_factory(dev=dev, storage="memory", debug_token=DEBUG_TOKEN)
    client = client_for(hub)
    hidden = OPERATOR_PATHS | ({"/v1/dev/token", "/v1/dev/demo-order"} if dev else set())
    for headers in ({}, {"Authorization": "Bearer not-the-debug-token"}):
        reply = await client.get("/openapi.json", headers=headers)
        assert reply.status == 200 and reply.headers.get("Vary") == "Authorization"
        paths = set(reply.json["paths"])
        assert "/v1/assistant/messages" in paths and "/v1/notifications" in paths
        assert all(path.startswith("/v1/") for path in paths), paths
        assert not paths & hidden
    full = await client.get("/openapi.json", headers={"Authorization": f"Bearer {DEBUG_TOKEN}"})
    assert set(full.json["paths"]) >= paths | hidden
