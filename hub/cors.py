"""Cross-origin access to the `/v1` routes, for storefront web apps served from elsewhere.

Only the origins listed in `HUB_CORS_ORIGINS` get CORS headers; any other origin is answered
exactly as before, so the browser keeps it out. The hub never sets
`Access-Control-Allow-Credentials`: clients authenticate with an `Authorization` header or a
stream ticket, never with cookies, so a listed origin still needs a token of its own.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from urllib.parse import urlsplit

CORS_PREFIX = "/v1/"
ALLOWED_HEADERS = (
    "Authorization",
    "Content-Type",
    "Accept-Language",
    "Last-Event-ID",
    "X-Assistant-Guest",
)
EXPOSED_HEADERS = ("Retry-After", "X-Request-Id")
# Browsers cap this themselves (Chromium at 2 hours); ten minutes spares a preflight per call.
PREFLIGHT_MAX_AGE_SECONDS = 600
DEFAULT_PORTS = {"http": 80, "https": 443}


def normalize_origin(origin: str) -> str | None:
    """`scheme://host[:port]` as browsers send it in `Origin`, or None if it is not one."""
    try:
        parts = urlsplit(origin.strip())
        port = parts.port
    except ValueError:
        return None
    if parts.scheme not in DEFAULT_PORTS or not parts.hostname or parts.path not in ("", "/"):
        return None
    host = parts.hostname.lower()
    if ":" in host:
        host = f"[{host}]"
    if port is None or port == DEFAULT_PORTS[parts.scheme]:
        return f"{parts.scheme}://{host}"
    return f"{parts.scheme}://{host}:{port}"


@lru_cache(maxsize=8)
def allowed_origins(setting: str | None) -> frozenset[str]:
    """The origins of the comma-separated setting; an entry that is no origin is an error."""
    origins = set()
    for entry in (setting or "").split(","):
        if not entry.strip():
            continue
        origin = normalize_origin(entry)
        if origin is None:
            raise ValueError(f"HUB_CORS_ORIGINS: {entry.strip()!r} is not an origin")
        origins.add(origin)
    return frozenset(origins)


def cors_headers(
    setting: str | None,
    path: str,
    origin: str | None,
    preflight_methods: Iterable[str] | None = None,
) -> dict[str, str]:
    """The CORS headers a response on `path` to a request from `origin` carries.

    `preflight_methods` is given for a preflight (the methods the route answers). An empty
    answer means no CORS: the path is not a `/v1` route or the origin is not listed.
    """
    if not setting or not path.startswith(CORS_PREFIX):
        return {}
    headers = {"Vary": "Origin"}
    normalized = normalize_origin(origin) if origin else None
    if normalized is None or normalized not in allowed_origins(setting):
        return headers
    headers["Access-Control-Allow-Origin"] = origin or normalized
    if preflight_methods is None:
        headers["Access-Control-Expose-Headers"] = ", ".join(EXPOSED_HEADERS)
    else:
        headers["Access-Control-Allow-Methods"] = ", ".join(preflight_methods)
        headers["Access-Control-Allow-Headers"] = ", ".join(ALLOWED_HEADERS)
        headers["Access-Control-Max-Age"] = str(PREFLIGHT_MAX_AGE_SECONDS)
    return headers
