"""The one place that turns results and `HubError`s into what clients parse.

The JSON envelope and the SSE `error` event are rendered here and nowhere else, so the
contract clients branch on (`statusMessage`, `statusCode`) cannot drift between routes.
"""

from __future__ import annotations

from typing import Any

import orjson

from hub.catalogue import Language, say
from hub.errors import STATUS_CODES, HubError


def dumps(value: Any) -> str:
    """JSON as the hub writes it everywhere: compact UTF-8 text, Arabic and `/` unescaped.

    orjson, chosen by `bench/json_codec.py` (docs/performance.md). Keys that are not strings
    are written as strings, as JSON has no other; NaN and infinities are written as `null`.
    """
    return orjson.dumps(value, option=orjson.OPT_NON_STR_KEYS).decode()


def render_envelope(results: Any, status_message: str = "SUCCESS") -> dict[str, Any]:
    return {
        "success": True,
        "statusCode": STATUS_CODES[status_message],
        "statusMessage": status_message,
        "results": results,
        "error": None,
    }


def render_pagination(total: int, page: int, limit: int) -> dict[str, Any]:
    """Where a paged list stands: `total` items, of which `page` shows up to `limit`."""
    return {"total": total, "page": page, "limit": limit, "hasMore": page * limit < total}


def render_error(error: HubError, language: Language) -> dict[str, Any]:
    return {
        "success": False,
        "statusCode": error.status_code,
        "statusMessage": error.status_message,
        "results": None,
        "error": {
            "message": say(error.message_key, language, **error.detail),
            "data": [
                {"field": p.field, "message": say(p.message_key, language, **p.detail)}
                for p in error.problems
            ],
        },
    }


# Line breaks that JSON may leave raw inside a string: EventSource parsers split only on CR
# and LF, but a client that splits on every Unicode line break would read a line of its own.
_LINE_SEPARATORS = str.maketrans({"\u2028": "\\u2028", "\u2029": "\\u2029", "\u0085": "\\u0085"})


def render_sse(event: str, data: Any, event_id: str | None = None) -> str:
    """One server-sent-event frame; `data` is always a single JSON line, on every parser."""
    head = f"id: {event_id}\n" if event_id is not None else ""
    body = dumps(data)
    if "\u2028" in body or "\u2029" in body or "\u0085" in body:
        body = body.translate(_LINE_SEPARATORS)
    return f"{head}event: {event}\ndata: {body}\n\n"


def render_error_event(error: HubError, language: Language, event_id: str | None = None) -> str:
    """The assistant stream's terminal `error` event: `code` is the statusMessage."""
    return render_sse(
        "error",
        {"code": error.status_message, "message": say(error.message_key, language, **error.detail)},
        event_id,
    )
