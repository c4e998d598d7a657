"""`run.py` as an operator uses it: a real process, real environment variables."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import jwt

from tests.services import free_port

ROOT = Path(__file__).resolve().parent.parent


def run_env(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("HUB_")}
    env.update(extra)
    return env


def test_production_refuses_the_default_secret():
    for secret in (None, "", "dev-secret-change-me"):
        env = run_env(HUB_DEV="0", HUB_PORT=str(free_port()))
        if secret is not None:
            env["HUB_JWT_SECRET"] = secret
        result = subprocess.run(
            [sys.executable, "run.py"],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=30,
        )
        assert result.returncode != 0
        assert "HUB_JWT_SECRET" in result.stderr


def test_token_command_prints_a_token_for_the_configured_secret():
    secret = "a-private-secret-of-sufficient-length"
    result = subprocess.run(
        [sys.executable, "run.py", "token", "demo-1"],
        cwd=ROOT,
        env=run_env(HUB_JWT_SECRET=secret),
        capture_output=True,
        text=True,
        timeout=30,
    )
    assert result.returncode == 0, result.stderr
    claims = jwt.decode(result.stdout.strip(), secret, algorithms=["HS256"])
    assert claims["sub"] == "demo-1"
    assert claims["exp"] > time.time()


def test_serves_on_the_embedded_default_and_says_so():
    port = free_port()
    process = subprocess.Popen(
        [sys.executable, "run.py"],
        cwd=ROOT,
        env=run_env(HUB_PORT=str(port)),
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    try:
        deadline = time.monotonic() + 60
        body = None
        while time.monotonic() < deadline:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=1) as r:
                    body = json.loads(r.read())
                    break
            except OSError:
                time.sleep(0.2)
        assert body is not None and body["success"] is True
    finally:
        process.send_signal(signal.SIGINT)  # stop now, without the drain window
        output, _ = process.communicate(timeout=30)
    assert process.returncode == 0, output
    listening = [line for line in output.splitlines() if "listening on" in line]
    assert len(listening) == 1
    assert f"http://127.0.0.1:{port}" in listening[0]
    assert "embedded" in listening[0] and "in-process" in listening[0]


def start_up_refusal(**env: str) -> str:
    """Run the hub with `env` and answer what it printed, asserting it refused to start."""
    result = subprocess.run(
        [sys.executable, "run.py"],
        cwd=ROOT,
        env=run_env(HUB_PORT=str(free_port()), **env),
        capture_output=True,
        text=True,
        timeout=30,
    )
    assert result.returncode == 2, result.stderr
    return result.stderr


def test_an_unknown_variable_is_refused_naming_the_closest_known_one():
    stderr = start_up_refusal(HUB_MONGO_URI="mongodb://db/")
    assert "HUB_MONGO_URI" in stderr and "did you mean HUB_MONGO_URL" in stderr
    assert "HUB_SSE_RETRY_MS" in start_up_refusal(HUB_SSE_RETRY_MSEC="100")


STRONG = "s" * 32


def test_production_refuses_short_secrets():
    for name in ("HUB_JWT_SECRET", "HUB_INTERNAL_TOKEN", "HUB_DEBUG_TOKEN"):
        env = {"HUB_DEV": "0", "HUB_STORAGE": "memory", "HUB_JWT_SECRET": STRONG, name: "s" * 31}
        stderr = start_up_refusal(**env)
        assert name in stderr and "32 bytes" in stderr


def test_production_refuses_memory_storage_nobody_chose():
    stderr = start_up_refusal(HUB_DEV="0", HUB_JWT_SECRET=STRONG)
    assert "HUB_MONGO_URL" in stderr and "HUB_STORAGE=memory" in stderr
    assert "HUB_MONGO_URL" in start_up_refusal(HUB_STORAGE="mongo")


def test_production_on_chosen_memory_storage_says_so():
    port = free_port()
    env = run_env(HUB_PORT=str(port), HUB_DEV="0", HUB_STORAGE="memory", HUB_JWT_SECRET=STRONG)
    process = subprocess.Popen(
        [sys.executable, "run.py"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    try:
        body = None
        deadline = time.monotonic() + 60
        while body is None and time.monotonic() < deadline:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/readyz", timeout=1) as r:
                    body = json.loads(r.read())
            except OSError:
                time.sleep(0.2)
        assert body is not None and body["results"]["storage"] == "memory"
    finally:
        process.terminate()
        output, _ = process.communicate(timeout=30)
    assert "nothing survives a restart" in output and "WARNING" in output
