"""The shopper's order asked to be found, over a real socket in English, Gulf Arabic and
Arabizi: "ok never mind, just look up my order", "خلاص انسى، بس دورلي طلبي", "5alas ensa, bs
dawerli 6alabi" show where the order is, never "what are you looking for?" nor how to cancel
it; signed out, the shopper is asked to sign in.

demo-1: KW-100915 out for delivery today.
"""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import kinds, order_numbers
from tests.conftest import GUEST_A, customer_token
from tests.handlers.assistant_support import send

OUT_FOR_DELIVERY = "KW-100915"


async def test_the_order_found_is_where_it_is(client: Any) -> None:
    token = customer_token("demo-1")
    for asked in (
        "ok never mind that, just look up my order please",
        "خلاص انسى الموضوع، بس شوفلي طلبي",
        "5alas ensa, bs dawerli 6alabi",
    ):
        turn = await send(client, asked, token=token)
        assert order_numbers(turn, "order_status") == [OUT_FOR_DELIVERY], (asked, kinds(turn))
        assert "faq" not in kinds(turn), (asked, kinds(turn))  # no cancelling told


async def test_signed_out_the_order_found_asks_to_sign_in(client: Any) -> None:
    turn = await send(client, "can you find my order", guest=GUEST_A)
    assert turn.end["content"] and "sign in" in turn.end["content"], turn.end["content"]
