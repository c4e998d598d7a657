"""A kind of food asked by a need ("what pasta is gluten free, my sister is celiac"), over a
real socket: the foods of that kind that meet it, or honestly none, never an order's status
for the "coming thursday" beside it; a delivery window "free" tomorrow stays a delivery
question."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, names
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send

ORDERS = ("order", "handoff", "error")


async def test_a_kind_that_meets_a_need_is_searched(client: Any) -> None:
    for message, guest in (
        ("my sister has celiac and is coming thursday, what pasta is gluten free", GUEST_A),
        ("what pasta is gluten free", GUEST_A),
        ("اختي عندها حساسية جلوتين، اي معكرونه خاليه من الجلوتين؟", GUEST_B),
        ("o5ti 3indaha celiac, ay pasta bdoon gluten?", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert not any(kind in kinds(turn) for kind in ORDERS), (message, kinds(turn))
        if "products" in kinds(turn):
            assert not any("Penne" in n or "Spaghetti" in n for n in names(turn)), message


async def test_a_kind_that_meets_a_need_shows_those_that_do(client: Any) -> None:
    for message, guest in (("which bread is vegan", GUEST_A), ("what bread is vegan", GUEST_A)):
        turn = await send(client, message, guest=guest)
        assert any("Bread" in name for name in names(turn)), (message, kinds(turn))


async def test_a_free_delivery_window_is_no_need(client: Any) -> None:
    for message in ("what time is free for delivery tomorrow", "which slot is free tomorrow"):
        turn = await send(client, message, guest=GUEST_A)
        assert "products" not in kinds(turn), (message, kinds(turn))
