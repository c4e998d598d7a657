"""An allergen asked of two or more foods at once, over a real socket, in English, Gulf
Arabic and Arabizi.

"Do the cheese samosa and the luqaimat have nuts?" is answered for each food named, a product
from its own record and one of our recipes from its ingredients', never for one of them only
or with the recipe's steps in place of the answer."""

from __future__ import annotations

import uuid
from typing import Any

from tests.assistant.dialogues._blocks import kinds, texts
from tests.handlers.assistant_support import send

ASKED = (
    ("do the cheese samosa and the luqaimat have nuts?", ("Samboosa", "Luqaimat"), "nuts"),
    ("is there egg in the croissant and the cheese samboosa?", ("Croissant", "Samboosa"), "egg"),
    ("سمبوسة الجبن واللقيمات فيهم مكسرات؟", ("سمبوسة", "لقيمات"), "مكسرات"),
    ("il rahash w il galaxy feehum 7aleeb?", ("رهش", "جالكسي"), "حليب"),
    ("il samboosa jibin w il lgaimat feehum nuts?", ("سمبوسة", "لقيمات"), "مكسرات"),
)


async def test_each_food_named_is_answered_for_the_allergen(client: Any) -> None:
    for message, foods, allergen in ASKED:
        turn = await send(client, message, guest=uuid.uuid4().hex)
        said = texts(turn)
        assert "recipe" not in kinds(turn), (message, kinds(turn))
        for food in foods:
            lines = [line for line in said if food in line.split(":")[0]]
            assert len(lines) == 1 and allergen in lines[0], (message, food, said)
