"""What else there is for goods sold out, over a real socket in English, Gulf Arabic and
Arabizi: "the tide powder's gone? what else do you have" shows the store's other goods of the
kind in stock, never "I don't know a good substitute", which is a cook's swap unknown."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, names, products
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_TIDE_POWDER = "p-1901"  # sold out in the demo store


async def test_what_else_for_goods_sold_out_shows_others_of_the_kind(client: Any) -> None:
    for message, guest in (
        ("no more tide powder? what else have you got then", GUEST_A),
        ("تايد بودره ما في؟ شنو عندكم غيره", GUEST_B),
        ("il tide powder ma fee? shno ghairah", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        shown = products(turn)
        assert shown, (message, kinds(turn))
        assert _TIDE_POWDER not in [product["_id"] for product in shown], (message, names(turn))
        assert any("Tide" in product["name"] or "تايد" in product["name"] for product in shown), (
            message,
            names(turn),
        )
