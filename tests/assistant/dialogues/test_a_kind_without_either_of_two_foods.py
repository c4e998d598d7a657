"""A kind asked without either of two foods, over a real socket in English, Gulf Arabic and
Arabizi: "which crisps don't contain milk or nuts" shows the crisps holding neither, never the
milk weighed against the nuts."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, names, products
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


async def test_a_kind_without_either_food_is_that_kind_holding_neither(client: Any) -> None:
    for message, guest in (
        ("which crisps do not have any milk or nuts", GUEST_A),
        ("which chips are free of dairy and nuts", GUEST_A),
        ("اي شيبس ما فيه حليب او مكسرات", GUEST_B),
        ("ay chips ma fee 7aleeb wala mkasarat", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        shown = products(turn)
        assert shown, (message, kinds(turn))
        for product in shown:
            assert "milk" not in product["allergens"], (message, names(turn))
            assert "nuts" not in product["allergens"], (message, names(turn))
            assert product["categoryId"] != "cat-dairy-eggs", (message, names(turn))
