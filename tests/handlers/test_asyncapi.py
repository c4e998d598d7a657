"""docs/asyncapi.yaml is generated from the event models, and real streams match it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml
from jsonschema import Draft202012Validator
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

from handlers.asyncapi import asyncapi_document
from hub.version import hub_version
from tests.client import Event
from tests.conftest import GUEST_A, INTERNAL_TOKEN, customer_token
from tests.handlers.test_notifications import open_stream, publish

DOCUMENT = Path(__file__).resolve().parents[2] / "docs" / "asyncapi.yaml"
URI = "urn:storefront-hub:asyncapi"


@pytest.fixture(scope="module")
def asyncapi() -> dict[str, Any]:
    return yaml.safe_load(DOCUMENT.read_text())


def test_the_committed_document_is_the_generated_one(asyncapi):
    assert asyncapi == asyncapi_document(hub_version()), (
        "regenerate: python -m handlers.asyncapi > docs/asyncapi.yaml"
    )


def check_events(asyncapi: dict[str, Any], channel: str, events: list[Event]) -> None:
    registry = Registry().with_resource(
        URI, Resource.from_contents(asyncapi, default_specification=DRAFT202012)
    )
    described = asyncapi["channels"][channel]["messages"]
    for event in events:
        assert event.event in described, f"{channel}: event {event.event!r} is not described"
        key = described[event.event]["$ref"].rsplit("/", 1)[1]
        payload = {"$ref": f"{URI}#/components/messages/{key}/payload"}
        Draft202012Validator(payload, registry=registry).validate(event.data)


async def test_the_notification_stream_matches_the_document(client, asyncapi):
    stream = await open_stream(client, "described")
    try:
        first, second = await publish(
            client,
            {"customerId": "described", "type": "order.placed", "data": {"orderId": "o-1"}},
            {"customerId": "described", "type": "points.earned"},
        )
        token = customer_token("described")
        await client.patch(f"/v1/notifications/{first['_id']}/read", token=token)
        await client.patch("/v1/notifications/read-all", token=token)
        events = [await stream.next_event() for _ in range(4)]
    finally:
        stream.close()
    assert [e.event for e in events] == ["notification", "notification", "inbox", "inbox"]
    assert [e.id for e in events[:2]] == [first["_id"], second["_id"]]
    check_events(asyncapi, "notifications", events)


async def test_the_assistant_stream_matches_the_document(client, asyncapi):
    turn = await client.stream(
        "POST", "/v1/assistant/messages", json={"message": "add 2 almarai milk"}, guest=GUEST_A
    )
    events = await turn.rest()
    names = [e.event for e in events]
    assert names[:2] == ["message_start", "user_message"] and names[-1] == "message_end"
    assert {"tool_start", "tool_end", "block", "text_delta"} <= set(names)
    message_id = events[-1].data["message"]["_id"]
    assert [e.id for e in events] == [f"{message_id}:{n}" for n in range(1, len(events) + 1)]
    check_events(asyncapi, "assistant", events)

    internal = {"Authorization": f"Bearer {INTERNAL_TOKEN}"}
    await client.patch(
        "/internal/v1/settings", json={"assistant": {"enabled": False}}, headers=internal
    )
    refused = await client.stream(
        "POST", "/v1/assistant/messages", json={"message": "hello"}, guest=GUEST_A
    )
    errors = await refused.rest()
    assert refused.status == 403 and [e.event for e in errors] == ["error"]
    check_events(asyncapi, "assistant", errors)
