"""Which of the goods shown is safe for someone's allergy, over a real socket in English,
Gulf Arabic and Arabizi: after the chips, "my friend has a nut allergy, which one is safe"
shows the chips whose labels keep nuts out, never one product's nutrition facts nor goods
found by the word "safe" (آمن, "amin")."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, names
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


async def test_the_shown_safe_for_an_allergy_are_shown(client: Any) -> None:
    for asked, guest in (
        ("my nephew is allergic to nuts, which ones are safe for him?", GUEST_A),
        ("ولد اختي عنده حساسيه من المكسرات، اي واحد آمن له؟", GUEST_B),
        ("rabi3i 3inda 7asasiya mkasarat, shno il amin 7aga?", GUEST_B),
    ):
        listed = await send(client, "show me chips", guest=guest)
        turn = await send(client, asked, listed.conversation_id, guest=guest)
        assert "product_detail" not in kinds(turn), (asked, kinds(turn))
        shown = names(turn)
        assert shown, (asked, kinds(turn))
        assert all("Eggs" not in name for name in shown), (asked, shown)
        assert any("Lay's" in name for name in shown), (asked, shown)
