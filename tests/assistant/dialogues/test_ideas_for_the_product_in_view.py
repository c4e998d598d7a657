"""Ideas asked for the one product in view, over a real socket: "what can i cook with it",
"وش اسوي فيه", "shno a6ba5 feeh" after the red lentils or the shrimp put first the recipe
that uses that product (lentil soup, murabyan), not the first recipe of the store."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import kinds, one
from tests.handlers.assistant_support import send

SHOWN = (("red lentils price", "Lentil Soup"), ("3indkom rubyan?", "Murabyan"))
ASKED = (
    "what can i cook with it",
    "what do i make with it",
    "وش اسوي فيه",
    "شنو اطبخ فيه",
    "وش اطبخ فيه",
    "shno a6ba5 feeh",
    "sh asawi feeh",
)


async def test_ideas_for_the_product_in_view_start_with_its_recipe(client: Any) -> None:
    for shown, dish in SHOWN:
        for asked in ASKED:
            guest = uuid.uuid4().hex
            first = await send(client, shown, guest=guest)
            assert "products" in kinds(first) or "product_detail" in kinds(first), shown
            turn = await send(client, asked, first.conversation_id, guest=guest)
            assert "cart_action" not in kinds(turn), (shown, asked)
            assert "recipe" in kinds(turn), (shown, asked, kinds(turn))
            assert dish in one(turn, "recipe")["recipe"]["name"], (shown, asked)
