"""Arabizi's short "in" or "is there" ("fe", "fi", في) between goods and what they hold, in a
message otherwise read as English, over a real socket: "galaxy fe nuts?", "kiri fe
lactose?", "any gluten fe kitkat?" ask what the named goods hold, as "fee" and Gulf Arabic's
"فيه" do. Left in Latin, "fe" was taken for a word of the goods' name that no product holds,
and the store said it had no such goods."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds, one, texts
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


@pytest.mark.parametrize(
    ("message", "guest", "product", "holds"),
    [
        ("galaxy fe nuts?", GUEST_A, "Galaxy Smooth Milk Chocolate Bar", "soy"),
        ("kiri fe lactose?", GUEST_A, "Kiri Cream Cheese Squares", "milk"),
        ("any gluten fe kitkat?", GUEST_A, "Nestlé KitKat 4 Finger", "gluten"),
        ("is there soy fi galaxy?", GUEST_A, "Galaxy Smooth Milk Chocolate Bar", "soy"),
        ("fi gluten bil kitkat?", GUEST_B, "Nestlé KitKat 4 Finger", "جلوتين"),
        ("جالكسي فيه مكسرات؟", GUEST_B, "Galaxy Smooth Milk Chocolate Bar", "صويا"),
    ],
)
async def test_the_particle_asks_what_the_goods_hold(
    client: Any, message: str, guest: str, product: str, holds: str
) -> None:
    turn = await send(client, message, guest=guest)
    assert one(turn, "product_detail")["product"]["name"] == product, (message, kinds(turn))
    assert any(holds in text for text in texts(turn)), (message, texts(turn))
