"""Guest keys: how many new ones one client address may bring.

A guest key is whatever 32 hex characters the app generated, so a script rotating random
keys would otherwise get fresh rate limits, actors and stored threads with every request.
Each hub remembers the guest keys it has admitted; a key it has not seen counts against
`HUB_NEW_GUESTS_PER_MINUTE` for the client's address (shared by every hub through Redis
when configured); `hub.networks` finds that address behind a proxy.
"""

from __future__ import annotations

from collections import OrderedDict

from hub.ratelimit import Limit, RateLimiter

# Admitted guest keys each hub remembers; a key forgotten is simply counted again.
REMEMBERED_GUESTS = 100_000
NEW_GUESTS_BUCKET = "guests.new"


class GuestGate:
    def __init__(self, rate_limiter: RateLimiter, new_per_minute: int) -> None:
        self._rate_limiter = rate_limiter
        self._limit = Limit(NEW_GUESTS_BUCKET, new_per_minute)
        self._admitted: OrderedDict[str, None] = OrderedDict()

    async def admit(self, guest_key: str, address: str) -> None:
        """Let `guest_key` in; RATE_LIMITED when it is new and its address brought too many."""
        if guest_key in self._admitted:
            self._admitted.move_to_end(guest_key)
            return
        await self._rate_limiter.hit(self._limit, address)
        self._admitted[guest_key] = None
        if len(self._admitted) > REMEMBERED_GUESTS:
            self._admitted.popitem(last=False)
