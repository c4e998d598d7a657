"""A product asked for as a favour ("can i get milk", "ممكن حليب؟", "mumkin 7aleeb?") is that
product looked for, not a store policy, over a real socket; money asked back the same way is
the refund policy; and a meal wondered about in Arabizi ("shno nitbo5 el yom") is recipes."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds, one
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


@pytest.mark.parametrize(
    ("message", "guest", "word"),
    [
        ("can i get milk", GUEST_A, ("milk",)),
        ("can you get me tomatoes", GUEST_A, ("tomato",)),
        ("ممكن حليب؟", GUEST_B, ("milk", "حليب")),
        ("mumkin 7aleeb?", GUEST_B, ("milk", "حليب")),
    ],
)
async def test_a_product_asked_for_as_a_favour_is_looked_for(
    client: Any, message: str, guest: str, word: tuple[str, ...]
) -> None:
    turn = await send(client, message, guest=guest)
    names = [p["name"] for p in one(turn, "products")["products"]]
    assert names and any(w in names[0].lower() for w in word), (message, names)
    assert "faq" not in kinds(turn) and "cart_action" not in kinds(turn), kinds(turn)


async def test_money_asked_back_as_a_favour_is_the_refund_policy(client: Any) -> None:
    turn = await send(client, "can i get my money back", guest=GUEST_A)
    assert "faq" in kinds(turn) and "products" not in kinds(turn), kinds(turn)


async def test_what_to_cook_in_arabizi_is_recipes(client: Any) -> None:
    turn = await send(client, "shno nitbo5 el yom", guest=GUEST_B)
    assert "recipe" in kinds(turn) and "cart_action" not in kinds(turn), kinds(turn)
