"""`GET /openapi.json`: the hub's HTTP routes as OpenAPI 3.1, built once per hub."""

from __future__ import annotations

import weakref
from importlib.metadata import PackageNotFoundError, version
from typing import TYPE_CHECKING, Any

from handlers.base import HubHandler, served_methods
from hub.envelope import dumps
from hub.openapi.document import openapi_document

if TYPE_CHECKING:
    from hub.app import Hub

TITLE = "Storefront Hub"
DESCRIPTION = (
    "Every JSON answer is the envelope `{success, statusCode, statusMessage, results, error}`;"
    " clients branch on `statusMessage`. The two streams' events are described by the AsyncAPI "
    "document docs/asyncapi.yaml; the guide is docs/api.md."
)

_documents: weakref.WeakKeyDictionary[Hub, str] = weakref.WeakKeyDictionary()


def hub_version() -> str:
    try:
        return version("storefront-hub")
    except PackageNotFoundError:
        return "0"


def api_document(hub: Hub) -> dict[str, Any]:
    from handlers.operations import OPERATIONS

    routes = [(pattern, served_methods(handler)) for pattern, handler in hub.routes()]
    return openapi_document(
        routes, OPERATIONS, title=TITLE, version=hub_version(), description=DESCRIPTION
    )


class OpenApiHandler(HubHandler):
    async def get(self) -> None:
        document = _documents.get(self.hub)
        if document is None:
            document = _documents[self.hub] = dumps(api_document(self.hub))
        self.finish(document)
