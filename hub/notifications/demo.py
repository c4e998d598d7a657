"""Dev mode: walk a made-up order through its statuses so a person can watch the inbox live.

`POST /v1/dev/demo-order` answers at once and the steps arrive on the customer's streams a
few seconds apart, as a real order's would, only faster.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
from collections.abc import Awaitable, Sequence
from typing import Any, Protocol

from hub.notifications.drafts import Draft
from hub.notifications.types import ORDER_PROGRESS


class Publish(Protocol):
    """`Notifications.publish`, handed in: the demo is one more producer."""

    def __call__(self, drafts: Sequence[Draft], *, source: str) -> Awaitable[object]: ...


log = logging.getLogger("hub.notifications")

DEFAULT_INTERVAL_SECONDS = 4.0


class DemoOrders:
    def __init__(self, publish: Publish) -> None:
        self._publish = publish
        self._walks: set[asyncio.Task[None]] = set()

    def start(self, customer_id: str, interval: float) -> dict[str, Any]:
        number = f"D-{secrets.randbelow(900_000) + 100_000}"
        order = {"orderId": f"demo-{secrets.token_hex(6)}", "orderNumber": number}
        walk = asyncio.ensure_future(self._walk(customer_id, order, interval))
        self._walks.add(walk)
        walk.add_done_callback(self._walks.discard)
        return {**order, "steps": list(ORDER_PROGRESS), "intervalSeconds": interval}

    async def _walk(self, customer_id: str, order: dict[str, str], interval: float) -> None:
        for n, step in enumerate(ORDER_PROGRESS):
            if n:
                await asyncio.sleep(interval)
            try:
                draft = Draft(customer_id, step, order, dedupe_key=f"{order['orderId']}:{step}")
                await self._publish([draft], source="hub")
            except Exception:
                log.exception("demo order %s stopped at %s", order["orderNumber"], step)
                return

    def cancel_all(self) -> None:
        for walk in list(self._walks):
            walk.cancel()
