"""Cans counted by the Gulf's bundle ("شدة"), over a real socket in Arabizi, Gulf Arabic and
English: "w pepsi 3lab 2 shadda", "حط ببسي علب ٢ شده", "ببسي علب شدتين", "pepsi cans 2
packs". Two packs of the Pepsi cans are proposed. Before, "shadda" was read as a word of the
goods and which Pepsi was asked, beside the Vimto cans."""

from __future__ import annotations

from typing import Any
from uuid import uuid4

from tests.assistant.dialogues._blocks import proposed_lines
from tests.handlers.assistant_support import send

PEPSI_CANS = "p-1212"


async def test_two_packs_of_the_cans_are_proposed(client: Any) -> None:
    for message in (
        "w pepsi 3lab 2 shadda",
        "حط ببسي علب ٢ شده",
        "ببسي علب شدتين",
        "pepsi cans 2 packs",
    ):
        turn = await send(client, message, guest=uuid4().hex)
        lines = proposed_lines(turn, "add_to_cart")
        assert lines == [(PEPSI_CANS, 2)], (message, lines)
