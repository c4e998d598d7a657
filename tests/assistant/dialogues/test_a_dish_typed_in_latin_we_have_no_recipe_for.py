"""A recipe asked for a well-known dish the store has none of, over a real socket in English,
Gulf Arabic and Arabizi: "got a recipe for biryani?", "عندكم وصفة برياني لحم؟", "fi 3indkum
wasfa 7ag biryani?" say plainly there is no recipe for it and offer the store's recipes to
pick from; Arabizi's reading of the Latin dish as no word never turns it into "which dish?"."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import kinds, texts
from tests.handlers.assistant_support import send


async def test_no_recipe_for_the_dish_said_so_with_ours_offered(client: Any) -> None:
    for asked in (
        "got a recipe for biryani?",
        "عندكم وصفة برياني لحم؟",
        "fi 3indkum wasfa 7ag biryani?",
        "3indkum biriyani recipe plz",
    ):
        turn = await send(client, asked, guest=uuid.uuid4().hex)
        assert "recipe" not in kinds(turn), (asked, kinds(turn))
        said = " ".join([turn.end["content"], *texts(turn)]).lower()
        assert "don't have a recipe" in said or "ما عندي وصفة" in said, (asked, said)
        chips = [
            chip["prompt"]
            for block in turn.blocks
            if block["kind"] == "actions"
            for chip in block.get("suggestions", [])
        ]
        assert any("recipe" in chip.lower() or "وصفة" in chip for chip in chips), (asked, chips)
