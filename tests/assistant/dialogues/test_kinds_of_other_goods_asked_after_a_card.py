"""The kinds of other goods asked after one card, over a real socket in English, Gulf Arabic
and Arabizi: after the watermelon, "and honey? which kinds do you have" shows the honeys, never
"none of the ones shown" because "اللي" ("that") read as pointing into the list."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, names, products
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


async def test_other_goods_kinds_asked_after_a_card_are_shown(client: Any) -> None:
    for shown, asked, guest in (
        ("do you have watermelon?", "and honey? what types have you got", GUEST_A),
        ("عندكم رقي؟", "والعسل؟ شو الانواع اللي عندكم", GUEST_B),
        ("3indkum ri8ee?", "w 3asal? shno il anwa3 ili 3indkum", GUEST_B),
    ):
        listed = await send(client, shown, guest=guest)
        turn = await send(client, asked, listed.conversation_id, guest=guest)
        found = products(turn)
        assert found, (asked, kinds(turn), turn.end["content"])
        assert all("Honey" in product["name"] for product in found), (
            asked,
            names(turn),
        )
