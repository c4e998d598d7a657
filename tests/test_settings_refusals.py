"""Every malformed or unsafe setting stops `python -m hub` before it serves: one line on
stderr naming the variable, exit status 2, no traceback, and nothing of any secret."""

from __future__ import annotations

import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SECRETS = {
    "HUB_JWT_SECRET": "jwt-SECRET-MARK-0123456789abcdef0123",
    "HUB_INTERNAL_TOKEN": "internal-SECRET-MARK-0123456789abcdef",
    "HUB_DEBUG_TOKEN": "debug-SECRET-MARK-0123456789abcdef012",
    "HUB_LLM_API_KEY": "sk-SECRET-MARK-0123456789",
}
# (the variable the refusal must name, the environment that earns it)
REFUSED: list[tuple[str, dict[str, str]]] = [
    ("HUB_TRUSTED_PROXIES", {"HUB_TRUSTED_PROXIES": "0.0.0.0/0"}),
    ("HUB_TRUSTED_PROXIES", {"HUB_TRUSTED_PROXIES": "10.0.0.0/8, ::/0"}),
    ("HUB_TRUSTED_PROXIES", {"HUB_TRUSTED_PROXIES": "10.0.0.0/33"}),
    ("HUB_JWT_SECRET", {"HUB_JWT_SECRET": " " * 32}),
    ("HUB_INTERNAL_TOKEN", {"HUB_INTERNAL_TOKEN": "\t" * 40}),
    ("HUB_CORS_ORIGINS", {"HUB_CORS_ORIGINS": "*"}),
    ("HUB_CORS_ORIGINS", {"HUB_CORS_ORIGINS": "https://shop.example, https://*.shop.example"}),
    ("HUB_LLM_URL", {"HUB_LLM_URL": "ftp://models.example/v1"}),
    ("HUB_LLM_URL", {"HUB_LLM_URL": "http://models.example:8000"}),
    ("HUB_LLM_URL", {"HUB_LLM_URL": "https://user:SECRET-MARK@models.example/api"}),
    ("HUB_LLM_URL", {"HUB_LLM_URL": "https://user:SECRET-MARK@models.example/v1"}),
    ("HUB_LLM_URL", {"HUB_LLM_URL": "http://models.example/my models/v1"}),
    ("HUB_INGEST_STREAM", {"HUB_INGEST_STREAM": "orders"}),
    ("HUB_REDIS_URL", {"HUB_REDIS_URL": "redis://:SECRET-MARK@cache:port/0"}),
    ("HUB_REDIS_URL", {"HUB_REDIS_URL": "cache.internal:6379"}),
    ("HUB_MONGO_URL", {"HUB_MONGO_URL": "postgres://db.internal/shop"}),
    ("HUB_PORT", {"HUB_PORT": "eighty"}),
    ("HUB_PORT", {"HUB_PORT": "70000"}),
    ("HUB_STORAGE", {"HUB_STORAGE": "mongo"}),
    ("HUB_STORAGE", {"HUB_STORAGE": "disk"}),
    ("HUB_DEV", {"HUB_DEV": "maybe"}),
    ("HUB_LOG_LEVEL", {"HUB_LOG_LEVEL": "LOUD"}),
    ("HUB_LOG_FORMAT", {"HUB_LOG_FORMAT": "xml"}),
    ("HUB_JWT_LEEWAY_SECONDS", {"HUB_JWT_LEEWAY_SECONDS": "-1"}),
    ("HUB_JWT_LEEWAY_SECONDS", {"HUB_JWT_LEEWAY_SECONDS": "a minute"}),
    ("HUB_LLM_MAX_REPLY_CHARS", {"HUB_LLM_MAX_REPLY_CHARS": "0"}),
    ("HUB_LLM_MAX_REPLY_CHARS", {"HUB_LLM_MAX_REPLY_CHARS": "lots"}),
    ("HUB_SSE_RETRY_MS", {"HUB_SSE_RETRY_MS": "1.5"}),
    ("HUB_REDIS_MAX_CONNECTIONS", {"HUB_REDIS_MAX_CONNECTIONS": "many"}),
    ("HUB_REDIS_MAX_CONNECTIONS", {"HUB_REDIS_MAX_CONNECTIONS": "2"}),
    ("HUB_REDIS_POOL_TIMEOUT_SECONDS", {"HUB_REDIS_POOL_TIMEOUT_SECONDS": "0"}),
    ("HUB_REDIS_POOL_TIMEOUT_SECONDS", {"HUB_REDIS_POOL_TIMEOUT_SECONDS": "2s"}),
    ("HUB_INGEST_MAXLEN", {"HUB_INGEST_MAXLEN": "0"}),
    ("HUB_INGEST_MAXLEN", {"HUB_INGEST_MAXLEN": "1e5x"}),
    ("HUB_INGEST_DEAD_MAXLEN", {"HUB_INGEST_DEAD_MAXLEN": "-10"}),
    ("HUB_INGEST_DEAD_MAXLEN", {"HUB_INGEST_DEAD_MAXLEN": "unbounded"}),
]


def start(env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    base = {k: v for k, v in os.environ.items() if not k.startswith("HUB_")}
    return subprocess.run(
        [sys.executable, "-m", "hub", "serve"],
        cwd=ROOT,
        env={**base, "PYTHONPATH": str(ROOT), "HUB_PORT": "1", **SECRETS, **env},
        capture_output=True,
        text=True,
        timeout=60,
    )


@pytest.fixture(scope="module")
def refusals() -> list[subprocess.CompletedProcess[str]]:
    with ThreadPoolExecutor(max_workers=4) as pool:
        return list(pool.map(start, [env for _, env in REFUSED]))


# The first case's setup starts every refused hub (four at a time): 48 s at a load of 3.
@pytest.mark.timeout(600)
@pytest.mark.parametrize("index", range(len(REFUSED)), ids=[str(e) for _, e in REFUSED])
def test_each_refusal_is_one_line_naming_the_variable(refusals, index):
    name, env = REFUSED[index]
    result = refusals[index]
    assert result.returncode == 2, (env, result.stderr)
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("storefront-hub: ") and name in lines[0], lines[0]
    assert "Traceback" not in result.stderr
    assert "SECRET-MARK" not in result.stderr + result.stdout, lines[0]
    assert "input_value" not in lines[0]  # pydantic's dump of what was given
