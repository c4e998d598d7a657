"""A box or carton of goods sold as a multipack ("12 x 41.5 g") is that multipack: "add a
kitkat box", "ضيف علبة كيت كات", "7ot 2 box kitkat" propose it, beside the other goods of
the same message, with no "we don't have exactly that". Over a real socket, in English, Gulf
Arabic and Arabizi."""

from __future__ import annotations

from typing import Any

import pytest

from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_KITKAT = "Nestlé KitKat 4 Finger"


def _lines(turn: Any) -> list[tuple[str, int]]:
    return [(item["product"]["name"], item["quantity"]) for item in turn.action()["items"]]


@pytest.mark.parametrize(
    ("message", "guest", "wanted"),
    [
        ("add a kitkat box", GUEST_A, [(_KITKAT, 1)]),
        ("ok add 2 galaxy smooth and a kitkat box", GUEST_A,
         [("Galaxy Smooth Milk Chocolate Bar", 2), (_KITKAT, 1)]),
        ("ضيف علبة كيت كات", GUEST_B, [(_KITKAT, 1)]),
        ("7ot 2 box kitkat", GUEST_A, [(_KITKAT, 2)]),
    ],
)  # fmt: skip
async def test_a_box_of_a_multipack_is_proposed(
    client: Any, message: str, guest: str, wanted: list[tuple[str, int]]
) -> None:
    turn = await send(client, message, guest=guest)
    assert _lines(turn) == wanted, (message, turn.end["content"])
