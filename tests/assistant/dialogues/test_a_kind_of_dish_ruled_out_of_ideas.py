"""A kind of dish ruled out of the ideas asked, over a real socket in English, Gulf Arabic
and Arabizi: "vegan dinner idea pls, not a salad", "ابي فكره للعشا نباتي مو سلطه", "abi fikra
lil 3asha nabati bs mo salad". The salads (Fattoush, Tabbouleh) are left out of the ideas and
of what is said of them; before, "salad" read as a word of the wish and Fattoush came first."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import one, texts
from tests.conftest import GUEST_A
from tests.handlers.assistant_support import send

SALADS = {"recipe-fattoush", "recipe-tabbouleh"}
SALAD_NAMES = ("Fattoush", "Tabbouleh", "فتوش", "تبولة")


async def test_the_salads_are_left_out(client: Any) -> None:
    for message in (
        "vegan dinner idea pls, not a salad",
        "ابي فكره للعشا نباتي مو سلطه",
        "abi fikra lil 3asha nabati bs mo salad",
    ):
        turn = await send(client, message, guest=GUEST_A)
        assert one(turn, "recipe")["recipe"]["_id"] not in SALADS, message
        said = " ".join([turn.end["content"], *texts(turn)])
        assert not any(name in said for name in SALAD_NAMES), (message, said)
