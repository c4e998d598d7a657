"""A code asked of "this order" a turn or two after a placed order's status, over a real
socket: "and does BBQ10 work on this order?", "وكود BBQ10 يمشي على هالطلب؟", "w coupon BBQ10
ymshi 3ala hal order?" are asked of that order (KW-100921, demo-3's chalet order tomorrow):
no code goes on a placed order, which is said with its card, never the code proposed for the
cart. Asked while the cart is being filled, "this order" is the cart's."""

from __future__ import annotations

from typing import Any

import pytest

from tests.assistant.dialogues._blocks import kinds, order_numbers
from tests.conftest import customer_token
from tests.handlers.assistant_support import send

CHALET_ORDER = "KW-100921"

ASKED = {
    "en": (
        ("when is tomorrow's chalet order coming", "do you sell charcoal?", "and does BBQ10 work on this order?"),
        ("when is tomorrow's chalet order coming", "can i use the code BBQ10 on that order"),
    ),
    "ar": (
        ("متى يوصل طلب الشاليه باجر؟", "عندكم فحم؟", "وكود BBQ10 يمشي على هالطلب؟"),
    ),
    "arabizi": (
        ("order il chalet mal bacher mata yoosal?", "3indkum fa7am?", "w il code BBQ10 yimshi 3ala hal order?"),
    ),
}  # fmt: skip


@pytest.mark.parametrize("script", sorted(ASKED))
async def test_a_code_of_this_placed_order_is_not_for_the_cart(client: Any, script: str) -> None:
    token = customer_token("demo-3")
    for said in ASKED[script]:
        turn = await send(client, said[0], token=token)
        assert CHALET_ORDER in order_numbers(turn, "order_status"), (said[0], kinds(turn))
        for message in said[1:]:
            turn = await send(client, message, turn.conversation_id, token=token)
        assert order_numbers(turn, "order_status") == [CHALET_ORDER], (said[-1], kinds(turn))
        assert "cart_action" not in kinds(turn), said[-1]


async def test_this_order_after_goods_put_in_is_the_carts(client: Any) -> None:
    token = customer_token("demo-3")
    turn = await send(client, "when is tomorrow's chalet order coming", token=token)
    for message in ("add 2 almarai full fat milk", "does BBQ10 work on this order?"):
        turn = await send(client, message, turn.conversation_id, token=token)
    assert "order_status" not in kinds(turn), kinds(turn)
