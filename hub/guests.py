"""Guest keys: how many new ones one client address may bring, and where a client is.

A guest key is whatever 32 hex characters the app generated, so a script rotating random
keys would otherwise get fresh rate limits, actors and stored threads with every request.
Each hub remembers the guest keys it has admitted; a key it has not seen counts against
`HUB_NEW_GUESTS_PER_MINUTE` for the client's address (shared by every hub through Redis
when configured). A hub behind a load balancer learns the client's address from
`X-Forwarded-For` / `X-Real-IP`, but only when the connection comes from one of
`HUB_TRUSTED_PROXIES`: anybody else could write those headers themselves.
"""

from __future__ import annotations

import ipaddress
from collections import OrderedDict
from collections.abc import Sequence

from hub.ratelimit import Limit, RateLimiter

Network = ipaddress.IPv4Network | ipaddress.IPv6Network

# Admitted guest keys each hub remembers; a key forgotten is simply counted again.
REMEMBERED_GUESTS = 100_000
NEW_GUESTS_BUCKET = "guests.new"


def parse_networks(text: str | None) -> list[Network]:
    """`HUB_TRUSTED_PROXIES`: comma-separated CIDRs (a bare address is a /32 or /128)."""
    if not text:
        return []
    return [
        ipaddress.ip_network(part.strip(), strict=False) for part in text.split(",") if part.strip()
    ]


def _address(text: str) -> ipaddress.IPv4Address | ipaddress.IPv6Address | None:
    try:
        return ipaddress.ip_address(text.strip())
    except ValueError:
        return None


def client_address(
    peer: str, forwarded_for: str | None, real_ip: str | None, trusted: Sequence[Network]
) -> str:
    """The address of the client behind `peer` (the connection's own address).

    From a trusted proxy, the nearest address in `X-Forwarded-For` that is not itself a
    trusted proxy (proxies append, so the right end is the most trustworthy), else
    `X-Real-IP`; from anybody else, or with headers that hold no address, `peer`.
    """
    peer_address = _address(peer)
    if peer_address is None or not any(peer_address in net for net in trusted):
        return peer
    if forwarded_for:
        hops = [_address(hop) for hop in forwarded_for.split(",")]
        for hop in reversed(hops):
            if hop is None:
                break
            if not any(hop in net for net in trusted):
                return str(hop)
    if real_ip and (real := _address(real_ip)) is not None:
        return str(real)
    return peer


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
