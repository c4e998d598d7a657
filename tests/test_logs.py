"""What a hub writes to its log, read from a real process as a log collector reads it."""

from __future__ import annotations

import json
import sys
import urllib.request
from pathlib import Path
from typing import Any

from tests.services import HubProcess

ROOT = Path(__file__).resolve().parent.parent


def fetch(url: str, headers: dict[str, str] | None = None) -> tuple[int, dict[str, str]]:
    request = urllib.request.Request(url, headers=headers or {})
    with urllib.request.urlopen(request, timeout=5) as reply:
        reply.read()
        return reply.status, dict(reply.headers)


def run_hub(**env: str) -> HubProcess:
    return HubProcess([sys.executable, "-m", "hub"], env={"PYTHONPATH": str(ROOT), **env}, cwd=ROOT)


def stopped_output(hub: HubProcess) -> str:
    hub.signal(2)  # SIGINT: stop now
    assert hub.wait() == 0
    return hub.output()


def test_json_logs_one_object_per_line_with_the_request_id() -> None:
    hub = run_hub(HUB_LOG_FORMAT="json", HUB_LOG_LEVEL="DEBUG").start()
    try:
        status, headers = fetch(f"{hub.url}/v1/init", {"X-Request-Id": "lb-7f3a"})
        assert status == 200 and headers["X-Request-Id"] == "lb-7f3a"
        _, made = fetch(f"{hub.url}/v1/init")
        assert len(made["X-Request-Id"]) == 32 and made["X-Request-Id"] != "lb-7f3a"
        _, refused = fetch(f"{hub.url}/v1/init", {"X-Request-Id": "no spaces\tor tabs"})
        assert refused["X-Request-Id"] != "no spaces\tor tabs"
        fetch(f"{hub.url}/healthz")
        output = stopped_output(hub)
    finally:
        hub.stop()
    lines = [json.loads(line) for line in output.splitlines() if line.strip()]
    assert all({"level", "logger", "message"} <= line.keys() for line in lines)
    access = [line for line in lines if line["logger"] == "hub.access"]
    init: dict[str, Any] = next(line for line in access if line.get("request_id") == "lb-7f3a")
    assert init["level"] == "INFO"
    assert (init["method"], init["path"], init["status"]) == ("GET", "/v1/init", 200)
    assert init["duration_ms"] >= 0
    assert any(line.get("request_id") == made["X-Request-Id"] for line in access)
    probes = [line for line in access if line["path"] == "/healthz"]
    assert probes and all(line["level"] == "DEBUG" for line in probes)


def test_probes_are_left_out_at_the_default_level() -> None:
    hub = run_hub().start()
    try:
        fetch(f"{hub.url}/healthz")
        fetch(f"{hub.url}/readyz")
        fetch(f"{hub.url}/v1/init")
        output = stopped_output(hub)
    finally:
        hub.stop()
    assert " INFO hub.access GET /v1/init 200 " in output
    assert "/healthz" not in output and "/readyz" not in output


def test_access_lines_name_the_client_address_and_the_customer() -> None:
    from hub.auth import issue_customer_token
    from hub.settings import DEV_JWT_SECRET

    hub = run_hub(HUB_LOG_FORMAT="json", HUB_TRUSTED_PROXIES="127.0.0.1/32").start()
    token = issue_customer_token(DEV_JWT_SECRET, "reader-9")
    try:
        fetch(
            f"{hub.url}/v1/notifications",
            {"Authorization": f"Bearer {token}", "X-Request-Id": "as-customer"},
        )
        fetch(f"{hub.url}/v1/cart", {"X-Assistant-Guest": "ab" * 16, "X-Request-Id": "as-guest"})
        fetch(f"{hub.url}/v1/init", {"X-Forwarded-For": "203.0.113.7", "X-Request-Id": "proxied"})
        output = stopped_output(hub)
    finally:
        hub.stop()
    lines = [json.loads(line) for line in output.splitlines() if line.strip()]
    access = {line.get("request_id"): line for line in lines if line["logger"] == "hub.access"}
    assert (access["as-customer"]["client"], access["as-customer"]["customer"]) == (
        "127.0.0.1",
        "reader-9",
    )
    assert access["as-guest"]["customer"] == "guest" and "ab" * 16 not in output
    assert (access["proxied"]["client"], access["proxied"]["customer"]) == ("203.0.113.7", "-")


def test_a_json_line_keeps_text_that_no_utf8_can_hold() -> None:
    """A lone surrogate (a bad stored row's field name, named by the inbox's "skipped" line)
    cannot be written as UTF-8: the record is still one JSON line, the surrogate as `\\udcxx`."""
    import logging

    from hub.logs import JsonFormatter

    record = logging.LogRecord(
        "actors.inbox", logging.WARNING, __file__, 1, "skipped: data.%s", ("\udc80",), None
    )
    line = JsonFormatter().format(record)
    assert "\n" not in line
    assert json.loads(line)["message"] == "skipped: data.\\udc80"
    line.encode("utf-8")  # what the handler writes: no lone surrogate left in it
