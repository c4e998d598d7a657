"""`storefront-hub`: serve a hub, or print a customer token for trying one.

storefront-hub [serve]               serve (configured by HUB_* environment variables)
storefront-hub token CUSTOMER_ID     print an access token for CUSTOMER_ID
storefront-hub build-model [--check] fit the intent model on the corpus (a build step), or
                                     only check that the shipped one matches it
storefront-hub --version             print the version

`python -m hub` and `python run.py` are the same command.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import os
import signal
import sys
from collections.abc import Callable, Coroutine
from typing import Any

from pydantic import ValidationError

from hub import logs
from hub.app import Hub
from hub.assistant.brain.artefact import ARTEFACT, StaleModel
from hub.assistant.brain.model import load_shipped
from hub.auth import issue_customer_token
from hub.heap import HeapKeeper
from hub.settings import HubSettings, SettingsError, refusal
from hub.version import hub_version

log = logging.getLogger("hub")


def event_loop_runner() -> Callable[[Coroutine[Any, Any, Any]], Any]:
    """uvloop's loop when the `uvloop` extra is installed, else asyncio's own."""
    try:
        import uvloop
    except ImportError:
        return asyncio.run
    run: Callable[[Coroutine[Any, Any, Any]], Any] = uvloop.run
    return run


async def run_hub(settings: HubSettings, build: Callable[[HubSettings], Hub] = Hub) -> None:
    """Serve until SIGINT, or until SIGTERM and the drain that follows it have run out.

    SIGTERM is how an orchestrator retires a hub: `/readyz` fails at once and new turns are
    refused, while open streams and turns in flight are served for `HUB_DRAIN_SECONDS`, so
    the load balancer moves callers away before their streams end. A second signal stops
    the hub without waiting.
    """
    hub = build(settings)
    await hub.start()
    heap = HeapKeeper(hub.population)
    heap.start()
    stopping = asyncio.Event()
    draining: list[asyncio.Task[None]] = []

    async def drain_then_stop() -> None:
        await hub.drain.run()
        stopping.set()

    def on_sigterm() -> None:
        if draining:
            stopping.set()
        else:
            draining.append(asyncio.create_task(drain_then_stop()))

    loop = asyncio.get_running_loop()
    loop.add_signal_handler(signal.SIGTERM, on_sigterm)
    loop.add_signal_handler(signal.SIGINT, stopping.set)
    await stopping.wait()
    log.info("shutting down")
    for task in draining:
        task.cancel()
    await hub.stop()
    heap.stop()
    log.info("stopped")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="storefront-hub", description="Storefront Hub")
    parser.add_argument("--version", action="version", version=f"storefront-hub {hub_version()}")
    sub = parser.add_subparsers(dest="command")
    sub.add_parser("serve", help="serve a hub (the default)")
    token = sub.add_parser("token", help="print a customer access token")
    token.add_argument("customer_id")
    token.add_argument("--ttl", type=int, default=30 * 24 * 3600, help="seconds until expiry")
    build = sub.add_parser("build-model", help="fit the intent model on the corpus (build time)")
    build.add_argument(
        "--check", action="store_true", help="only check that the shipped model matches the corpus"
    )
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    if args.command == "build-model":
        return build_model(check=args.check)

    try:
        settings = HubSettings.from_environment(os.environ)
        settings.check_production()
        logs.configure(settings)
    except (SettingsError, ValidationError) as exc:
        print(f"storefront-hub: {refusal(exc)}", file=sys.stderr)
        return 2
    if args.command == "token":
        if not 1 <= len(args.customer_id) <= 64:
            print("storefront-hub: CUSTOMER_ID must be 1 to 64 characters", file=sys.stderr)
            return 2
        print(issue_customer_token(settings.jwt_secret or "", args.customer_id, args.ttl))
        return 0
    try:
        event_loop_runner()(run_hub(settings))
    except StaleModel as exc:
        print(f"storefront-hub: {exc}", file=sys.stderr)
        return 2
    except SettingsError as exc:  # a check only the hub's parts can make, refused the same way
        print(f"storefront-hub: {refusal(exc)}", file=sys.stderr)
        return 2
    return 0


def build_model(*, check: bool) -> int:
    """The shipped models are fitted here and never by a serving hub (`brain/artefact.py`)."""
    if check:
        try:
            load_shipped()
        except StaleModel as exc:
            print(f"storefront-hub: {exc}", file=sys.stderr)
            return 1
        print(f"storefront-hub: {ARTEFACT.name} matches the corpus")
        return 0
    from hub.assistant.brain.training import build_models

    models = build_models()
    fitted = ", ".join(f"{name} ({len(model.labels)} labels)" for name, model in models.items())
    print(f"storefront-hub: wrote {ARTEFACT} ({ARTEFACT.stat().st_size / 1e6:.2f} MB): {fitted}")
    return 0
