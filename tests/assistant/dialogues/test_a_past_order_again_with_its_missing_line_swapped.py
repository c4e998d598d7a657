"""A past order asked again with the line now out of stock swapped for another kind, in the same
message, over a real socket: "reorder my cleaning order but with the gel instead of the
powder", "nafs 6alab il tan6eef bs il tide gel mu powder" propose the order's lines in stock
with the Tide gel in the powder's place: never the order with the powder only left out. The
order asked again plainly still leaves the powder out.

demo-2: KW-100187 held Tide powder (out of stock), Fairy, toilet rolls and Dettol.
"""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import order_numbers
from tests.conftest import customer_token
from tests.handlers.assistant_support import send

_CLEANING_ORDER = "KW-100187"
_TIDE_POWDER = "p-1901"
_TIDE_GEL = "p-1902"


def _lines(turn: Any) -> list[str]:
    return [item["productId"] for item in turn.action("reorder")["items"]]


async def test_the_missing_line_swapped_is_in_the_order_proposed(client: Any) -> None:
    token = customer_token("demo-2")
    for message in (
        "reorder my cleaning order but with the gel instead of the powder",
        "nafs 6alab il tan6eef bs il tide gel mu powder",
    ):
        turn = await send(client, message, token=token)
        assert order_numbers(turn) == [_CLEANING_ORDER], (message, order_numbers(turn))
        lines = _lines(turn)
        assert len(lines) == 4 and _TIDE_GEL in lines, (message, lines)
        assert _TIDE_POWDER not in lines, (message, lines)
    plain = await send(client, "reorder my cleaning order", token=token)
    assert len(_lines(plain)) == 3, _lines(plain)
