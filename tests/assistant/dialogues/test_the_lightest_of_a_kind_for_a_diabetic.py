"""Which of a kind is lightest, asked after someone's diabetes was said, over a real socket
in English, Gulf Arabic and Arabizi: the kind named is weighed by its sugar as its records
give it (and said when few records give it), never the lighter goods of another aisle."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, names
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


async def test_the_lightest_dates_for_a_diabetic_are_weighed_by_sugar(client: Any) -> None:
    for first, then, guest in (
        (
            "my uncle has diabetes, what's sugar free?",
            "and the dates, which one is lightest for him?",
            GUEST_A,
        ),
        ("خالي عنده سكري، وش عندكم بدون سكر؟", "طيب التمر، اي واحد اخف له؟", GUEST_B),
        ("5ali 3inda sukkar, shno 3indkum bidoon sukkar?", "wel tamr, ay no3 a5af 3leh?", GUEST_B),
    ):
        told = await send(client, first, guest=guest)
        turn = await send(client, then, told.conversation_id, guest=guest)
        shown = names(turn)
        assert shown and all("Dates" in name or "تمر" in name for name in shown), (
            then,
            kinds(turn),
            shown,
        )
