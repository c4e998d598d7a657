"""The hub as an operator installs it: a wheel in a fresh virtualenv, run by its command."""

from __future__ import annotations

import json
import os
import shutil
import site
import subprocess
import sys
import urllib.request
from pathlib import Path

import jwt
import pytest

from hub.settings import DEV_JWT_SECRET
from tests.services import HubProcess

ROOT = Path(__file__).resolve().parent.parent
NOT_SOURCE = (".git", "build", "dist", "*.egg-info", "__pycache__", ".*_cache", ".venv")


def run(*command: str | Path, cwd: Path) -> str:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH" and not k.startswith("HUB_")}
    result = subprocess.run(
        [str(part) for part in command],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    return result.stdout


def reach_these_dependencies(venv: Path) -> None:
    """Puts the site directories of the interpreter running the suite on `venv`'s path.

    `venv --system-site-packages` would not do: a virtualenv made from inside another one
    sees its base interpreter's site-packages, not the outer virtualenv's, so a suite run from
    a virtualenv (as the README installs it) would start a hub without its dependencies. The
    directories are listed as plain paths: their `.pth` files are not read, so an editable
    install of the checkout cannot stand in for the wheel.
    """
    ours = [
        *site.getsitepackages(),
        *([site.getusersitepackages()] if site.ENABLE_USER_SITE else []),
    ]
    (target,) = (venv / "lib").glob("python3.*/site-packages")
    (target / "_suite_dependencies.pth").write_text("".join(f"{path}\n" for path in ours))


# A wheel built, a virtualenv made and a hub started: about 20 s idle, 100 s on a loaded machine.
@pytest.mark.timeout(600)
def test_the_wheel_installs_into_a_fresh_virtualenv_and_serves(tmp_path: Path) -> None:
    source = tmp_path / "source"  # a clean copy: the build leaves nothing in the checkout
    shutil.copytree(ROOT, source, ignore=shutil.ignore_patterns(*NOT_SOURCE))
    wheels = tmp_path / "wheels"
    run(sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--no-build-isolation",
        "-w", wheels, source, cwd=tmp_path)  # fmt: skip
    (wheel,) = wheels.glob("storefront_hub-*.whl")
    # The dependencies are the ones this suite runs with; the hub itself comes only from the wheel.
    venv = tmp_path / "venv"
    run(sys.executable, "-m", "venv", venv, cwd=tmp_path)
    reach_these_dependencies(venv)
    run(venv / "bin" / "python", "-m", "pip", "install", "-q", "--no-deps", "--no-index",
        wheel, cwd=tmp_path)  # fmt: skip
    where = run(venv / "bin" / "python", "-c", "import hub; print(hub.__file__)", cwd=tmp_path)
    assert Path(where.strip()).is_relative_to(venv), where

    shown = run(venv / "bin" / "storefront-hub", "--version", cwd=tmp_path).strip()
    assert shown == f"storefront-hub {wheel.name.split('-')[1]}"
    token = run(venv / "bin" / "storefront-hub", "token", "demo-1", cwd=tmp_path).strip()
    assert jwt.decode(token, DEV_JWT_SECRET, algorithms=["HS256"])["sub"] == "demo-1"

    env = {"PYTHONPATH": ""}
    hub = HubProcess([str(venv / "bin" / "storefront-hub"), "serve"], env=env, cwd=tmp_path)
    try:
        hub.start()
        with urllib.request.urlopen(f"{hub.url}/healthz", timeout=5) as reply:
            assert json.loads(reply.read())["success"] is True
        with urllib.request.urlopen(f"{hub.url}/", timeout=5) as reply:  # packaged static files
            assert b"<html" in reply.read().lower()
    finally:
        hub.stop()


def test_python_dash_m_hub_is_the_same_command() -> None:
    env = {"HUB_JWT_SECRET": "a-private-secret-of-sufficient-length", "PYTHONPATH": str(ROOT)}
    result = subprocess.run(
        [sys.executable, "-m", "hub", "token", "demo-2"],
        cwd=ROOT,
        env={**{k: v for k, v in os.environ.items() if not k.startswith("HUB_")}, **env},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    claims = jwt.decode(result.stdout.strip(), env["HUB_JWT_SECRET"], algorithms=["HS256"])
    assert claims["sub"] == "demo-2"


def test_a_bad_setting_stops_the_start_with_a_message() -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("HUB_")}
    result = subprocess.run(
        [sys.executable, "-m", "hub", "serve"],
        cwd=ROOT,
        env={**env, "PYTHONPATH": str(ROOT), "HUB_LOG_LEVEL": "LOUD"},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 2
    assert "storefront-hub: HUB_LOG_LEVEL" in result.stderr and "LOUD" in result.stderr


def test_version_is_printed_without_reading_the_settings() -> None:
    from hub.version import hub_version

    result = subprocess.run(
        [sys.executable, "-m", "hub", "--version"],
        cwd=ROOT,
        # A setting the hub would refuse: --version answers before reading any.
        env={**os.environ, "PYTHONPATH": str(ROOT), "HUB_PORT": "eighty"},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"storefront-hub {hub_version()}"
