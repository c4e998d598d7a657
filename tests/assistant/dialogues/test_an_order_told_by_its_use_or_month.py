"""A past order asked again by the use of its goods or by the month it was placed, in English,
Gulf Arabic and Arabizi ("reorder my last cleaning stuff order", "عيد طلب اغراض التنظيف",
"can u reorder what i bought in october", "عيد طلب شهر اكتوبر", "abi a3eed 6alab shahar 10"):
that order proposed again. Before, the newest order: "cleaning stuff" was taken for a use
beside goods named and dropped, and a month said alone was no date."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds, order_numbers
from tests.conftest import customer_token
from tests.handlers.assistant_support import send


@pytest.mark.parametrize(
    ("customer", "message", "number"),
    [
        ("demo-2", "hi can u reorder my last cleaning stuff order", "KW-100187"),
        ("demo-2", "عيد طلب اغراض التنظيف", "KW-100187"),
        ("demo-2", "3eed 6alab a8ra9 il tan6eef", "KW-100187"),
        ("demo-3", "can u reorder what i bought in october", "KW-100095"),
        ("demo-3", "عيد طلب شهر اكتوبر", "KW-100095"),
        ("demo-3", "abi a3eed 6alab shahar 10", "KW-100095"),
    ],
)
async def test_that_order_is_proposed_again(
    client: Any, customer: str, message: str, number: str
) -> None:
    turn = await send(client, message, token=customer_token(customer))
    assert order_numbers(turn) == [number], (message, kinds(turn))
    assert turn.action("reorder")["params"]["orderId"].startswith(f"order-{customer}-")
