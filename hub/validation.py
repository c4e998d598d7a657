"""Request validation: pydantic models in, `VALIDATION_ERROR` with per-field problems out.

Handlers describe their input as pydantic models; this module turns pydantic's error list into
the `error.data` entries clients show next to fields, in the caller's language.
"""

from __future__ import annotations

import math
import re
from typing import Annotated, Any, TypeVar

import orjson
from pydantic import AfterValidator, BaseModel, BeforeValidator, ConfigDict, Field, ValidationError
from pydantic_core import PydanticCustomError

from hub.errors import FieldProblem, ValidationFailed, invalid

M = TypeVar("M", bound=BaseModel)

MAX_BODY_BYTES = 64 * 1024

# What every JSON client reads exactly: integers beyond this lose digits in JavaScript.
MAX_SAFE_INTEGER = 2**53 - 1
# Nesting any request body may have; a notification's `data` is held to less.
MAX_JSON_DEPTH = 32
# Problems listed for one body: enough to fix it, never a reply as large as the input.
MAX_PROBLEMS = 20

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
    # raised by the hub's own validators (`bounded_json`)
    "json_too_deep": ("field_too_deep", "limit"),
    "json_too_large": ("field_too_many_bytes", "limit"),
    "customer_id_format": ("customer_id_format", None),  # `hub.auth.CustomerId`
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


def is_unicode(text: str) -> bool:
    """False for a string holding a lone UTF-16 surrogate, which no client can decode."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _shown(key: str) -> str:
    """A field name that can itself be sent back in an error, whatever it holds."""
    return key if is_unicode(key) else key.encode("utf-8", "backslashreplace").decode("ascii")


def json_problems(
    value: Any, path: str = "", *, max_depth: int = MAX_JSON_DEPTH
) -> list[FieldProblem]:
    """What in parsed JSON no client could read back: invalid Unicode (in keys too), NaN,
    infinities, integers beyond JSON's safe range, or nesting deeper than `max_depth`.

    Parsers accept all of these, and a stored value that cannot be rendered again would fail
    every later read of it; so they are refused at the door, each named by its field path.
    """
    walk = _Walk(path, max_depth)
    walk.visit(value, (), 0)
    return walk.problems


class _Walk:
    """One `json_problems` walk. A nested function that called itself would be a reference
    cycle, which every request with a body would leave for the cycle collector to find."""

    __slots__ = ("max_depth", "path", "problems")

    def __init__(self, path: str, max_depth: int) -> None:
        self.problems: list[FieldProblem] = []
        self.path = path
        self.max_depth = max_depth

    def name(self, keys: tuple[Any, ...]) -> str:
        # Built only for a problem: naming every field on the way costs more than the walk.
        shown = [self.path] if self.path else []
        shown += [_shown(str(key)) for key in keys]
        return ".".join(shown) or "body"

    def visit(self, item: Any, keys: tuple[Any, ...], depth: int) -> None:
        problems = self.problems
        if len(problems) >= MAX_PROBLEMS:
            return
        if isinstance(item, str):
            if not item.isascii() and not is_unicode(item):
                problems.append(FieldProblem(self.name(keys), "field_not_unicode"))
        elif isinstance(item, bool) or item is None:
            return
        elif isinstance(item, int):
            if abs(item) > MAX_SAFE_INTEGER:
                problems.append(
                    FieldProblem(self.name(keys), "field_number_range", {"limit": MAX_SAFE_INTEGER})
                )
        elif isinstance(item, float):
            if not math.isfinite(item):
                problems.append(FieldProblem(self.name(keys), "field_not_finite"))
        elif isinstance(item, dict | list):
            if depth >= self.max_depth:
                problems.append(
                    FieldProblem(self.name(keys), "field_too_deep", {"limit": self.max_depth})
                )
                return
            entries = item.items() if isinstance(item, dict) else enumerate(item)
            for key, child in entries:
                if isinstance(key, str) and not key.isascii() and not is_unicode(key):
                    problems.append(FieldProblem(self.name((*keys, key)), "field_not_unicode"))
                self.visit(child, (*keys, key), depth + 1)


def surely_json_safe(value: Any, max_depth: int = MAX_JSON_DEPTH, *, finite: bool = False) -> bool:
    """True when `json_problems` would surely find nothing in `value`; False when it may (then
    walk it, to name what it finds).

    The walk costs a Python call per value, most of what validating a batch cost; this is
    one pass of orjson, in C. orjson refuses lone surrogates (in keys too) and, told to,
    integers beyond JSON's safe range. Indented, a line's indent is its nesting (strings
    hold no raw newline): a value nested `max_depth` deep starts a line indented that far
    (whether it is a container the walk refuses, or a value it takes, the walk decides).
    NaN and infinities are written as `null`, so text without one holds none; `finite`: the
    caller knows there are none (orjson read the value from JSON text).
    """
    try:
        text = orjson.dumps(value, option=orjson.OPT_STRICT_INTEGER | orjson.OPT_INDENT_2)
    except orjson.JSONEncodeError:
        return False
    too_deep = b"\n" + b" " * (2 * max_depth)
    return too_deep not in text and (finite or b"null" not in text)


def require_json_safe(value: Any, path: str = "") -> None:
    problems = json_problems(value, path)
    if problems:
        raise ValidationFailed(problems=problems)


def validate(model: type[M], data: Any, prefix: str = "") -> M:
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        raise ValidationFailed(problems=problems_from(exc, prefix)) from exc


def parse_json_object(
    body: bytes, *, max_bytes: int = MAX_BODY_BYTES, empty_allowed: bool = False
) -> dict[str, Any]:
    """A request body that must be one JSON object every client could read back.

    An empty body is `{}` where the route takes an optional body (handoff, confirm).
    """
    if len(body) > max_bytes:
        raise invalid("body", "body_too_large", limit=max_bytes)
    if not body.strip():
        if empty_allowed:
            return {}
        raise invalid("body", "body_not_json")
    try:
        # Strict JSON: NaN, infinities, numbers beyond a double and lone surrogates are
        # refused here, as text no other client's parser would read the same way.
        data = orjson.loads(body)
    except ValueError as exc:
        raise invalid("body", "body_not_json") from exc
    if not isinstance(data, dict):
        raise invalid("body", "body_not_json")
    if not surely_json_safe(data, finite=True):
        require_json_safe(data)  # names each problem, if there is one
    return data


def parse_json_body(
    model: type[M], body: bytes, *, max_bytes: int = MAX_BODY_BYTES, empty_allowed: bool = False
) -> M:
    """A JSON object body validated against `model`."""
    return validate(
        model, parse_json_object(body, max_bytes=max_bytes, empty_allowed=empty_allowed)
    )


def bounded_json(max_depth: int, max_bytes: int) -> AfterValidator:
    """A field validator: the value nests at most `max_depth` levels and takes at most
    `max_bytes` as JSON (a payload stored and then sent on every read and stream)."""

    def check(value: Any) -> Any:
        if not surely_json_safe(value, max_depth) and json_problems(value, max_depth=max_depth):
            raise PydanticCustomError("json_too_deep", "nested too deep", {"limit": max_depth})
        if len(orjson.dumps(value, option=orjson.OPT_NON_STR_KEYS)) > max_bytes:
            raise PydanticCustomError("json_too_large", "too large", {"limit": max_bytes})
        return value

    return AfterValidator(check)


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
