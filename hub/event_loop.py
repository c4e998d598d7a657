"""The event loop a process of the hub runs on: uvloop's when the `uvloop` extra is
installed, else asyncio's own. Its own module, importing nothing of the hub, so that the
benches' load generators and Tornado-alone references run on the same loop without loading
the hub."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine
from typing import Any


def event_loop_runner() -> Callable[[Coroutine[Any, Any, Any]], Any]:
    """uvloop's `run` when it is installed, else `asyncio.run`."""
    try:
        import uvloop
    except ImportError:
        return asyncio.run
    run: Callable[[Coroutine[Any, Any, Any]], Any] = uvloop.run
    return run
