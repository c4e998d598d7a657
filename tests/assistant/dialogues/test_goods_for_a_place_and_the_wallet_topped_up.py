"""Goods wanted for a place, or like a place's, are shopping: "any salon conditioner",
"chocolates for the clinic nurses", "ابي شامبو صالون" show the goods; a place is another
trade's errand only when it is itself sought ("any good dentist near salmiya", "وين اقرب
سينما"). Topping up the store's wallet is ours however the wallet is written on
("بالمحفظه", "للمحفظه", "bil ma7fatha"): it is answered, never declined as a phone line.
Over a real socket, in English, Gulf Arabic and Arabizi."""

from __future__ import annotations

from typing import Any

from tests.assistant.dialogues._blocks import assert_declined, kinds, names
from tests.conftest import GUEST_A, GUEST_B
from tests.handlers.assistant_support import send


async def test_goods_named_for_a_place_are_shown(client: Any) -> None:
    for message, guest, shown in (
        ("any salon conditioner", GUEST_A, "Conditioner"),
        ("any good chocolates for the clinic nurses", GUEST_A, "Chocolate"),
        ("any hotel size soap bars", GUEST_A, "Soap"),
        ("ابي شامبو صالون", GUEST_B, "Shampoo"),
        ("ابي شوكولاته حق العياده", GUEST_B, "Chocolate"),
        ("fi chocolate 7ag il clinic?", GUEST_B, "Chocolate"),
    ):
        turn = await send(client, message, guest=guest)
        assert "products" in kinds(turn), (message, kinds(turn))
        assert any(shown in name for name in names(turn)), (message, names(turn))


async def test_a_place_itself_sought_is_still_declined(client: Any) -> None:
    for message, guest in (
        ("any good dentist near salmiya?", GUEST_A),
        ("وين اقرب سينما؟", GUEST_B),
        ("wain a2rab cinema?", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert_declined(turn, message, arabic=guest == GUEST_B)


async def test_the_wallet_topped_up_is_answered(client: Any) -> None:
    for message, guest in (
        ("عبيلي رصيدي بالمحفظة", GUEST_B),
        ("اشحن رصيد للمحفظه", GUEST_B),
        ("اشحنلي رصيد بمحفظتي", GUEST_B),
        ("3abbi li raseed bil ma7fatha", GUEST_B),
    ):
        turn = await send(client, message, guest=guest)
        assert kinds(turn) != ["actions"], (message, kinds(turn))
