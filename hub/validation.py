"""Request validation: pydantic models in, `VALIDATION_ERROR` with per-field problems out.

Handlers describe their input as pydantic models; this module turns pydantic's error list into
the `error.data` entries clients show next to fields, in the caller's language.
"""

from __future__ import annotations

import re
from typing import Annotated, Any, TypeVar

import ujson
from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, ValidationError
from pydantic_core import PydanticCustomError

from hub.errors import FieldProblem, ValidationFailed, invalid

M = TypeVar("M", bound=BaseModel)

MAX_BODY_BYTES = 64 * 1024

# pydantic error type -> (catalogue key, ctx field holding the limit)
_PROBLEM_KEYS: dict[str, tuple[str, str | None]] = {
    "missing": ("field_required", None),
    "extra_forbidden": ("field_unknown", None),
    "string_too_short": ("field_too_short", "min_length"),
    "string_too_long": ("field_too_long", "max_length"),
    "too_short": ("field_items_too_few", "min_length"),
    "too_long": ("field_items_too_many", "max_length"),
    "greater_than_equal": ("field_too_small", "ge"),
    "greater_than": ("field_too_small", "gt"),
    "less_than_equal": ("field_too_large", "le"),
    "less_than": ("field_too_large", "lt"),
}

# pydantic words the allowed values in English ("'a', 'b' or 'c'"); the quoted values alone
# read the same in every language.
_QUOTED = re.compile(r"'(?:[^'\\]|\\.)*'|\"(?:[^\"\\]|\\.)*\"")


def _choices(expected: str) -> str:
    values = _QUOTED.findall(expected) or re.split(r", | or ", expected)
    return ", ".join(values)


def problems_from(error: ValidationError, prefix: str = "") -> list[FieldProblem]:
    problems = []
    for item in error.errors(include_url=False):
        name = prefix + ".".join(str(part) for part in item["loc"]) if item["loc"] else "body"
        kind = item["type"]
        ctx = item.get("ctx") or {}
        if kind in _PROBLEM_KEYS:
            key, limit_name = _PROBLEM_KEYS[kind]
            detail = {"limit": ctx.get(limit_name)} if limit_name else {}
        elif kind in ("literal_error", "enum"):
            key, detail = "field_choice", {"choices": _choices(str(ctx.get("expected", "")))}
        elif kind.endswith("_type") or kind.endswith("_parsing") or kind == "model_attributes_type":
            key, detail = "field_type", {}
        else:
            key, detail = "field_invalid", {}
        problems.append(FieldProblem(name, key, detail))
    return problems


def validate(model: type[M], data: Any, prefix: str = "") -> M:
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        raise ValidationFailed(problems=problems_from(exc, prefix)) from exc


def parse_json_body(model: type[M], body: bytes, *, empty_allowed: bool = False) -> M:
    """A JSON object body validated against `model`.

    An empty body is `{}` where the route takes an optional body (handoff, confirm).
    """
    if len(body) > MAX_BODY_BYTES:
        raise invalid("body", "body_too_large", limit=MAX_BODY_BYTES)
    if not body.strip():
        if empty_allowed:
            return validate(model, {})
        raise invalid("body", "body_not_json")
    try:
        data = ujson.loads(body)
    except (ValueError, UnicodeDecodeError) as exc:
        raise invalid("body", "body_not_json") from exc
    if not isinstance(data, dict):
        raise invalid("body", "body_not_json")
    return validate(model, data)


def _decimal_digits(value: Any) -> Any:
    """A query integer is written in plain digits: not `1.0`, `+1`, ` 1` or `1_0`."""
    if isinstance(value, str) and not (value.isascii() and value.isdigit()):
        raise PydanticCustomError("int_parsing", "Input should be a whole number")
    return value


# An integer query argument (`page`, `limit`).
QueryInt = Annotated[int, BeforeValidator(_decimal_digits)]

# A page past the end answers empty `data`; the bound only keeps the skip and the echoed
# `page` within what storage and JSON clients hold exactly.
MAX_PAGE = 2**31 - 1


class PageQuery(BaseModel):
    """The query of a paged list route; arguments it does not name are ignored."""

    model_config = ConfigDict(extra="ignore")

    page: QueryInt = Field(default=1, ge=1, le=MAX_PAGE)
    limit: QueryInt = Field(default=20, ge=1, le=100)


def parse_query(model: type[M], arguments: dict[str, list[bytes]]) -> M:
    """Query arguments (last value wins) validated against `model`; unknown names are ignored."""
    values = {name: raw[-1].decode("utf-8", "replace") for name, raw in arguments.items() if raw}
    return validate(model, values)
