"""Goods for a guest's diet asked right after an offer, over a real socket in English, Gulf
Arabic and Arabizi: "also my brother is coming, he is vegan, any dips?" asks what keeps her
diet (the hummus, never a dip of milk), adds nothing to the offer, nor is declined as news of someone arriving;
more goods said after an offer ("and 2 galaxy caramel") are still added to it."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, names
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


async def test_a_guests_diet_after_an_offer_adds_nothing(client: Any) -> None:
    for offer, asked, guest in (
        (
            "add 3 lays salted",
            "also my brother is coming too and he is vegan, any dips or anything",
            GUEST_A,
        ),
        ("ضيف ٣ ليز ملح", "وبعد اختي جايه وهي نباتيه، اكو غموس او شي؟", GUEST_B),
        ("7ot 3 lays mel7", "w kaman rabee3ti jaya, vegan, 3indkum ay dip?", GUEST_B),
    ):
        offered = await send(client, offer, guest=guest)
        turn = await send(client, asked, offered.conversation_id, guest=guest)
        assert "cart_action" not in kinds(turn), (asked, kinds(turn))
        shown = names(turn) if "products" in kinds(turn) else []
        assert not any("Kiri" in n or "كيري" in n for n in shown), (asked, shown)  # no milk dip
        reply = turn.end["content"]
        assert "shopping here" not in reply and "بس في التسوق" not in reply, (asked, reply)


async def test_more_goods_after_an_offer_are_still_added(client: Any) -> None:
    offered = await send(client, "add 3 lays salted", guest=GUEST_A)
    turn = await send(client, "and 2 galaxy caramel", offered.conversation_id, guest=GUEST_A)
    assert len(turn.action("add_to_cart")["items"]) == 2, kinds(turn)
