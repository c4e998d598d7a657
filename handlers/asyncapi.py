"""The AsyncAPI 3 document of the hub's two streams, from the models their events carry.

    python -m handlers.asyncapi > docs/asyncapi.yaml

The committed `docs/asyncapi.yaml` is this output; a test regenerates it and compares, and
checks real streams against it.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel
from pydantic.json_schema import models_json_schema

from hub.assistant import schemas as assistant
from hub.notifications import schemas as notifications

ASYNCAPI_VERSION = "3.0.0"
REF = "#/components/schemas/{model}"


@dataclass(frozen=True)
class Channel:
    name: str
    address: str
    title: str
    description: str
    events: dict[str, type[BaseModel]]
    event_ids: dict[str, str]


CHANNELS = (
    Channel(
        "notifications",
        "/v1/notifications/sse",
        "A customer's live notifications (GET)",
        "Opened with `Authorization: Bearer <customer token>`, or `?ticket=` from "
        "`POST /v1/notifications/sse-ticket` in a browser `EventSource`. The stream starts with "
        "a `retry:` hint where the hub sends one, then carries `notification` events and, as "
        "an extension, `inbox` events (read state and unread count changed elsewhere); "
        "clients that know only `notification` ignore `inbox`. Comment lines (`: keep-alive`) "
        "come every 20 seconds. On reconnect send `Last-Event-ID` (or `?lastEventId=`): the "
        "notifications missed come first, in order, without duplicates; an id the hub cannot "
        "place, or one too far behind, gets one `inbox` event with `refetch: true` instead.",
        notifications.STREAM_EVENTS,
        {"notification": "The notification's `_id`; resume after it with Last-Event-ID."},
    ),
    Channel(
        "assistant",
        "/v1/assistant/messages",
        "One assistant turn (the response of POST, or of GET .../conversations/{id}/stream)",
        "`message_start`, `user_message`, then any of `text_delta`, `tool_start`, `tool_end`, "
        "`block`, and last `message_end` or `error`. The turn's `text_delta`s joined equal "
        "`message_end.message.content`; the blocks of `message_end` win over the live ones. "
        "Every event but `error` has an `id:` `<assistantMessageId>:<sequence>`: "
        "`GET /v1/assistant/conversations/{id}/stream` with that `Last-Event-ID` re-attaches "
        "to the turn after it, and answers the last reply as one `message_end` once it is over.",
        assistant.STREAM_EVENTS,
        {
            event: "`<assistantMessageId>:<sequence>`; re-attach after it with Last-Event-ID."
            for event in assistant.STREAM_EVENTS
            if event != "error"
        },
    ),
)


def _message(
    event: str, model: type[BaseModel], ref: dict[str, Any], channel: Channel
) -> dict[str, Any]:
    message: dict[str, Any] = {
        "name": event,
        "title": f"event: {event}",
        "contentType": "application/json",
        "payload": ref,
    }
    doc = (model.__doc__ or "").strip()
    if doc:
        message["summary"] = doc.splitlines()[0]
    if event in channel.event_ids:
        message["description"] = f"`id:` {channel.event_ids[event]}"
    return message


def asyncapi_document(version: str) -> dict[str, Any]:
    models = sorted(
        {m for c in CHANNELS for m in c.events.values()},
        key=lambda m: (m.__module__, m.__qualname__),
    )
    keys, top = models_json_schema([(m, "validation") for m in models], ref_template=REF)
    channels: dict[str, Any] = {}
    operations: dict[str, Any] = {}
    messages: dict[str, Any] = {}
    for channel in CHANNELS:
        names = {}
        for event, model in channel.events.items():
            key = f"{channel.name}.{event}"
            messages[key] = _message(event, model, keys[(model, "validation")], channel)
            names[event] = {"$ref": f"#/components/messages/{key}"}
        channels[channel.name] = {
            "address": channel.address,
            "title": channel.title,
            "description": channel.description,
            "messages": names,
        }
        operations[f"receive.{channel.name}"] = {
            "action": "receive",
            "channel": {"$ref": f"#/channels/{channel.name}"},
            "messages": [{"$ref": f"#/channels/{channel.name}/messages/{e}"} for e in names],
        }
    return {
        "asyncapi": ASYNCAPI_VERSION,
        "info": {
            "title": "Storefront Hub streams",
            "version": version,
            "description": "Server-sent events: each frame is `event: <name>` and one "
            "`data:` line of JSON; `data` is the message payload below. The HTTP side of "
            "both routes is in `GET /openapi.json`.",
        },
        "defaultContentType": "application/json",
        "channels": channels,
        "operations": operations,
        "components": {"schemas": top.get("$defs", {}), "messages": messages},
    }


def main() -> None:
    import yaml

    from hub.version import hub_version

    document = asyncapi_document(hub_version())
    sys.stdout.write(yaml.safe_dump(document, sort_keys=False, allow_unicode=True, width=100))


if __name__ == "__main__":
    main()
