"""Serving one hub process: its event loop, its signals, and the drain that retires it.

The command line (`hub/cli.py`) imports this only once the settings are known good, so a
refused setting never waits for the hub's parts to load.
"""

from __future__ import annotations

import asyncio
import logging
import signal
import sys
from collections.abc import Callable

from hub.app import Hub
from hub.assistant.brain.artefact import StaleModel
from hub.event_loop import event_loop_runner
from hub.heap import HeapKeeper
from hub.settings import HubSettings, SettingsError, refusal

log = logging.getLogger("hub")


def serve(settings: HubSettings) -> int:
    """Serve until stopped; the exit status is 2 when a part of the hub refused to start."""
    try:
        event_loop_runner()(run_hub(settings))
    except StaleModel as exc:
        print(f"storefront-hub: {exc}", file=sys.stderr)
        return 2
    except SettingsError as exc:  # a check only the hub's parts can make, refused the same way
        print(f"storefront-hub: {refusal(exc)}", file=sys.stderr)
        return 2
    return 0


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
