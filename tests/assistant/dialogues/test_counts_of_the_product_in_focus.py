"""A count said with the brand of the product whose card was just shown ("3 nadec", "٢ نادك",
"2 sadia") orders that product, not every product of the brand; a brand that names several
products of a list just shown is still asked about, never guessed. Over a real socket, in
English, Gulf Arabic and Arabizi."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


def _lines(turn: Any) -> list[tuple[str, int]]:
    return [(item["product"]["name"], item["quantity"]) for item in turn.action()["items"]]


@pytest.mark.parametrize(
    ("card", "count", "guest", "wanted"),
    [
        ("tell me about the nadec full fat milk", "3 nadec", GUEST_A,
         ("Nadec Full Fat Fresh Milk", 3)),
        ("قولي عن حليب نادك كامل الدسم", "٢ نادك", GUEST_B, ("Nadec Full Fat Fresh Milk", 2)),
        ("el frozen chicken fillets sadia zain?", "2 sadia", GUEST_A,
         ("Sadia Frozen Chicken Breast Fillets", 2)),
    ],
)  # fmt: skip
async def test_a_count_by_the_brand_of_the_card_just_shown_orders_it(
    client: Any, card: str, count: str, guest: str, wanted: tuple[str, int]
) -> None:
    shown = await send(client, card, guest=guest)
    assert "product_detail" in kinds(shown), shown.end["content"]
    ordered = await send(client, count, shown.conversation_id, guest=guest)
    assert _lines(ordered) == [wanted], (count, ordered.end["content"])


async def test_a_brand_of_several_shown_products_is_not_guessed(client: Any) -> None:
    shown = await send(client, "حليب المراعي كامل الدسم كم سعره", guest=GUEST_B)
    assert "products" in kinds(shown)
    counted = await send(client, "٢ المراعي", shown.conversation_id, guest=GUEST_B)
    assert "cart_action" not in kinds(counted), counted.end["content"]
