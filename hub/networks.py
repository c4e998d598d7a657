"""Where a client is: the address behind a trusted proxy, and the proxies trusted.

A hub behind a load balancer learns the client's address from `X-Forwarded-For` /
`X-Real-IP`, but only when the connection comes from one of `HUB_TRUSTED_PROXIES`: anybody
else could write those headers themselves. The settings parse that list, so this sits below
them, with nothing of the hub's own imported.
"""

from __future__ import annotations

import ipaddress
from collections.abc import Sequence

Network = ipaddress.IPv4Network | ipaddress.IPv6Network


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
