"""Goods wished for a place, and asked besides one named, over a real socket in English, Gulf
Arabic and Arabizi: "ابي قهوه للدوام" or "abi tamr lil dawam" asks for the goods, never the
cart sent to a saved place nor the working hours; "what's there besides the Khalas" shows the
kind without it. The cart sent to a saved place is still that."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, names
from tests.conftest import GUEST_B, customer_token
from tests.handlers.assistant_support import send


async def test_goods_wished_for_a_place_are_the_goods(client: Any) -> None:
    token = customer_token("demo-1")
    for message, wanted in (
        ("ابي قهوه للدوام", "Coffee"),
        ("abi tamr lil dawam", "Dates"),
        ("ابي تمر للدوام، شو في غير السكري؟", "Dates"),
    ):
        turn = await send(client, message, token=token)
        assert "cart_action" not in kinds(turn), (message, kinds(turn))
        assert any(wanted in name for name in names(turn)), (message, names(turn))
    turn = await send(client, "ابي اطلب للدوام", token=token)
    assert "products" not in kinds(turn), kinds(turn)


async def test_goods_asked_besides_one_named_leave_it_out(client: Any) -> None:
    for message, guest, left_out, kind in (
        ("عندكم تمر غير الخلاص؟", GUEST_B, "Khalas", "Dates"),
        ("shno fee tamr ghair il sukkari?", GUEST_B, "Sukkari", "Dates"),
        ("do you have milk other than almarai?", GUEST_B, "Almarai", "Milk"),
    ):
        turn = await send(client, message, guest=guest)
        shown = names(turn)
        assert shown and not any(left_out in name for name in shown), (message, shown)
        assert any(kind in name for name in shown), (message, shown)
