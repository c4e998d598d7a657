"""A quick dinner asked after the shopper's day is told, over a real socket, in English,
Gulf Arabic and Arabizi.

"Just back from my shift, nothing in for dinner, something easy and fast?" wishes for no
ingredient in its first words ("توني", just now, is no tuna): our quick recipes are offered,
never "none of our recipes fits that"."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.handlers.assistant_support import send

ASKED = (
    "just back from my shift and there's nothing in for dinner, something easy and fast?",
    "توني واصلة من الشغل وما عندي شي للعشا، شي سهل وسريع؟",
    "tawni wa9il min il dawam w ma 3indi shay lil 3asha, shay sahil w sari3?",
)


async def test_quick_recipes_are_offered(client: Any) -> None:
    for message in ASKED:
        turn = await send(client, message, guest=uuid.uuid4().hex)
        assert "recipe" in kinds(turn), (message, kinds(turn))
        content = turn.end["content"]
        assert "fits that exactly" not in content and "تطابق طلبك" not in content, content
