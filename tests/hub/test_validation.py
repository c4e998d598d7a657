"""The JSON checks at the door: the one-pass proof of safety never passes what the walk names."""

from __future__ import annotations

import math
from typing import Any

import orjson
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hub.validation import MAX_SAFE_INTEGER, json_problems, surely_json_safe

leaves = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**70), max_value=2**70),
    st.sampled_from([MAX_SAFE_INTEGER, -MAX_SAFE_INTEGER, MAX_SAFE_INTEGER + 1, -(2**53)]),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=12),
    st.sampled_from(["\ud800", "a\udfffb", "line\nbreak", '"quoted"', "\\", "[{", "عربي"]),
)
values = st.recursive(
    leaves,
    lambda children: (
        st.lists(children, max_size=3)
        | st.dictionaries(st.one_of(st.text(max_size=6), st.just("\udc00")), children, max_size=3)
    ),
    max_leaves=20,
)


@settings(max_examples=400, deadline=None)
@given(value=values, max_depth=st.integers(min_value=1, max_value=6))
def test_what_it_passes_the_walk_finds_nothing_in(value: Any, max_depth: int) -> None:
    if surely_json_safe(value, max_depth):
        assert json_problems(value, max_depth=max_depth) == []


def nested(depth: int, leaf: Any = 1) -> Any:
    value = leaf
    for level in range(depth):
        value = {"k": value} if level % 2 else [value]
    return value


@pytest.mark.parametrize("depth", [1, 2, 5, 8])
def test_nesting_below_the_limit_passes_and_beyond_it_does_not(depth: int) -> None:
    """At the limit itself the walk decides: a value there may be a container too deep."""
    assert surely_json_safe(nested(depth - 1), depth)
    assert json_problems(nested(depth), max_depth=depth) == []
    assert json_problems(nested(depth + 1), max_depth=depth)
    assert not surely_json_safe(nested(depth + 1), depth)
    assert json_problems(nested(depth, leaf={}), max_depth=depth)
    assert not surely_json_safe(nested(depth, leaf={}), depth)


@pytest.mark.parametrize(
    "value",
    [
        {"x": MAX_SAFE_INTEGER + 1},
        {"x": [-(2**53)]},
        {"x": math.nan},
        {"x": [math.inf]},
        {"x": "\ud800"},
        {"\ud800": 1},
    ],
)
def test_each_problem_the_walk_names_is_left_to_it(value: Any) -> None:
    assert json_problems(value)
    assert not surely_json_safe(value)


def test_a_batch_as_producers_send_it_passes_in_one_pass() -> None:
    entry = {
        "customerId": "c-1",
        "type": "campaign.message",
        "title": {"en": "Weekend offers", "ar": "عروض نهاية الأسبوع"},
        "body": {"en": 'Fresh [deals] {all} "weekend"\n', "ar": "عروض"},
        "data": {"ts": 1.5, "n": MAX_SAFE_INTEGER, "url": "/o/1?a=[1]", "none": None},
    }
    batch = orjson.loads(orjson.dumps({"notifications": [entry] * 500}))
    assert surely_json_safe(batch, finite=True)
    assert not surely_json_safe(batch)  # a `null` could be a NaN written out: the walk decides
    assert json_problems(batch) == []
