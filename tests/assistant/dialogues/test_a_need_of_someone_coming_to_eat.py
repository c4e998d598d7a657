"""A need of someone coming to eat, over a real socket, in English, Gulf Arabic and Arabizi.

"My sister is vegan and she's coming over for dinner, what have you got for her?" names no
kind of goods: the eating and the company ("having dinner", "بتتغدى عندنا", "ma3ana") are
never searched as one. Everyday food that keeps the need is shown, never "we have none of
that kind"."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import kinds, texts
from tests.handlers.assistant_support import send

ASKED = (
    "my sister is vegan and she's coming over for dinner, what have you got for her?",
    "my colleague is vegan and is having lunch with us tomorrow, what do you have?",
    "اختي نباتية وبتتغدى عندنا، شنو عندكم يناسبها؟",
    "u5ti vegan w bititghada ma3ana, shno 3indkum 7agha?",
)


async def test_food_that_keeps_the_need_is_shown(client: Any) -> None:
    for message in ASKED:
        turn = await send(client, message, guest=uuid.uuid4().hex)
        assert "products" in kinds(turn), (message, turn.end["content"], texts(turn))
        said = " ".join([turn.end["content"], *texts(turn)])
        assert "vegan" in said or "نباتي" in said, (message, said)
