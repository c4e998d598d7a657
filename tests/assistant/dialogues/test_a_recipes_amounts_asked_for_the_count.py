"""The amounts of the recipe in view asked, over a real socket in English, Gulf Arabic and
Arabizi, with a brand of one of its goods said beside ("I want the Tilda rice"): the packs
its goods come to for the count it was shown for, and that it already uses that rice; never
a card of the rice's own facts (its origin) in place of the amounts."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, one, texts
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


async def test_the_amounts_for_the_count_and_the_rice_it_uses(client: Any) -> None:
    for shown, asked, guest, ten in (
        (
            "chicken machboos recipe for 10 people",
            "how about the amounts? i'd rather have tilda rice",
            GUEST_A,
            "10",
        ),
        ("وصفة مجبوس دجاج حق ١٠ اشخاص", "كم المقادير؟ وابي الرز يكون تيلدا", GUEST_B, "١٠"),
        (
            "wasfat machboos dyay 7ag 10 ashkha9",
            "shno il maqadeer? w abi ruz tilda ya3ni",
            GUEST_B,
            "١٠",
        ),
    ):
        recipe = await send(client, shown, guest=guest)
        turn = await send(client, asked, recipe.conversation_id, guest=guest)
        assert "product_detail" not in kinds(turn), (asked, kinds(turn))
        assert one(turn, "recipe")["servings"] == 10, asked
        said = "\n".join(texts(turn))
        assert ten in said and ("Tilda" in said or "تيلدا" in said), (asked, said)
