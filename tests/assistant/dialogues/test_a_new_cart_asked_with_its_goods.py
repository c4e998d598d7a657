"""A new cart or order asked with its goods in one clause, over a real socket in English,
Gulf Arabic and Arabizi: "make me a new cart with rgag bread and cheese fatayer", "سوي لي
سله جديده فيها خبز رقاق وفطاير جبن", "sawli 6alab jdeed fee 5ubz rgag w fa6ayer jibin", also
after a sentence that leaves a placed order as it is ("خلاص خله مثل ما هو. سوي لي ..."). The
goods are proposed. Before, "your cart is empty", or what was meant was asked."""

from __future__ import annotations

from typing import Any
from uuid import uuid4

from tests.assistant.dialogues._blocks import proposed_lines
from tests.handlers.assistant_support import send

RGAG, CHEESE_FATAYER = "p-0309", "p-0312"


async def test_the_goods_of_the_new_cart_are_proposed(client: Any) -> None:
    for message in (
        "make me a new cart with rgag bread and cheese fatayer",
        "سوي لي سله جديده فيها خبز رقاق وفطاير جبن",
        "sawli 6alab jdeed fee 5ubz rgag w fa6ayer jibin",
        "خلاص خله مثل ما هو. سوي لي سله جديده فيها خبز رقاق وفطاير جبن",
    ):
        turn = await send(client, message, guest=uuid4().hex)
        lines = proposed_lines(turn, "add_to_cart")
        assert lines == [(RGAG, 1), (CHEESE_FATAYER, 1)], (message, lines)
