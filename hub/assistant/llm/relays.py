"""When the model's connections are read again: one schedule for every turn of a hub.

Between two relays a turn's model connection is not read (`upstream._chunks` pauses it);
the tokens of that time wait in the socket and come in one read. Each connection used to
be resumed by a timer of its own, so a relay ran as soon as it fell due: 1,000 turns make
10,000 of them a second, the loop then ran relays back to back, and a new turn's request
or a notification waited behind hundreds of them.

Here the connections due to be read wait in one queue, in the order they fell due, and are
resumed in batches. Relaying is the work that can wait: a batch holds only as many relays
as `BURST` of loop time allows, going by what a relay has cost lately, so that whatever
else is ready (a request, a notification) waits at most that long behind them; and relays
together take at most `SHARE` of the loop's time, so that the rest is left for new turns
and notifications however many turns stream. When relays need more than that, connections
wait past their time, more tokens pile up in each, and each relay carries more of them:
the cost per token falls as the load rises, instead of the loop falling behind.

The share is earned over the time that has passed, and up to `CREDIT` of it is kept: the
loop sleeps at least a millisecond (epoll's timeout is in whole milliseconds), so a
schedule that kept no more than one burst could relay at most a burst per millisecond, a
fifth of the loop's time whatever the share. At 250 turns on two cores relays need about a
quarter of it: connections then waited until `MAX_LATE` and went all at once, every reply
stood still for 150 ms once a second, and a new turn's start waited behind the batch.

That wait is bounded: a connection `MAX_LATE` past its time is read whatever the share and
the burst. Without the bound the pause a
shopper saw between two pieces of a reply grew with the load, unbounded: at 500 turns on
two busy cores its p99 was 2.4 s (`bench/long_turns.py`), against 0.2 s for Tornado alone
relaying every 0.1 s; the share only decides how early within that bound a read comes.
"""

from __future__ import annotations

import asyncio
from collections import deque

# Seconds of relaying resumed at once: what a request or a notification ready meanwhile may
# wait behind relays. A turn's start crosses four turns of the loop on its way to the model,
# waiting behind a burst at each: at a millisecond a burst, 250 turns streaming added about
# 2.5 ms to a new turn's first event at p50 and 5.7 ms at p99 (bench/long_turns.py); at a
# quarter of one, 1.6 to 2.0 and 3.2 to 4.0 ms, with the same deltas relayed.
BURST = 0.00025
# The share of the loop's time relays may take, measured as BURST is: 250 turns streaming
# take about a quarter of it on two cores, 500 about 40% (bench/long_turns.py).
SHARE = 0.4
# Seconds of relaying earned and not yet spent that are kept, a few bursts: enough to make
# up for the loop's sleeps between batches, not enough for relays to crowd out a request.
CREDIT = 4 * BURST
# Seconds past its time after which a connection is read whatever the share: the longest a
# reply stands still is about RELAY_INTERVAL + MAX_LATE, however many turns stream.
MAX_LATE = 0.05
# What a relay is assumed to cost before one has been measured, and how fast the estimate
# follows the measurements (an exponential average).
FIRST_ESTIMATE = 0.0001
SMOOTHING = 0.05


class Hold:
    """One connection waiting for its next read; `cancel` if the turn ends first."""

    __slots__ = ("due", "transport")

    def __init__(self, due: float, transport: asyncio.ReadTransport) -> None:
        self.due = due
        self.transport: asyncio.ReadTransport | None = transport

    def cancel(self) -> None:
        self.transport = None


class RelaySchedule:
    """The paused model connections of one hub, resumed within a share of the loop's time."""

    def __init__(self, interval: float) -> None:
        self.interval = interval  # at least this long between two relays of one turn
        self._loop = asyncio.get_running_loop()
        self._waiting: deque[Hold] = deque()  # oldest first; `interval` is the same for all
        self._wake: asyncio.Handle | None = None
        self._cost = FIRST_ESTIMATE  # seconds a relay takes, averaged
        self._allowance = BURST  # seconds of relaying that may start now
        self._counted = self._loop.time()  # when the allowance was last topped up

    def hold(self, transport: asyncio.ReadTransport, spent: float) -> Hold:
        """Pause `transport` until its turn comes, `interval` from now at the earliest.

        `spent` is what the relay just made took, from the read to the write to the shopper.
        """
        self._cost += (min(spent, BURST) - self._cost) * SMOOTHING
        transport.pause_reading()
        held = Hold(self._loop.time() + self.interval, transport)
        self._waiting.append(held)
        if self._wake is None:
            self._wake_at(held.due)
        return held

    def _wake_at(self, when: float) -> None:
        self._wake = self._loop.call_at(when, self._resume)

    def _resume(self) -> None:
        """Resume what is due and allowed (or late), then wake again when the next is."""
        self._wake = None
        loop, waiting, cost = self._loop, self._waiting, self._cost
        now = loop.time()
        self._allowance = min(CREDIT, self._allowance + (now - self._counted) * SHARE)
        self._counted = now
        burst = 0.0
        while waiting:
            held = waiting[0]
            if held.due > now:
                break
            # Every late connection goes now, whatever the burst: a relay's measured cost
            # grows when the machine is busy, and a burst of one or two a loop turn left
            # replies standing still for most of a second.
            if now - held.due < MAX_LATE and (self._allowance < cost or burst >= BURST):
                break
            waiting.popleft()
            transport = held.transport
            if transport is not None and not transport.is_closing():
                transport.resume_reading()
                # Late reads run into debt: the share is made up before early ones resume.
                self._allowance -= cost
                burst += cost
        if not waiting:
            return
        head = waiting[0]
        if head.due <= now and self._allowance >= cost:
            # More is due than one burst: the rest after whatever else is ready now.
            self._wake = loop.call_soon(self._resume)
            return
        # Out of allowance: wait until a whole burst is allowed, so that relays start a
        # batch at a time rather than the loop waking for each, or until the first is late.
        short = max(0.0, BURST - self._allowance) / SHARE if self._allowance < cost else 0.0
        self._wake_at(min(max(head.due, now + short), head.due + MAX_LATE))
