"""Counting a hub's bus traffic: its publishing methods are wrapped on the instance, and
its delivery hook counts what reaches the listeners, so the bus (in-process or Redis) stays
one class with one job.

`hub_bus_published` counts the messages this hub publishes; `hub_bus_received` the messages
delivered to its listeners, from this hub or another (a per-customer channel has a listener
only while that customer has a stream here).
"""

from __future__ import annotations

from typing import Any

from prometheus_client import Counter

from storage.bus import LocalBus


def count_bus_traffic(bus: LocalBus, published: Counter, received: Counter) -> None:
    publish, publish_many = bus.publish, bus.publish_many

    async def publish_counted(channel: str, message: dict[str, Any]) -> None:
        published.inc()
        await publish(channel, message)

    async def publish_many_counted(messages: list[tuple[str, dict[str, Any]]]) -> None:
        published.inc(len(messages))
        await publish_many(messages)

    setattr(bus, "publish", publish_counted)  # noqa: B010  (an instance's method, replaced)
    setattr(bus, "publish_many", publish_many_counted)  # noqa: B010
    bus.on_delivered = received.inc
