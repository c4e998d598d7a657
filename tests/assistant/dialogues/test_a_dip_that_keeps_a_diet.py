"""A dip asked for with a diet to keep, over a real socket in English, Gulf Arabic and
Arabizi: "any vegan dip" finds the hummus, a dip by what it is made of, never "none fits"
because only the cheese dip holds the word."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import names
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


async def test_a_vegan_dip_is_the_hummus(client: Any) -> None:
    for message, guest in (
        ("my cousin is vegan, got any dips?", GUEST_A),
        ("ابي غموس نباتي حق ربيعتي", GUEST_B),
        ("fee dip nabati?", GUEST_B),
    ):
        shown = names(await send(client, message, guest=guest))
        assert any("Hummus" in name or "حمص" in name for name in shown), (message, shown)
        assert not any("Kiri" in name or "كيري" in name for name in shown), (message, shown)
