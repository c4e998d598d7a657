"""Dev mode: walk a made-up order through its statuses so a person can watch the inbox live.

`POST /v1/dev/demo-order` answers at once and the steps arrive on the customer's streams a
few seconds apart, as a real order's would, only faster.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
from typing import TYPE_CHECKING, Any

from hub.notifications.types import ORDER_PROGRESS

if TYPE_CHECKING:
    from hub.notifications.service import Notifications

log = logging.getLogger("hub.notifications")

DEFAULT_INTERVAL_SECONDS = 4.0


class DemoOrders:
    def __init__(self, notifications: Notifications) -> None:
        self._notifications = notifications
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
                await self._notifications.publish(
                    customer_id, step, order, dedupe_key=f"{order['orderId']}:{step}"
                )
            except Exception:
                log.exception("demo order %s stopped at %s", order["orderNumber"], step)
                return

    def cancel_all(self) -> None:
        for walk in list(self._walks):
            walk.cancel()
