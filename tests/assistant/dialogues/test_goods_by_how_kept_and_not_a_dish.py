"""Goods asked plainly, over a real socket: "frozen chips" is the fries of the frozen aisle
(a word of how goods are kept names their aisle, not their name), and "3a6ni pasta", "عطني
باستا", "give me pasta" are pasta from the shelf, not the Pasta Bechamel recipe. Asking how
to make it, or naming a dish whole, still shows the recipe."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, names
from tests.conftest import GUEST_A
from tests.handlers.assistant_support import send


async def test_goods_named_with_how_they_are_kept_are_of_that_aisle(client: Any) -> None:
    for message in (
        "frozen chips",
        "do you have frozen chips?",
        "abi chips frozen",
        "عندكم بطاطس مجمده؟",
        "3indkom chips mjammad?",
    ):
        turn = await send(client, message, guest=GUEST_A)
        assert names(turn) and all("Fries" in name for name in names(turn)), message
    for message, wanted in (("chips", "Lay's"), ("frozen chicken", "Chicken")):
        turn = await send(client, message, guest=GUEST_A)
        assert any(wanted in name for name in names(turn)), message
        assert len(names(turn)) > 1, message


async def test_pasta_given_is_pasta_goods_not_a_recipe(client: Any) -> None:
    for message in ("3a6ni pasta", "عطني باستا", "give me pasta", "i want pasta"):
        turn = await send(client, message, guest=GUEST_A)
        assert "recipe" not in kinds(turn), message
        shown = names(turn)
        assert (
            len(shown) > 1 and sum("Barilla" in name or "Macaroni" in name for name in shown) >= 3
        )
    for message in (
        "how do i make pasta",
        "abi asawee pasta",
        "give me a pasta recipe",
        "3a6ni harees",
        "عطني مجبوس دجاج",
    ):
        turn = await send(client, message, guest=GUEST_A)
        assert "recipe" in kinds(turn), message
