"""deploy/nginx.conf's access log, from Debian's nginx in front of a hub: a stream opened
with `?ticket=` is logged by its path alone."""

from __future__ import annotations

import json
import sys
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.conftest import customer_token
from tests.services import HubProcess, NginxServer
from tests.test_nginx import nginx_config

ROOT = Path(__file__).resolve().parent.parent
ACCESS_LOG = "/var/log/nginx/access.log"


@pytest.fixture
def proxied_hub() -> Iterator[tuple[NginxServer, HubProcess]]:
    hub = HubProcess([sys.executable, "-m", "hub"], env={"PYTHONPATH": str(ROOT)}, cwd=ROOT)
    nginx: NginxServer | None = None
    try:
        hub.start()
        config = nginx_config([hub, hub])
        assert config.count(ACCESS_LOG) == 1, "deploy/nginx.conf no longer logs there"
        nginx = NginxServer(config.replace(ACCESS_LOG, "access.log"))  # in nginx's own prefix
        nginx.start()
        yield nginx, hub
    finally:
        if nginx is not None:
            nginx.stop()
        hub.stop()


def test_the_access_log_keeps_the_stream_ticket_out(proxied_hub) -> None:
    nginx, hub = proxied_hub
    token = customer_token("log-reader", secret="dev-secret-change-me")
    request = urllib.request.Request(
        f"{nginx.url}/v1/notifications/sse-ticket",
        method="POST",
        data=b"",
        headers={"Authorization": f"Bearer {token}"},
    )
    with urllib.request.urlopen(request, timeout=5) as reply:
        ticket = json.loads(reply.read())["results"]["ticket"]
    with urllib.request.urlopen(
        f"{nginx.url}/v1/notifications/sse?ticket={ticket}", timeout=5
    ) as stream:
        assert stream.status == 200
        stream.readline()  # the stream is open; closing it ends the request
    nginx.stop()  # nginx writes the stream's line when it ends, and flushes on exit
    written = (Path(nginx.workdir) / "access.log").read_text()
    lines = [line for line in written.splitlines() if "/v1/notifications/sse " in line]
    assert lines and lines[0].startswith("127.0.0.1 "), written
    assert ticket not in written and "ticket=" not in written
    assert "request_id=" in lines[0] and '"GET /v1/notifications/sse HTTP/1.1" 200' in lines[0]
    hub.stop()
    assert ticket not in hub.output()
