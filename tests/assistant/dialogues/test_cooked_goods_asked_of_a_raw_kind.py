"""Goods asked for cooked or ready of a food the store sells only raw or frozen, over a real
socket in English, Gulf Arabic and Arabizi: no raw kind is put in the cart as if it were
what was asked (not even the one a signed-in shopper bought before), the kinds are shown to
choose from; of a food sold in tins ("ready hummus")
the tin is still proposed."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds
from tests.conftest import GUEST_A, customer_token
from tests.handlers.assistant_support import send


async def test_cooked_goods_of_a_food_sold_raw_are_not_proposed_raw(client: Any) -> None:
    token = customer_token("demo-1")
    for asked in ("pls add some cooked chicken", "ضيف لي دياي مطبوخ", "7ot li dyay ma6boo5"):
        turn = await send(client, asked, token=token)
        assert "cart_action" not in kinds(turn), (asked, kinds(turn))
        assert "products" in kinds(turn), (asked, kinds(turn))


async def test_ready_goods_sold_in_tins_are_still_proposed(client: Any) -> None:
    turn = await send(client, "add a ready hummus to my cart", guest=GUEST_A)
    assert "cart_action" in kinds(turn), kinds(turn)
