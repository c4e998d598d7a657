"""A colour ruled out of the goods shown, over a real socket in English, Gulf Arabic and
Arabizi: after the eggs, "not the white, the brown" shows the brown eggs, never "we have none
of that kind" because the Arabic word for white (ابيض) carries the letters of eggs (بيض)."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, names
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


async def test_the_white_ruled_out_of_the_eggs_leaves_the_brown(client: Any) -> None:
    for shown, ruled_out, guest in (
        ("do you have eggs", "brown eggs please, not the white ones", GUEST_A),
        ("عندكم بيض ٣٠ حبه؟", "لا مو هذي، ابي البني مو الابيض", GUEST_B),
        ("fi 3indkum bai6 30 7aba?", "la mu hatha, il bni abi mu il abya9", GUEST_B),
        ("abi bai6", "mu il abya9", GUEST_B),
    ):
        listed = await send(client, shown, guest=guest)
        assert "Large Brown Eggs" in names(listed), (shown, names(listed))
        turn = await send(client, ruled_out, listed.conversation_id, guest=guest)
        assert "Large Brown Eggs" in names(turn), (ruled_out, kinds(turn), turn.end["content"])
        assert "Large White Eggs" not in names(turn), (ruled_out, names(turn))
