"""Two kinds of one product in view weighed, right after a recipe that holds it, in Arabizi,
Gulf Arabic and English ("il jumbo a7san? cham farq il si3r", "الجامبو احسن؟ كم فرق السعر",
"jumbo or medium which is cheaper" after the murabyan): its shrimp, medium against jumbo, the
difference said. Before, the gate declined the Arabic and Arabizi as another matter, and the
English set a toothbrush "Medium" against the nappies' "Jumbo Pack"."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds, texts
from tests.conftest import GUEST_B
from tests.handlers.assistant_support import send


@pytest.mark.parametrize(
    ("message", "difference"),
    [
        ("il jumbo a7san? cham farq il si3r", "٢٫٠٠٠"),
        ("الجامبو احسن؟ كم فرق السعر", "٢٫٠٠٠"),
        ("jumbo or medium which is cheaper", "2.000"),
    ],
)
async def test_the_shrimps_two_kinds(client: Any, message: str, difference: str) -> None:
    recipe = await send(client, "ابي اسوي مربين روبيان", guest=GUEST_B)
    turn = await send(client, message, recipe.conversation_id, guest=GUEST_B)
    said = " ".join(texts(turn))
    assert difference in said and ("Shrimp" in said or "روبيان" in said), (message, kinds(turn))
