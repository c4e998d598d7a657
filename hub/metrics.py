"""The hub's Prometheus metrics: one registry per hub, so two hubs in one process never mix.

Every part of the hub counts through the `HubMetrics` its hub owns (`hub.metrics`); nothing
uses prometheus_client's process-wide default registry. Gauges that describe live state
(actors, mailboxes, open streams) are read at scrape time from the parts that own that
state, through `watch()`, instead of being kept in step on every change.

The process's own figures (`process_*`: CPU, memory, open descriptors) and the cycle
collector's (`python_gc_*`) are there too, as any Python exporter has them; they are the
process's, so two hubs in one process report the same.
"""

from __future__ import annotations

import asyncio
import platform
import time
from collections.abc import Callable, Iterable

from prometheus_client import (
    CollectorRegistry,
    Counter,
    Gauge,
    GCCollector,
    Histogram,
    ProcessCollector,
    generate_latest,
)
from prometheus_client.core import GaugeMetricFamily
from prometheus_client.registry import Collector

from hub.version import hub_version

# Seconds, from a millisecond-scale first event to a model turn that streams for a minute.
TURN_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120)
LAG_BUCKETS = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5)
DELIVERY_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30)
REQUEST_BUCKETS = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10)

LiveSample = tuple[dict[str, str], float]


class _LiveGauge(Collector):
    """A gauge family whose samples are computed when Prometheus scrapes."""

    def __init__(
        self, name: str, doc: str, labels: list[str], read: Callable[[], Iterable[LiveSample]]
    ) -> None:
        self._name, self._doc, self._labels, self._read = name, doc, labels, read

    def collect(self) -> Iterable[GaugeMetricFamily]:
        family = GaugeMetricFamily(self._name, self._doc, labels=self._labels)
        for labels, value in self._read():
            family.add_metric([labels.get(name, "") for name in self._labels], value)
        yield family


class HubMetrics:
    def __init__(self) -> None:
        self.registry = CollectorRegistry(auto_describe=True)
        r = self.registry
        ProcessCollector(registry=r)
        GCCollector(registry=r)
        self.turns = Counter(
            "hub_assistant_turns", "Assistant turns finished", ["brain", "outcome"], registry=r
        )
        self.assistant_decisions = Counter(
            "hub_assistant_decisions",
            "How the embedded brain acted on a message: proposed a cart change, showed matches"
            " for a mention it could not ground, declined an off-domain message, asked, answered",
            ["decision"],
            registry=r,
        )
        self.turn_seconds = Histogram(
            "hub_assistant_turn_seconds",
            "Assistant turn duration",
            ["brain"],
            buckets=TURN_BUCKETS,
            registry=r,
        )
        self.turn_first_event_seconds = Histogram(
            "hub_assistant_turn_first_event_seconds",
            "Time from accepting a turn to its first event after user_message",
            ["brain"],
            buckets=TURN_BUCKETS,
            registry=r,
        )
        self.brain_fallbacks = Counter(
            "hub_assistant_brain_fallbacks",
            "Turns the model-backed brain handed to the embedded brain",
            ["cause"],
            registry=r,
        )
        self.notifications_published = Counter(
            "hub_notifications_published", "Notifications stored", ["source"], registry=r
        )
        self.notifications_delivered = Counter(
            "hub_notifications_delivered", "Notification frames written to streams", registry=r
        )
        self.notifications_skipped = Counter(
            "hub_notifications_skipped",
            "Stored notifications that could not be rendered and were skipped",
            registry=r,
        )
        self.notifications_dropped = Counter(
            "hub_notifications_dropped",
            "Notifications refused before storage, by reason",
            ["reason"],
            registry=r,
        )
        self.stream_closes = Counter(
            "hub_stream_closes",
            "Streams closed, by surface and reason",
            ["surface", "reason"],
            registry=r,
        )
        self.storage_errors = Counter(
            "hub_storage_errors", "Storage operations that failed", ["operation"], registry=r
        )
        self.rate_limited = Counter(
            "hub_rate_limited", "Requests refused by a rate limit", ["bucket"], registry=r
        )
        self.bus_connected = Gauge(
            "hub_bus_connected",
            "1 while the Redis bus is subscribed (1 without Redis)",
            registry=r,
        )
        self.loop_lag_seconds = Histogram(
            "hub_event_loop_lag_seconds",
            "How late the event loop ran a timer",
            buckets=LAG_BUCKETS,
            registry=r,
        )
        self.bus_connected.set(1)
        # What operators watch from outside (issue 35): connections, resumes, latency, bus.
        self.streams_opened = Counter(
            "hub_streams_opened", "Client streams opened", ["surface"], registry=r
        )
        self.stream_resumes = Counter(
            "hub_stream_resumes",
            "Streams reopened with Last-Event-ID, by what the hub could do: `replayed` (the "
            "missed events sent), `refetch` (too far behind: told to read the list again), "
            "`unplaced` (an id the hub does not know)",
            ["surface", "outcome"],
            registry=r,
        )
        self.notification_delivery_seconds = Histogram(
            "hub_notification_delivery_seconds",
            "From a notification's storing (its createdAt) to its write on a live stream",
            buckets=DELIVERY_BUCKETS,
            registry=r,
        )
        self.request_seconds = Histogram(
            "hub_request_duration_seconds",
            "HTTP requests by route pattern (streams left out: they last as long as the client)",
            ["route", "method"],
            buckets=REQUEST_BUCKETS,
            registry=r,
        )
        self.bus_published = Counter(
            "hub_bus_published", "Messages this hub published on the bus", registry=r
        )
        self.bus_received = Counter(
            "hub_bus_received", "Bus messages delivered to this hub's listeners", registry=r
        )
        self.build_info = Gauge(
            "storefront_hub_build_info",
            "Always 1; the labels say which build runs",
            ["version", "python"],
            registry=r,
        )
        self.build_info.labels(hub_version(), platform.python_version()).set(1)
        # The ingest stream's reader (hub/notifications/ingest.py), when one runs.
        self.ingest_pending = Gauge(
            "hub_ingest_pending",
            "Entries of the ingest stream delivered to the group `hub` and not yet acked",
            registry=r,
        )
        self.ingest_lag = Gauge(
            "hub_ingest_lag",
            "Entries of the ingest stream not yet delivered to the group `hub`",
            registry=r,
        )
        self.ingest_dead_letters = Counter(
            "hub_ingest_dead_letters",
            "Ingest entries this hub refused and moved to the dead-letter stream",
            registry=r,
        )
        self.ingest_errors = Counter(
            "hub_ingest_errors",
            "Reads of the ingest stream that failed, by the error's kind (each pauses ingest)",
            ["error"],
            registry=r,
        )

    def watch(
        self, name: str, doc: str, labels: list[str], read: Callable[[], Iterable[LiveSample]]
    ) -> None:
        """Publish a gauge whose samples `read()` computes at every scrape."""
        self.registry.register(_LiveGauge(name, doc, labels, read))

    def render(self) -> bytes:
        return generate_latest(self.registry)


class LoopLagProbe:
    """Measures how late the event loop runs a timer: the wait every callback on it sees.

    A hub whose loop is held (a long synchronous step, a full garbage collection, too many
    streams for one process) answers everything late; this is the number that shows it.
    """

    def __init__(self, histogram: Histogram, interval: float = 0.5) -> None:
        self._histogram = histogram
        self._interval = interval
        self._timer: asyncio.TimerHandle | None = None
        self._due = 0.0

    def start(self) -> None:
        self._schedule(asyncio.get_running_loop())

    def stop(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None

    def _schedule(self, loop: asyncio.AbstractEventLoop) -> None:
        self._due = time.monotonic() + self._interval
        self._timer = loop.call_later(self._interval, self._tick, loop)

    def _tick(self, loop: asyncio.AbstractEventLoop) -> None:
        self._histogram.observe(max(0.0, time.monotonic() - self._due))
        self._schedule(loop)
