"""A dessert we have no recipe for, asked right after another recipe over a real socket in
English, Gulf Arabic and Arabizi ("and for dessert, an aseeda recipe?"): said plainly, with
our sweets' recipes to pick from; never a card of goods that only share "sweet" with it
(sweet paprika), nor the savoury dishes."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import chip_labels, kinds
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

_OUR_SWEETS = {"Luqaimat", "Balaleet", "لقيمات", "بلاليط"}


async def test_a_dessert_we_lack_offers_our_sweets_and_no_goods(client: Any) -> None:
    for shown, asked, guest in (
        ("harees recipe", "do you have a recipe for aseeda as a sweet?", GUEST_A),
        ("وصفة هريس", "وللحلو عندكم وصفة عصيدة؟", GUEST_B),
        ("wasfat harees", "wil 7ilu, fee 3indkum wasfat 3aseeda?", GUEST_B),
    ):
        recipe = await send(client, shown, guest=guest)
        turn = await send(client, asked, recipe.conversation_id, guest=guest)
        assert "products" not in kinds(turn), (asked, kinds(turn))
        assert "recipe" not in kinds(turn), (asked, kinds(turn))
        chips = set(chip_labels(turn))
        assert chips and chips <= _OUR_SWEETS, (asked, chips)
