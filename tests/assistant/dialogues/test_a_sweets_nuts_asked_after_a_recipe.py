"""Whether a sweet holds nuts, asked right after a recipe, over a real socket, in English,
Gulf Arabic and Arabizi: "does the baklava have nuts in it?", "البقلاوه فيها مكسرات؟", "w il
baklawa feeha mkasarat?" (whose letters read as "بكلفا") are answered from the Assorted
Baklava's record (nuts among its allergens), never the recipe's goods nor "not found"."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import conversation, texts
from tests.conftest import GUEST_A, GUEST_B


@pytest.mark.parametrize(
    ("said", "guest", "nuts"),
    [
        (
            [
                "recipe for chicken machboos",
                "does the baklava have nuts in it? my niece is allergic",
            ],
            GUEST_A,
            "nuts",
        ),
        (
            ["ابي وصفة مجبوس دجاج", "والبقلاوه فيها مكسرات؟ بنت اختي عندها حساسيه"],
            GUEST_B,
            "مكسرات",
        ),
        (
            ["abi asawi mandi dyay 7ag 6", "w il baklawa feeha mkasarat? ibni 3inda 7asasiya"],
            GUEST_B,
            "مكسرات",
        ),
        (["il ba8lawa feeha mkasarat?"], GUEST_B, "مكسرات"),
    ],
)
async def test_the_baklavas_record_says_it_holds_nuts(
    client: Any, said: list[str], guest: str, nuts: str
) -> None:
    *_, turn = await conversation(client, said, guest=guest)
    detail = [b for b in turn.end["blocks"] if b["kind"] == "product_detail"]
    assert detail and "Baklava" in detail[0]["product"]["name"], (said, turn.end["content"])
    assert any(nuts in text for text in texts(turn)), (said, texts(turn))
