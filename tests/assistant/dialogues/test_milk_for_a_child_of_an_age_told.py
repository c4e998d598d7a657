"""Milk asked for a child whose age is told, over a real socket in English, Arabizi and Gulf
Arabic: "i need milk for my daughter, she's two", "abi 7aleeb 7ag binti 3umurha sanatain",
"ابي حليب لولدي عمره سنه" show the growing-up milks made for that age, never declined as
another matter's talk of a child."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, names, texts
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


async def test_milk_for_a_child_of_an_age_told_is_the_growing_up_milk(client: Any) -> None:
    for message, guest in (
        ("i need milk for my son, he's two", GUEST_A),
        ("hi, looking for milk for my girl, she is 1", GUEST_A),
        ("salam, abi 7aleeb 7ag wildi 3umra sana", GUEST_B),
        ("abi 7aleeb 7ag binti 3umurha sanatain", GUEST_B),
        ("ابي حليب لولدي عمره سنه", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        said = " ".join([turn.end["content"], *texts(turn)])
        assert "products" in kinds(turn), (message, said)
        shown = names(turn)
        assert shown and ("Nido" in shown[0] or "نيدو" in shown[0]), (message, shown)
