"""A line of the order just talked of asked changed to another kind, over a real socket: "can
i still change the low fat milk to full fat" right after that order's status is a change of
the placed order (what its status still allows, with its card), never a question of fat
answered with a list of milks; "agayer" (change) read so in Arabizi."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds, order_numbers
from tests.conftest import customer_token
from tests.handlers.assistant_support import send

TONIGHTS_ORDER = "KW-100926"  # demo-2's, being prepared: 2 Almarai Low Fat milk among its lines

CHANGED = {
    "en": (
        ("where is my order", "can i at least still change the low fat milk in it to full fat"),
        ("can you add 2 yoghurts to my order", "fine, then change the low fat milk to full fat"),
    ),
    "ar": (("وين طلبي", "طيب ابي اغير الحليب قليل الدسم اللي فيه لكامل الدسم، يصير؟"),),
    "arabizi": (
        ("wain 6alabi", "a8dar agayer il 7aleeb il low fat ila full fat?"),
        ("wain 6alabi", "agayer il 7aleeb il light ila full fat, y9eer?"),
    ),
}


@pytest.mark.parametrize("script", sorted(CHANGED))
async def test_a_line_changed_in_kind_is_a_change_of_the_order(client: Any, script: str) -> None:
    token = customer_token("demo-2")
    for opening, asked in CHANGED[script]:
        first = await send(client, opening, token=token)
        assert TONIGHTS_ORDER in order_numbers(first, "order_status"), (opening, kinds(first))
        turn = await send(client, asked, first.conversation_id, token=token)
        assert order_numbers(turn, "order_status") == [TONIGHTS_ORDER], (asked, kinds(turn))
        assert "cart_action" not in kinds(turn), asked
