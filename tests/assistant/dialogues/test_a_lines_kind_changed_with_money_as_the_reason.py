"""A cart line made another kind of its product with money given as the reason, over a real
socket in English, Gulf Arabic and Arabizi: "actually make the shrimp medium not jumbo, too
expensive", "خلي الروبيان وسط، حرام الفلوس", "make the shrimp medium, 7aram el 9arf" move the
line to that kind. The reason asks nothing and names no goods, and the size's English word in
an Arabizi message stays English; never "nothing to change" nor "not found"."""

from __future__ import annotations

from typing import Any

import pytest

from tests.conftest import GUEST_A
from tests.handlers.assistant_support import confirm, send


@pytest.mark.parametrize(
    ("first", "then"),
    [
        ("add kuwaiti shrimp jumbo", "actually make the shrimp medium not jumbo, too expensive"),
        ("حط روبيان كويتي جامبو", "خلي الروبيان وسط، حرام الفلوس"),
        ("7ot rubyan kuwaiti jumbo", "make the shrimp medium, 7aram el 9arf"),
    ],
)
async def test_a_line_moved_to_a_kind_beside_its_cost(client: Any, first: str, then: str) -> None:
    offered = await send(client, first, guest=GUEST_A)
    await confirm(client, offered.action("add_to_cart")["actionId"], guest=GUEST_A)
    turn = await send(client, then, offered.conversation_id, guest=GUEST_A)
    items = turn.action("update_cart_item")["items"]
    moved = [(item["variantId"], item["quantity"]) for item in items]
    assert moved == [("p-0508-v2", 0), ("p-0508-v1", 1)], (then, items)
