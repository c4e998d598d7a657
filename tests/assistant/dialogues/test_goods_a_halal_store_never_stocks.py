"""Pork and alcohol asked for as goods, over a real socket in English, Gulf Arabic and
Arabizi: the store sells only halal goods, which is said (never the off-topic decline nor
"not found"), with the halal goods of the same kind where there are any ("pork sausages": the
chicken franks); the words in another sense ("turkey ham", a game) keep their readings."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds, names
from tests.conftest import GUEST_A
from tests.handlers.assistant_support import send

HALAL = ("Everything we sell is halal", "كل اللي نبيعه حلال")


@pytest.mark.parametrize(
    ("message", "arabic", "near"),
    [
        ("hi just moved to kuwait, do you sell pork sausages", False, True),
        ("do you have bacon", False, False),
        ("any beer?", False, False),
        ("عندكم لحم خنزير؟", True, False),
        ("تبيعون بيره؟", True, False),
        ("3indkom sausage 5anzeer?", True, True),
    ],
)
async def test_pork_and_alcohol_are_said_not_sold_with_the_halal_kind(
    client: Any, message: str, arabic: bool, near: bool
) -> None:
    turn = await send(client, message, guest=GUEST_A)
    assert turn.end["content"].startswith(HALAL[arabic]), (message, turn.end["content"])
    assert "cart_action" not in kinds(turn), kinds(turn)
    if near:
        assert any("Franks" in name or "Sausage" in name for name in names(turn)), names(turn)


async def test_the_same_words_in_another_sense_keep_their_readings(client: Any) -> None:
    for message in ("do you have turkey ham", "i want chicken sausages", "what time is the game"):
        turn = await send(client, message, guest=GUEST_A)
        assert not turn.end["content"].startswith(HALAL), (message, turn.end["content"])
