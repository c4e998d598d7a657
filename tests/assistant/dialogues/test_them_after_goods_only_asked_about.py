"""Goods put in the cart as "them" right after they were only asked about, over a real socket
in English, Gulf Arabic and Arabizi: "which laban have you got?", "وش عندكم لبن؟", "shno
3indkum laban?" show several, none picked, so "put them in my cart" asks which of them;
never one of them proposed as though the question had asked for it."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


async def test_them_after_a_question_of_what_is_sold_proposes_none(client: Any) -> None:
    for guest, asked, then in (
        (GUEST_A, "which laban have you got?", "ok put them in the cart"),
        (GUEST_B, "وش عندكم لبن؟", "حطهم في السلة"),
        (GUEST_B, "shno 3indkum laban?", "zeedhom bil cart"),
    ):
        shown = await send(client, asked, guest=guest)
        assert "products" in kinds(shown), (asked, kinds(shown))
        turn = await send(client, then, shown.conversation_id, guest=guest)
        assert "cart_action" not in kinds(turn), (then, kinds(turn))
        assert "products" in kinds(turn), (then, kinds(turn))
