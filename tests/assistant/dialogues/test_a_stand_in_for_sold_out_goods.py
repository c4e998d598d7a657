"""A stand-in asked for goods of the store that are sold out, over a real socket in Gulf
Arabic, Arabizi and English: "التايد خالص؟ شنو البديل", "il tide 5ala9? fi badeel?",
"substitute for tide powder, it's out" show the store's goods in stock in their place, never
"I don't know a good substitute"."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import names, texts
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


async def test_a_stand_in_for_sold_out_goods_is_the_stores_in_stock(client: Any) -> None:
    for message, guest in (
        ("التايد خالص؟ وش البديل", GUEST_B),
        ("il tide 5ala9? fi badeel?", GUEST_B),
        ("whats a substitute for tide powder", GUEST_A),
    ):
        turn = await send(client, message, guest=guest)
        said = " ".join([turn.end["content"], *texts(turn)])
        assert "substitute for that" not in said and "ما أعرف بديل" not in said, (message, said)
        shown = names(turn)
        assert any("Tide" in name or "تايد" in name for name in shown), (message, shown)
        assert not any("Powder" in name or "مسحوق" in name for name in shown), (message, shown)
