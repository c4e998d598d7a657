"""Servers in processes of their own, on free loopback ports, as the benches run them.

A bench's hub is configured by the bench alone: every `HUB_*` variable of the caller's
environment is dropped, so a setting left in a shell never changes a figure. `PYTHONPATH`
names this checkout, so that the hub measured is the one beside the bench.
"""

from __future__ import annotations

import os
import resource
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Mapping
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SECRET = "bench-secret-long-enough-for-hs256-signing"
INTERNAL = "bench-internal-token"
# Importing uvloop fails in the server process when this runs first.
HIDE_UVLOOP = "import sys; sys.modules['uvloop'] = None; "
SERVERS = {"hub": "run.py", "raw": "bench.harness.raw_sse_server"}
SERVER_NAMES = {
    "hub": "the hub (python run.py)",
    "raw": "Tornado alone (bench/harness/raw_sse_server.py)",
}
START_SECONDS = 30.0

Process = subprocess.Popen[bytes]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def raise_fd_limit() -> int:
    """One process may hold as many sockets as its hard RLIMIT_NOFILE allows."""
    _soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    return hard


def clean_env(**variables: str) -> dict[str, str]:
    """This process's environment without its `HUB_*` settings, with `variables`."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("HUB_")}
    env["PYTHONPATH"] = str(ROOT)
    env.update(variables)
    return env


def server_env(port: int, settings: Mapping[str, str] | None = None) -> dict[str, str]:
    """A bench's hub (or the reference server) on `port`: the bench's secret and internal
    token, dev mode, no drain window at stop (the bench stops it at once), embedded storage
    unless `settings` say otherwise."""
    env = clean_env(
        HUB_HOST="127.0.0.1",
        HUB_PORT=str(port),
        HUB_JWT_SECRET=SECRET,
        HUB_INTERNAL_TOKEN=INTERNAL,
        HUB_DEV="1",
        HUB_DRAIN_SECONDS="0",
    )
    env.update(settings or {})
    return env


def start_process(
    command: list[str],
    env: Mapping[str, str],
    log: Path | None,
    ready_url: str,
    deadline: float = START_SECONDS,
) -> Process:
    """`command` from the repository root, its output appended to `log` (or dropped), once
    `ready_url` answers 200."""
    with open(log or os.devnull, "ab") as out:
        process = subprocess.Popen(command, cwd=ROOT, env=dict(env), stdout=out, stderr=out)
    try:
        wait_ready(ready_url, deadline, process)
    except RuntimeError as error:
        process.kill()
        process.wait()
        raise RuntimeError(f"{command}: {error}; see {log}") from None
    return process


def wait_ready(
    url: str, deadline: float = START_SECONDS, process: Process | None = None, poll: float = 0.2
) -> None:
    """Returns once `url` answers 200, asking every `poll` seconds (a bench timing the start
    asks more often); fails after `deadline` seconds, or as soon as `process` (the server's,
    when the bench started it) has exited."""
    until = time.monotonic() + deadline
    while time.monotonic() < until:
        if process is not None and process.poll() is not None:
            raise RuntimeError(f"exited with {process.returncode}")
        try:
            with urllib.request.urlopen(url, timeout=1) as reply:
                if reply.status == 200:
                    return
        except OSError:
            time.sleep(poll)
    raise RuntimeError(f"{url} did not answer 200 in {deadline:.0f} s")


def stop_process(process: Process, timeout: float = 30.0) -> None:
    """SIGTERM, then SIGKILL if it has not exited in `timeout` seconds. A server that
    closes first keeps TIME_WAIT on its own side."""
    if process.poll() is not None:
        return
    process.terminate()
    try:
        process.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


def server_command(server: str, uvloop: bool = True) -> list[str]:
    """The hub (`python run.py`) or Tornado alone, with uvloop hidden from it or not."""
    target = SERVERS[server]
    if server == "hub":
        run = f"import runpy; runpy.run_path({target!r}, run_name='__main__')"
    else:
        run = f"import runpy; runpy.run_module({target!r}, run_name='__main__', alter_sys=True)"
    return [sys.executable, "-c", ("" if uvloop else HIDE_UVLOOP) + run]


def start_server(
    server: str,
    port: int,
    log: Path | None,
    settings: Mapping[str, str] | None = None,
    uvloop: bool = True,
    ready: str = "/healthz",
) -> Process:
    """`server` ("hub" or "raw") on `port`, configured by `server_env`, once `ready`
    answers 200."""
    return start_process(
        server_command(server, uvloop),
        server_env(port, settings),
        log,
        f"http://127.0.0.1:{port}{ready}",
    )


def start_model(
    port: int, tokens: int, rate: float, log: Path | None, first_token_ms: float = 0.0
) -> Process:
    """The scripted model server (`bench.harness.model_server`), answering every request
    with `tokens` words at `rate` a second, the first `first_token_ms` after the request."""
    return start_process(
        [sys.executable, "-m", "bench.harness.model_server", "--port", str(port),
         "--tokens", str(tokens), "--rate", str(rate), "--first-token-ms", str(first_token_ms)],
        clean_env(), log, f"http://127.0.0.1:{port}/timings",
    )  # fmt: skip


class RedisServer:
    """A `redis-server` of its own on a free loopback port, keeping nothing on disk. The
    benches and the tests both start theirs with it; `restart()` takes it away and brings it
    back on the same port, as an operator's failover would."""

    def __init__(self) -> None:
        binary = shutil.which("redis-server")
        if binary is None:
            raise RuntimeError("redis-server is not installed (apt-get install redis-server)")
        self.binary = binary
        self.port = free_port()
        self.workdir = tempfile.mkdtemp(prefix="bench-redis-")
        self.process: Process | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> None:
        os.makedirs(self.workdir, exist_ok=True)
        self.process = subprocess.Popen(
            [self.binary, "--port", str(self.port), "--bind", "127.0.0.1", "--save", "",
             "--appendonly", "no", "--dir", self.workdir],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )  # fmt: skip
        until = time.monotonic() + 10
        while time.monotonic() < until:
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=0.2) as sock:
                    sock.sendall(b"PING\r\n")
                    if sock.recv(16).startswith(b"+PONG"):
                        return
            except OSError:
                time.sleep(0.05)
        self.stop()
        raise RuntimeError(f"redis-server did not start on port {self.port}")

    def stop(self) -> None:
        if self.process is not None:
            stop_process(self.process, timeout=10)
            self.process = None
        shutil.rmtree(self.workdir, ignore_errors=True)

    def restart(self) -> None:
        self.stop()
        self.start()
