"""Goods named by the word chat clips their name to, over a real socket in English and
Arabizi: "also kdd choc milk, 2 packs", "abi choco milk kdd 2", "add 2 toms". The goods are
proposed at the count; before, "choc" matched nothing, and KDD's chocolate milk was shown
beside its plain milk with "we don't have exactly that". Arabic names are left as they
were."""

from __future__ import annotations

from typing import Any
from uuid import uuid4

from tests.assistant.dialogues._blocks import proposed_lines
from tests.handlers.assistant_support import send

KDD_CHOCOLATE_MILK, TOMATOES = "p-1209", "p-0101"


async def test_the_clipped_word_names_the_goods(client: Any) -> None:
    for message, expected in (
        ("also kdd choc milk, 2 packs", [(KDD_CHOCOLATE_MILK, 2)]),
        ("abi choco milk kdd 2", [(KDD_CHOCOLATE_MILK, 2)]),
        ("add 2 toms", [(TOMATOES, 2)]),
        ("ضيف ٢ حليب شوكولاتة كي دي دي", [(KDD_CHOCOLATE_MILK, 2)]),
    ):
        turn = await send(client, message, guest=uuid4().hex)
        lines = proposed_lines(turn, "add_to_cart")
        assert lines == expected, (message, lines)
