"""A fizzy drink asked in the place of a soda, for someone whose need was said earlier, over
a real socket in English, Gulf Arabic and Arabizi: the store's sugar-free fizzy drinks (the
diet cola, the sparkling water), never "no substitute known", never the soda left."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, names
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


async def test_a_fizzy_drink_instead_of_a_soda_for_a_diabetic(client: Any) -> None:
    for first, then, guest in (
        (
            "my grandad has diabetes, got anything sugar free?",
            "he misses coke, any fizzy drink he can have instead?",
            GUEST_A,
        ),
        ("جدي عنده سكري، شنو عندكم بدون سكر؟", "ابي له شي بدال الكولا", GUEST_B),
        ("yaddi 3inda sukkar, shno 3indkum bidoon sukkar?", "w shay ghazi bdal el pepsi?", GUEST_B),
    ):
        told = await send(client, first, guest=guest)
        turn = await send(client, then, told.conversation_id, guest=guest)
        shown = names(turn)
        assert len(shown) >= 2, (then, kinds(turn))
        assert not any(
            ("Pepsi" in name or "بيبسي" in name) and "Diet" not in name and "دايت" not in name
            for name in shown
        ), (then, shown)
