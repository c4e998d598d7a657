"""A cart request proposes only the product its words name, over a real socket, in English,
Gulf Arabic and Arabizi: a brand the store does not sell, written after the kind ("رز بسمتي
ابو كاس"), is part of that one item's name, not an item of its own that leaves the rest to
be proposed as the shopper's usual rice; the shopper is shown what there is instead."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import customer_token
from tests.handlers.assistant_support import send


@pytest.mark.parametrize(
    "message",
    [
        "ضيف رز بسمتي ابو كاس ٥ كيلو",
        "ضيف عيش ابو كاس",
        "add rice basmati abu kaas",
        "zeed rice basmati abu kaas",
    ],
)
async def test_a_brand_not_sold_proposes_no_other_brand(client: Any, message: str) -> None:
    # demo-1 buys Tilda basmati: its orders must not settle a rice named by another brand
    turn = await send(client, message, token=customer_token("demo-1"))
    assert "cart_action" not in kinds(turn), kinds(turn)
    assert "products" in kinds(turn), kinds(turn)
    assert turn.end["content"], turn.end
