"""How long goods keep once they come, or a dish once cooked, in Gulf Arabic, Arabizi and
English ("الروبيان اذا وصل الخميس يتحمل لين الجمعة بالثلاجة؟", "if the shrimp comes thursday
will it keep in the fridge till friday", "how long can i keep the machboos in the fridge
after cooking"): the kitchen's keeping answer, for raw shrimp or for cooked food. Before,
the days read as a delivery asked for and the windows were shown, and the machboos as its
spices. A delivery asked on a day is still its windows."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds, texts
from tests.conftest import GUEST_B
from tests.handlers.assistant_support import send


@pytest.mark.parametrize(
    ("message", "said"),
    [
        ("الروبيان اذا وصل الخميس يتحمل لين الجمعة بالثلاجة؟", "الروبيان"),
        ("il rubyan itha wa9al il 5amees yit7amal lain il jum3a bil thalaja?", "الروبيان"),
        ("if the shrimp comes thursday will it keep in the fridge till friday", "shrimp"),
        ("how long can i keep the machboos in the fridge after cooking", "Cooked food"),
    ],
)
async def test_how_it_keeps(client: Any, message: str, said: str) -> None:
    turn = await send(client, message, guest=GUEST_B)
    assert "delivery_slots" not in kinds(turn), message
    assert any(said in text for text in texts(turn)), (message, texts(turn))


async def test_a_delivery_on_a_day_is_its_windows(client: Any) -> None:
    turn = await send(client, "can you deliver friday morning", guest=GUEST_B)
    assert "delivery_slots" in kinds(turn), kinds(turn)
