"""Counting a hub's bus traffic without changing the bus: its public methods are wrapped on
the instance, so the bus (in-process or Redis) stays one class with one job.

`hub_bus_published` counts the messages this hub publishes; `hub_bus_received` the messages
delivered to its listeners, from this hub or another (a per-customer channel has a listener
only while that customer has a stream here).
"""

from __future__ import annotations

from typing import Any

from prometheus_client import Counter

from storage.bus import Listener, LocalBus


def count_bus_traffic(bus: LocalBus, published: Counter, received: Counter) -> None:
    publish, publish_many = bus.publish, bus.publish_many
    subscribe, unsubscribe = bus.subscribe, bus.unsubscribe
    counted: dict[tuple[str, Listener], Listener] = {}

    async def publish_counted(channel: str, message: dict[str, Any]) -> None:
        published.inc()
        await publish(channel, message)

    async def publish_many_counted(messages: list[tuple[str, dict[str, Any]]]) -> None:
        published.inc(len(messages))
        await publish_many(messages)

    def subscribe_counted(channel: str, listener: Listener) -> None:
        def heard(message: dict[str, Any]) -> None:
            received.inc()
            listener(message)

        wrapped = counted.setdefault((channel, listener), heard)
        subscribe(channel, wrapped)

    def unsubscribe_counted(channel: str, listener: Listener) -> None:
        unsubscribe(channel, counted.pop((channel, listener), listener))

    setattr(bus, "publish", publish_counted)  # noqa: B010  (an instance's method, replaced)
    setattr(bus, "publish_many", publish_many_counted)  # noqa: B010
    setattr(bus, "subscribe", subscribe_counted)  # noqa: B010
    setattr(bus, "unsubscribe", unsubscribe_counted)  # noqa: B010
