"""No bad notification reaches storage through the hub, and none stored can wedge an inbox."""

from __future__ import annotations

import pytest

from storage.notification_repository import NewNotification
from tests.handlers.test_base import assert_failure
from tests.handlers.test_notifications import (
    INTERNAL,
    inbox,
    note,
    open_stream,
    publish,
)

TEXT = {"en": "Hi", "ar": "أهلاً"}
SURROGATE = "\\ud800"  # as JSON text: the parsed string holds a lone surrogate


S = SURROGATE
DEEP = '{"a":' * 9 + "1" + "}" * 9


@pytest.mark.parametrize(
    ("body", "field", "message"),
    [
        (
            '{"customerId":"p","type":"order.placed","data":{"x":9007199254740992}}',
            "data.x",
            "between",
        ),
        ('{"customerId":"p","type":"order.placed","data":' + DEEP + "}", "data", "nested"),
        (
            '{"customerId":"p","type":"order.placed","data":{"x":"' + "y" * 17000 + '"}}',
            "data",
            "bytes",
        ),
    ],
)
async def test_publishing_refuses_what_no_client_could_read(client, body, field, message):
    reply = await client.post("/internal/v1/notifications", body=body, headers=INTERNAL)
    problems = assert_failure(reply, 400, "VALIDATION_ERROR")["error"]["data"]
    assert [p["field"] for p in problems] == [field]
    assert message in problems[0]["message"]
    assert (await inbox(client, "p"))["pagination"]["total"] == 0


# Text that is not JSON as RFC 8259 has it, or that no two parsers read alike: the body as a
# whole is refused, before any field is looked at.
@pytest.mark.parametrize(
    "body",
    [
        '{"customerId":"p","type":"order.placed","data":{"x":"' + S + '"}}',
        '{"customerId":"p","type":"order.placed","data":{"' + S + '":1}}',
        '{"customerId":"p","type":"order.placed","data":{"x":NaN}}',
        '{"customerId":"p","type":"order.placed","data":{"x":[1,Infinity]}}',
        '{"customerId":"p","type":"order.placed","data":{"x":-1e400}}',
        '{"customerId":"p' + S + '","type":"order.placed"}',
        '{"customerId":"p","type":"order.placed","title":{"en":"' + S + '","ar":"x"}}',
    ],
)
async def test_publishing_refuses_a_body_that_is_not_strict_json(client, body):
    reply = await client.post("/internal/v1/notifications", body=body, headers=INTERNAL)
    problems = assert_failure(reply, 400, "VALIDATION_ERROR")["error"]["data"]
    assert problems == [{"field": "body", "message": "The request body must be a JSON object."}]
    assert (await inbox(client, "p"))["pagination"]["total"] == 0


async def test_a_bad_entry_in_a_batch_is_named_by_its_place(hub, client):
    body = (
        '{"notifications":[{"customerId":"q","type":"order.placed"},'
        '{"customerId":"q","type":"order.placed","data":{"n":9007199254740992}}]}'
    )
    reply = await client.post("/internal/v1/notifications", body=body, headers=INTERNAL)
    problems = assert_failure(reply, 400, "VALIDATION_ERROR")["error"]["data"]
    assert [p["field"] for p in problems] == ["notifications.1.data.n"]
    assert (await inbox(client, "q"))["pagination"]["total"] == 0
    dropped = hub.metrics.registry.get_sample_value(
        "hub_notifications_dropped_total", {"reason": "invalid"}
    )
    assert dropped == 1


async def test_a_stored_record_that_cannot_be_rendered_is_skipped_everywhere(hub, client):
    (before,) = await publish(client, note("wedge"))
    live = await open_stream(client, "wedge")
    # Written straight to storage, as another writer or an older version might have.
    poison = [
        NewNotification("wedge", "order.placed", TEXT, TEXT, {"bad": "\ud800"}),
        NewNotification("wedge", "order.placed", TEXT, TEXT, {"bad": float("nan")}),
    ]
    await hub.notifications.repository.create_many(poison)
    (after,) = await publish(client, note("wedge"))

    assert (await live.next_event()).id == after["_id"]
    listed = await inbox(client, "wedge")
    assert [row["_id"] for row in listed["data"]] == [after["_id"], before["_id"]]
    resumed = await open_stream(client, "wedge", last_event_id=before["_id"])
    assert (await resumed.next_event()).id == after["_id"]
    (later,) = await publish(client, note("wedge"))
    for stream in (live, resumed):
        assert (await stream.next_event()).id == later["_id"]
        stream.close()
    skipped = hub.metrics.registry.get_sample_value("hub_notifications_skipped_total")
    assert skipped == 2  # each bad record is reported once, however often it is read
