"""The OpenAPI 3.1 document: the route table, walked, with each route's `Operation`.

Paths come from the route table itself, so the document lists exactly the routes a hub
serves; what each one takes and answers comes from its declaration. A route without a
declaration is left out and named by `undeclared()`, which a test keeps empty.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from pydantic import BaseModel
from pydantic.json_schema import models_json_schema

from hub.errors import STATUS_CODES
from hub.openapi.operation import (
    CUSTOMER,
    DEBUG,
    DEV_ONLY,
    GUEST,
    INTERNAL,
    SECURITY_SCHEMES,
    TICKET,
    ErrorBody,
    Operation,
    StreamError,
)

OPENAPI_VERSION = "3.1.0"
REF = "#/components/schemas/{model}"
GROUP = re.compile(r"\((?:[^()\\]|\\.)*\)")

# A route answers as its handler class implements: pattern -> (methods, declarations).
Route = tuple[str, Iterable[str]]
Declarations = Mapping[str, Mapping[str, Operation]]

ALWAYS = ("HEADERS_TOO_LARGE", "INTERNAL_ERROR", "SERVICE_UNAVAILABLE")
IMPLIED: dict[str, tuple[str, ...]] = {
    CUSTOMER: ("AUTHENTICATION_REQUIRED", "INVALID_TOKEN", "TOKEN_EXPIRED", "UNAUTHENTICATED"),
    # A malformed key; a new key past the client address's HUB_NEW_GUESTS_PER_MINUTE.
    GUEST: ("AUTHENTICATION_REQUIRED", "VALIDATION_ERROR", "RATE_LIMITED"),
    TICKET: ("INVALID_TOKEN", "TOKEN_EXPIRED"),
    INTERNAL: ("AUTHENTICATION_REQUIRED", "INVALID_TOKEN", "RESOURCE_NOT_FOUND"),
    DEBUG: ("AUTHENTICATION_REQUIRED", "INVALID_TOKEN", "RESOURCE_NOT_FOUND"),
    DEV_ONLY: ("RESOURCE_NOT_FOUND",),
}


def _without_optional_parts(pattern: str) -> str:
    """`pattern` less its optional non-capturing groups (`(?:...)?`), which a path template
    cannot express: `/static/app/(?:([0-9a-f]{12})/)?(.+)` -> `/static/app/(.+)`."""
    out, i = [], 0
    while i < len(pattern):
        if pattern.startswith("(?:", i):
            depth, j = 0, i
            while j < len(pattern):
                if pattern[j] == "\\":
                    j += 2
                    continue
                depth += {"(": 1, ")": -1}.get(pattern[j], 0)
                j += 1
                if depth == 0:
                    break
            if pattern[j : j + 1] == "?":
                i = j + 1
                continue
        out.append(pattern[i])
        i += 1
    return "".join(out)


def path_template(pattern: str, names: tuple[str, ...]) -> str:
    """`/v1/notifications/([^/]+)/read` with names `("notificationId",)` ->
    `/v1/notifications/{notificationId}/read`."""
    pattern = _without_optional_parts(pattern)
    groups = GROUP.findall(pattern)
    if len(groups) != len(names):
        raise ValueError(f"{pattern} has {len(groups)} path parameters, declared {names}")
    parts = iter(names)
    template = GROUP.sub(lambda _: "{" + next(parts) + "}", pattern)
    return re.sub(r"\\(.)", r"\1", template)


def undeclared(routes: Iterable[Route], declarations: Declarations) -> list[str]:
    """`METHOD pattern` for every method a route answers that has no declaration."""
    missing = []
    for pattern, methods in routes:
        declared = declarations.get(pattern, {})
        missing += [f"{m} {pattern}" for m in methods if m.lower() not in declared]
        missing += [
            f"{m.upper()} {pattern} (not served)" for m in declared if m.upper() not in methods
        ]
    return missing


def failure_messages(operation: Operation) -> list[str]:
    messages = set(ALWAYS) | set(operation.failures)
    for scheme in operation.auth:
        messages.update(IMPLIED.get(scheme, ()))
    if operation.body is not None or operation.query is not None:
        messages.add("VALIDATION_ERROR")
    if operation.path:
        messages.add("RESOURCE_NOT_FOUND")
    if operation.rate_limited:
        messages.add("RATE_LIMITED")
    return sorted(messages, key=lambda m: (STATUS_CODES[m], m))


def openapi_document(
    routes: Iterable[Route],
    declarations: Declarations,
    *,
    title: str,
    version: str,
    description: str = "",
) -> dict[str, Any]:
    served = [
        (pattern, method.lower(), declarations[pattern][method.lower()])
        for pattern, methods in routes
        for method in methods
        if method.lower() in declarations.get(pattern, {})
    ]
    refs, schemas = _schemas(served)
    paths: dict[str, dict[str, Any]] = {}
    for pattern, method, operation in served:
        template = path_template(pattern, operation.path)
        paths.setdefault(template, {})[method] = _operation(operation, refs)
    return {
        "openapi": OPENAPI_VERSION,
        "info": {"title": title, "version": version, "description": description},
        "jsonSchemaDialect": "https://json-schema.org/draft/2020-12/schema",
        "paths": paths,
        "components": {"schemas": schemas, "securitySchemes": SECURITY_SCHEMES},
    }


def _schemas(
    served: list[tuple[str, str, Operation]],
) -> tuple[Callable[[type[BaseModel]], dict[str, Any]], dict[str, Any]]:
    models: set[type[BaseModel]] = {ErrorBody, StreamError}
    for _, _, operation in served:
        models.update(m for m in (operation.body, operation.query, operation.results) if m)
    ordered = sorted(models, key=lambda m: (m.__module__, m.__qualname__))
    keys, top = models_json_schema([(m, "validation") for m in ordered], ref_template=REF)

    def ref(model: type[BaseModel]) -> dict[str, Any]:
        return keys[(model, "validation")]

    return ref, top.get("$defs", {})


def _operation(
    operation: Operation, ref: Callable[[type[BaseModel]], dict[str, Any]]
) -> dict[str, Any]:
    out: dict[str, Any] = {"summary": operation.summary, "tags": [operation.tag]}
    if operation.description:
        out["description"] = operation.description
    out["security"] = [{s: []} for s in operation.auth if s in SECURITY_SCHEMES]
    parameters = [
        {"name": name, "in": "path", "required": True, "schema": {"type": "string"}}
        for name in operation.path
    ]
    if operation.query is not None:
        parameters += _query_parameters(operation.query)
    if parameters:
        out["parameters"] = parameters
    if operation.body is not None:
        out["requestBody"] = {
            "required": operation.body_required,
            "content": {"application/json": {"schema": ref(operation.body)}},
        }
    out["responses"] = _responses(operation, ref)
    return out


def _query_parameters(model: type[BaseModel]) -> list[dict[str, Any]]:
    schema = model.model_json_schema(ref_template=REF)
    required = set(schema.get("required", ()))
    return [
        {"name": name, "in": "query", "required": name in required, "schema": prop}
        for name, prop in schema.get("properties", {}).items()
    ]


def _responses(
    operation: Operation, ref: Callable[[type[BaseModel]], dict[str, Any]]
) -> dict[str, Any]:
    responses: dict[str, Any] = {}
    if operation.stream is not None:
        responses["200"] = {
            "description": f"A stream of server-sent events: AsyncAPI channel `{operation.stream}`"
            " in docs/asyncapi.yaml.",
            "content": {"text/event-stream": {"schema": {"type": "string"}}},
            "x-asyncapi-channel": operation.stream,
        }
    elif operation.content is not None:
        kind = "object" if operation.content.endswith("json") else "string"
        responses["200"] = {
            "description": operation.content,
            "content": {operation.content: {"schema": {"type": kind}}},
        }
        responses["304"] = {"description": "Not modified: the `If-None-Match` ETag holds."}
    else:
        results = ref(operation.results) if operation.results is not None else {"type": "null"}
        responses["200"] = {
            "description": " or ".join(operation.success),
            "content": {"application/json": {"schema": _success(operation.success, results)}},
        }
    by_status: dict[int, list[str]] = {}
    for message in failure_messages(operation):
        by_status.setdefault(STATUS_CODES[message], []).append(message)
    for status, messages in sorted(by_status.items()):
        failure = _failure(status, messages, ref(ErrorBody))
        content: dict[str, Any] = {"application/json": {"schema": failure}}
        if operation.stream is not None and operation.body is not None:
            content["text/event-stream"] = {
                "schema": {"type": "string"},
                "x-event": {"event": "error", "data": ref(StreamError)},
            }
        response: dict[str, Any] = {"description": " or ".join(messages), "content": content}
        if status == 429:
            response["headers"] = {
                "Retry-After": {
                    "description": "Seconds until a retry can succeed.",
                    "schema": {"type": "integer"},
                }
            }
        responses[str(status)] = response
    return responses


def _success(messages: tuple[str, ...], results: dict[str, Any]) -> dict[str, Any]:
    return _envelope(
        success=True,
        status={"const": 200},
        messages=list(messages),
        results=results,
        error={"type": "null"},
    )


def _failure(status: int, messages: list[str], error: dict[str, Any]) -> dict[str, Any]:
    return _envelope(
        success=False,
        status={"const": status},
        messages=messages,
        results={"type": "null"},
        error=error,
    )


def _envelope(
    *,
    success: bool,
    status: dict[str, Any],
    messages: list[str],
    results: dict[str, Any],
    error: dict[str, Any],
) -> dict[str, Any]:
    return {
        "type": "object",
        "required": ["success", "statusCode", "statusMessage", "results", "error"],
        "additionalProperties": False,
        "properties": {
            "success": {"const": success},
            "statusCode": status,
            "statusMessage": {"enum": messages},
            "results": results,
            "error": error,
        },
    }
