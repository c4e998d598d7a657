"""Goods asked onto a placed order told by goods it holds, over a real socket in English, Gulf
Arabic and Arabizi: "can you add tea to this mornings order, the one with the milk", "ضيف رز
على الطلب اللي فيه الشامبو", "abi azeed 3asal 3ala 6albi elly feeh el 7aleeb". The goods asked
are shown for a new order (a placed order takes no more goods here), not the goods that tell
the order. Before, the order's goods were looked up beside them and shown in their stead."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import names
from tests.conftest import customer_token
from tests.handlers.assistant_support import send


@pytest.mark.parametrize(
    ("asked", "kind", "telling"),
    [
        ("can you add tea to this mornings order, the one with the milk", "Tea", "Milk"),
        ("ضيف رز على الطلب اللي فيه الشامبو", "Rice", "Shampoo"),
        ("abi azeed 3asal 3ala 6albi elly feeh el 7aleeb", "Honey", "Milk"),
    ],
)
async def test_the_goods_asked_are_shown_not_the_orders_own(
    client: Any, asked: str, kind: str, telling: str
) -> None:
    turn = await send(client, asked, token=customer_token("demo-2"), language="en")
    shown = names(turn)
    assert shown and kind in shown[0], (asked, shown)
    assert not any(telling in name for name in shown), (asked, shown)
