"""The cheapest of the goods shown asked "with" a feature of their kind, over a real socket in
English, Gulf Arabic and Arabizi: "which one's cheapest with low fat", "الارخص مع قليل الدسم",
"el arkha9 ma3a zero sugar" after milks or yoghurts are shown tell which of them is wanted;
no other goods (sugar, another milk) are proposed beside the cheapest card."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


def _added(turn: Any) -> list[str]:
    return [
        item["productId"]
        for block in turn.end["blocks"]
        if block["kind"] == "cart_action" and block["actionType"] == "add_to_cart"
        for item in block["items"]
    ]


async def test_a_feature_after_with_proposes_nothing_beside(client: Any) -> None:
    for shown, then, guest in (
        ("show me fresh milk", "which one's cheapest with low fat", GUEST_A),
        ("got any plain yoghurt", "ok the cheapest one with no added sugar", GUEST_A),
        ("وريني الحليب الطازج", "الارخص مع قليل الدسم", GUEST_B),
        ("wareeni il 7aleeb il 6aza", "el arkha9 ma3a qaleel el dasam", GUEST_B),
    ):
        listed = await send(client, shown, guest=guest)
        turn = await send(client, then, listed.conversation_id, guest=guest)
        assert len(_added(turn)) <= 1, (then, _added(turn), kinds(turn))
