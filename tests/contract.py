"""The API description as a test oracle: every reply a test receives over `HubClient` is
checked against the OpenAPI document of the routes it came from.

Routes the document does not know (probe routes of a test, unknown paths) are not checked
here; `tests/handlers/test_openapi.py` makes sure the hub's own routes are all declared.
"""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import urlsplit

from jsonschema import Draft202012Validator
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

from handlers.openapi import api_document
from hub.app import Hub
from hub.openapi.document import path_template
from tests.client import Reply

DOCUMENT_URI = "urn:storefront-hub:openapi"


def pointer(*parts: str) -> str:
    return "/".join(part.replace("~", "~0").replace("/", "~1") for part in parts)


class ApiContract:
    def __init__(self, hub: Hub) -> None:
        self.document = api_document(hub.routes)
        resource = Resource.from_contents(self.document, default_specification=DRAFT202012)
        self._registry = Registry().with_resource(DOCUMENT_URI, resource)
        self._routes = []
        for route in hub.routes:
            if route.operations:
                names = next(iter(route.operations.values())).path
                template = path_template(route.pattern, names)
                self._routes.append((re.compile(route.pattern + "$"), template))
        self._validators: dict[str, Draft202012Validator] = {}

    def operation(self, method: str, path: str) -> tuple[str, dict[str, Any]] | None:
        for pattern, template in self._routes:
            if pattern.match(path):
                found = self.document["paths"][template].get(method.lower())
                return (template, found) if found is not None else None
        return None

    def check(self, method: str, url: str, reply: Reply) -> None:
        """Raise AssertionError if the reply is not one the document describes."""
        path = urlsplit(url).path
        found = self.operation(method, path)
        if found is None:
            return
        template, operation = found
        where = f"{method} {path} -> {reply.status}"
        response = operation["responses"].get(str(reply.status))
        assert response is not None, f"{where}: status not in the API description"
        content = response.get("content")
        if content is None:  # 304: no body
            assert not reply.body, f"{where}: a body where none is described"
            return
        media = reply.headers.get("Content-Type", "").split(";")[0].strip()
        assert media in content or "*/*" in content, f"{where}: {media} not described"
        if media == "application/json" and "application/json" in content:
            location = pointer("paths", template, method.lower(), "responses", str(reply.status))
            self._validator(location + "/content/application~1json/schema").validate(reply.json)

    def _validator(self, location: str) -> Draft202012Validator:
        validator = self._validators.get(location)
        if validator is None:
            schema = {"$ref": f"{DOCUMENT_URI}#/{location}"}
            validator = Draft202012Validator(schema, registry=self._registry)
            self._validators[location] = validator
        return validator
