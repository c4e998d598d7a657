"""A code asked beside goods whose add asks which one, over a real socket in English, Gulf
Arabic and Arabizi: the choice is shown and the code is said to cover the goods to choose
from, with the basket it asks for; never that it covers nothing in the cart. A code that
covers none of the goods shown is still said against the cart."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import emptied_cart, kinds, one, texts
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


async def test_the_code_is_said_of_the_goods_to_choose_from(client: Any) -> None:
    for message, guest, covers, minimum in (
        ("can you add lamb please, and apply BBQ10", GUEST_A, "covers these", "7.000"),
        ("ابي لحم غنم وطبق لي كود BBQ10", GUEST_B, "يشمل هذي", "٧٫٠٠٠"),
        ("abi la7am w 6abiq BBQ10", GUEST_B, "يشمل هذي", "٧٫٠٠٠"),
    ):
        await emptied_cart(client, guest=guest)
        turn = await send(client, message, guest=guest)
        assert "products" in kinds(turn) and "cart_action" not in kinds(turn), kinds(turn)
        assert one(turn, "offers")["couponCode"] == "BBQ10", kinds(turn)
        said = " ".join(texts(turn))
        assert covers in said and minimum in said, (message, said)
        assert "nothing" not in said and "ما يشمل" not in said, (message, said)


async def test_a_code_for_other_goods_is_said_against_the_cart(client: Any) -> None:
    await emptied_cart(client, guest=GUEST_A)
    turn = await send(client, "add tide and apply BBQ10", guest=GUEST_A)
    said = " ".join(texts(turn))
    assert "covers these" not in said and "BBQ10" in said, said
