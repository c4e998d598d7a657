"""The hub's log output: plain text for a terminal, or one JSON object per line for a collector.

`HUB_LOG_FORMAT=json` is for log pipelines that index fields: every line carries the level,
the logger and the message, and lines written while a request is handled carry its request
id, so one request's lines can be found together (the id is the caller's `X-Request-Id` when
it sends a usable one, so a load balancer's id follows the request through). The access line
of each request adds method, path, status and duration. Probes (`/healthz`, `/readyz`,
`/metrics`) are logged at DEBUG: a load balancer polls them every few seconds.

A text line is one record: text that comes from outside (a model's tool name, a model
server's error body, a header) may hold a line break, and printed raw it would start a line
that reads as a record of its own ("... CRITICAL ..."). The text format escapes control
characters and Unicode line separators in the message (`\n` as the two characters `\\n`)
and indents the lines of a traceback, so that every line at the left margin is a record the
hub wrote. JSON lines escape them as JSON does.
"""

from __future__ import annotations

import contextvars
import logging
import re
import sys
import time
import uuid
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

import orjson

from hub.settings import HubSettings

if TYPE_CHECKING:
    from tornado.httputil import HTTPServerRequest
    from tornado.web import RequestHandler

PROBE_PATHS = frozenset({"/healthz", "/readyz", "/metrics"})
REQUEST_FIELDS = ("method", "path", "status", "duration_ms", "client", "customer")
_USABLE_REQUEST_ID = re.compile(r"[A-Za-z0-9._:@/+=-]{1,128}")

current_request_id: contextvars.ContextVar[str | None] = contextvars.ContextVar(
    "request_id", default=None
)
access_log = logging.getLogger("hub.access")


def request_id_of(request: HTTPServerRequest) -> str:
    """The request's id: the caller's `X-Request-Id` when usable, else a new one; kept on it."""
    known: str | None = getattr(request, "hub_request_id", None)
    if known is None:
        given = request.headers.get("X-Request-Id", "")
        known = given if _USABLE_REQUEST_ID.fullmatch(given) else uuid.uuid4().hex
        request.hub_request_id = known  # type: ignore[attr-defined]
    return known


def log_request(handler: RequestHandler) -> None:
    """Tornado's `log_function`: one access line per request, probes at DEBUG."""
    request = handler.request
    status = handler.get_status()
    if request.path in PROBE_PATHS:
        level = logging.DEBUG
    elif status < 400:
        level = logging.INFO
    elif status < 500:
        level = logging.WARNING
    else:
        level = logging.ERROR
    if not access_log.isEnabledFor(level):
        return
    duration_ms = round(request.request_time() * 1000, 2)
    client, customer = who_called(handler)
    access_log.log(
        level,
        "%s %s %d %.2fms client=%s customer=%s",
        request.method,
        request.path,
        status,
        duration_ms,
        client,
        customer,
        extra={
            "request_id": request_id_of(request),
            "method": request.method,
            "path": request.path,
            "status": status,
            "duration_ms": duration_ms,
            "client": client,
            "customer": customer,
        },
    )


def who_called(handler: RequestHandler) -> tuple[str, str]:
    """The client's address (through `HUB_TRUSTED_PROXIES`) and the customer id, `guest` for
    a guest, `-` before (or without) a caller. A guest's key is never logged: it is the
    guest's only credential."""
    address = getattr(handler, "client_address", None) if hasattr(handler, "hub") else None
    client = address or handler.request.remote_ip or "-"
    caller = getattr(handler, "caller", None)
    if caller is None:
        return client, "-"
    return client, caller.customer_id if caller.customer_id is not None else "guest"


# C0 and C1 controls but the tab, and the Unicode line and paragraph separators.
_LINE_BREAKERS = re.compile("[\x00-\x08\x0a-\x1f\x7f-\x9f\u2028\u2029]")
TRACEBACK_INDENT = "    "


def escape_controls(text: str) -> str:
    """`text` on one line: each control character written as its escape (`\\n`, `\\x1b`)."""
    return _LINE_BREAKERS.sub(lambda found: found[0].encode("unicode_escape").decode(), text)


class TextFormatter(logging.Formatter):
    """`time LEVEL logger message`, one line a record; a traceback follows, indented."""

    def __init__(self) -> None:
        super().__init__("%(asctime)s %(levelname)s %(name)s %(message)s")
        self.converter = time.gmtime

    def format(self, record: logging.LogRecord) -> str:
        record.message = escape_controls(record.getMessage())
        record.asctime = self.formatTime(record, self.datefmt)
        line = self.formatMessage(record)
        extra = []
        if record.exc_info:
            extra.append(self.formatException(record.exc_info))
        if record.stack_info:
            extra.append(self.formatStack(record.stack_info))
        for block in extra:
            for text in block.splitlines():
                line += "\n" + TRACEBACK_INDENT + escape_controls(text)
        return line


class JsonFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        entry: dict[str, Any] = {
            "time": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
        }
        request_id = getattr(record, "request_id", None) or current_request_id.get()
        if request_id is not None:
            entry["request_id"] = request_id
        for name in REQUEST_FIELDS:
            value = getattr(record, name, None)
            if value is not None:
                entry[name] = value
        if record.exc_info:
            entry["exception"] = self.formatException(record.exc_info)
        try:
            return orjson.dumps(entry, default=str).decode()
        except orjson.JSONEncodeError:
            # A lone surrogate (text decoded with `surrogateescape`, say) is no UTF-8: the
            # line keeps it as the characters `\udcxx` rather than losing the record.
            return orjson.dumps({k: _printable(v) for k, v in entry.items()}).decode()


def _printable(value: Any) -> Any:
    if isinstance(value, bool | int | float) or value is None:
        return value
    return str(value).encode("utf-8", "backslashreplace").decode("utf-8")


def configure(settings: HubSettings) -> None:
    """Send every logger's lines to stderr in the configured format and level."""
    handler = logging.StreamHandler(sys.stderr)
    if settings.log_format == "json":
        handler.setFormatter(JsonFormatter())
    else:
        handler.setFormatter(TextFormatter())
    root = logging.getLogger()
    for old in list(root.handlers):
        root.removeHandler(old)
    root.addHandler(handler)
    root.setLevel(settings.log_level.upper())  # one of LOG_LEVELS: the settings checked it
    logging.captureWarnings(True)  # Python's warnings become log lines in the same format
