"""Goods asked for with why after them, in English, Gulf Arabic and Arabizi ("also do u have
pampers size 4 in stock, want a backup pack", "do u have pampers size 4, need a spare",
"عندكم بامبرز مقاس ٤ احتياط"): the goods as asked, here the size 4 said to be out of stock
in every size, with what we have like it. Before, the words of why were searched beside the
goods, and other sizes were shown as if the size 4 were not ours."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds, products
from tests.conftest import GUEST_B
from tests.handlers.assistant_support import send


@pytest.mark.parametrize(
    "message",
    [
        "also do u have pampers size 4 in stock, want a backup pack",
        "do u have pampers size 4, need a spare",
        "عندكم بامبرز مقاس ٤ احتياط",
    ],
)
async def test_the_size_asked_is_the_one_shown(client: Any, message: str) -> None:
    turn = await send(client, message, guest=GUEST_B)
    first = products(turn)[0]
    shown = next(v["name"] for v in first["variants"] if v["_id"] == first.get("variantId"))
    assert "Size 4" in shown, (message, kinds(turn), shown)
