"""`GET /openapi.json`: the hub's HTTP routes as OpenAPI 3.1, built once per hub.

Without the debug token the document describes only what a storefront client may call: the
`/v1` routes that are neither dev-only nor operators'. The internal, debug and dev routes
are not secrets, but a public map of them is an invitation; operators read the full
document with the debug token (or on a dev hub whose debug routes are open).
"""

from __future__ import annotations

import hmac
import weakref
from collections.abc import Sequence
from typing import Any

from handlers.base import HubHandler, served_methods
from handlers.context import HubContext, Route
from hub.auth import bearer_token
from hub.envelope import dumps
from hub.openapi.document import openapi_document
from hub.openapi.operation import DEBUG, DEV_ONLY, INTERNAL
from hub.version import hub_version

TITLE = "Storefront Hub"
DESCRIPTION = (
    "Every JSON answer is the envelope `{success, statusCode, statusMessage, results, error}`;"
    " clients branch on `statusMessage`. The two streams' events are described by the AsyncAPI "
    "document docs/asyncapi.yaml; the guide is docs/api.md."
)

# Per hub: the full document and the storefront clients' one.
_documents: weakref.WeakKeyDictionary[HubContext, dict[bool, str]] = weakref.WeakKeyDictionary()
NOT_FOR_CLIENTS = frozenset({DEBUG, INTERNAL, DEV_ONLY})


def for_clients(route: Route) -> bool:
    """A route a storefront client may call: under `/v1`, not dev-only, not an operator's."""
    if not route.pattern.startswith("/v1/"):
        return False
    return not any(NOT_FOR_CLIENTS & set(op.auth) for op in route.operations.values())


def api_document(routes: Sequence[Route], *, full: bool = True) -> dict[str, Any]:
    served = [
        (route.pattern, served_methods(route.handler))
        for route in routes
        if full or for_clients(route)
    ]
    declarations = {route.pattern: dict(route.operations) for route in routes}
    return openapi_document(
        served, declarations, title=TITLE, version=hub_version(), description=DESCRIPTION
    )


class OpenApiHandler(HubHandler):
    async def get(self) -> None:
        full = self.holds_debug_token()
        documents = _documents.setdefault(self.hub, {})
        if full not in documents:
            documents[full] = dumps(api_document(self.hub.routes, full=full))
        self.set_header("Vary", "Authorization")
        self.finish(documents[full])

    def holds_debug_token(self) -> bool:
        """The full document: the debug token, or a dev hub whose debug routes are open.
        Any other token gets the clients' document, as no token does."""
        settings = self.hub.settings
        if settings.debug_open():
            return True
        token = bearer_token(self.request.headers.get("Authorization"))
        if token is None or not settings.debug_token:
            return False
        return hmac.compare_digest(token.encode(), settings.debug_token.encode())
