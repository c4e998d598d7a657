"""Two goods of one brand compared, the second side naming no brand, over a real socket, in
English, Gulf Arabic and Arabizi: "borges extra virgin or the pure one", "زيت بورجيس البكر
والعادي", "borges il extra virgin wil 3adi" compare Borges' two olive oils, never the pure
ghee or the corn oil of another maker."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds, names
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

OILS = {"Borges Extra Virgin Olive Oil", "Borges Pure Olive Oil"}


@pytest.mark.parametrize(
    ("message", "guest"),
    [
        ("what's the difference between borges extra virgin and the pure one", GUEST_A),
        ("borges extra virgin or the regular one, which is better?", GUEST_A),
        ("شنو الفرق بين زيت بورجيس البكر والعادي؟", GUEST_B),
        ("shno il far8 bain zait borges il extra virgin wil 3adi", GUEST_B),
    ],
)
async def test_the_brands_two_goods_are_compared(client: Any, message: str, guest: str) -> None:
    turn = await send(client, message, guest=guest)
    assert set(names(turn)) == OILS, (message, names(turn))
    assert "cart_action" not in kinds(turn), message
